/**
 * How the explorer names a VM token as a denomination (`token 0x…`): the index stores its amounts so, and pages key
 * the token's symbol and decimals so. A module of its own because the Activity table reads it in the browser, and
 * token-facts.ts brings the ABI codec and keccak along (~11 KB gzip).
 */
export const tokenDenom = (address: string) => `token ${address.toLowerCase()}`
export const tokenOfDenom = (denom: string): string | undefined => /^token (0x[0-9a-f]{40})$/.exec(denom)?.[1]
