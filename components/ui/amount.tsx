import { formatAmount, type DenomDisplay } from '@/lib/format/amount'
import { IbcDenomLink } from '@/components/ibc/denom-link'

export type DenomInfo = DenomDisplay

/**
 * A base-unit amount in display units with the exact base value on hover (`title`) and in `data-exact` (copy).
 * Big-int safe (the raw string goes straight to bigint). `<Amount raw="1500000" denom="uhub" info={{ display:
 * 'HUB', exponent: 6 }} />`; without `info` the raw amount and denom are shown. Callers that resolved a denom
 * elsewhere (IBC traces, asset params) pass it as `info`. IBC denominations are shortened, the full one in the tooltip.
 */
export function Amount({ raw, denom, info, maxFraction }: { raw: string | number; denom: string; info?: DenomInfo | undefined; maxFraction?: number }) {
  const a = formatAmount(raw, denom, info, maxFraction === undefined ? {} : { maxFraction })
  if (!a.ok) return <span className="font-mono">{a.value} {a.symbol}</span>
  return (
    <span title={a.exact} data-exact={a.exact} className="whitespace-nowrap tabular-nums">
      {a.value} <span className="text-zinc-600 dark:text-zinc-400"><IbcDenomLink denom={denom}>{a.symbol}</IbcDenomLink></span>
    </span>
  )
}
