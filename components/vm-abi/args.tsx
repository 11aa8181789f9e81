import { Amount } from '@/components/ui/amount'
import { Hash, RecordLink } from '@/components/ui/record-link'
import type { AbiValue, DecodedParam } from '@/lib/vm-abi/codec'
import type { TokenInfo } from '@/lib/vm-abi/tx-view'

/** One decoded value: addresses link to their account page, the rest is plain text or hex. */
export function ArgValue({ network, value }: { network: string; value: AbiValue }) {
  switch (value.kind) {
    case 'address':
      return <RecordLink network={network} kind="account" id={value.v} />
    case 'uint':
    case 'int':
      return <span className="font-mono tabular-nums">{value.v}</span>
    case 'bool':
      return <span>{value.v ? 'true' : 'false'}</span>
    case 'string':
      return <span className="break-words">“{value.v}”</span>
    case 'bytes':
      return value.hex === '0x' ? (
        <span className="text-zinc-500 dark:text-zinc-400">empty</span>
      ) : (
        <Hash value={value.hex} />
      )
    case 'hash':
      return (
        <span title="An indexed dynamic value: the log keeps only its keccak hash">
          <span className="text-zinc-500 dark:text-zinc-400">hash </span>
          <Hash value={value.hex} />
        </span>
      )
    case 'array':
      return value.items.length ? (
        <ol className="list-inside list-decimal">
          {value.items.map((v, i) => (
            <li key={i}>
              <ArgValue network={network} value={v} />
            </li>
          ))}
        </ol>
      ) : (
        <span className="text-zinc-500 dark:text-zinc-400">empty list</span>
      )
    case 'tuple':
      return <Args network={network} args={value.fields} />
  }
}

/** `name (type): value` rows; a fungible amount is shown in the token's units when `token` is known. */
export function Args({
  network,
  args,
  amountOf,
  token,
}: {
  network: string
  args: DecodedParam[]
  amountOf?: string
  token?: { address: string; info?: TokenInfo | undefined }
}) {
  if (!args.length) return <span className="text-zinc-500 dark:text-zinc-400">no arguments</span>
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-2 text-xs">
      {args.map((a, i) => (
        <div key={i} className="contents">
          <dt className="text-zinc-600 dark:text-zinc-400">
            {a.name || `#${i}`} <span className="text-zinc-500 dark:text-zinc-400">{a.type}</span>
          </dt>
          <dd className="min-w-0 break-all">
            {a.name === amountOf && a.value.kind === 'uint' && token?.info?.decimals !== undefined ? (
              <Amount
                raw={a.value.v}
                denom={token.address}
                info={{ exponent: token.info.decimals, display: token.info.symbol ?? 'tokens' }}
              />
            ) : (
              <ArgValue network={network} value={a.value} />
            )}
          </dd>
        </div>
      ))}
    </dl>
  )
}
