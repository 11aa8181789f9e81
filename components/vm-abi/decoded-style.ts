/** The look shared by the decoded transaction's lists, and where each decoding came from in words. */
export const list = 'divide-y divide-zinc-100 rounded border border-zinc-100 dark:divide-zinc-800 dark:border-zinc-800'
export const item = 'min-w-0 px-3 py-2'
export const where = 'mb-1 flex flex-wrap items-center gap-x-1 text-xs text-zinc-600 dark:text-zinc-400'
export const SOURCE = {
  user: 'your ABI',
  erc20: 'token standard (ERC-20 / VIP-180)',
  erc721: 'NFT standard (ERC-721)',
} as const
