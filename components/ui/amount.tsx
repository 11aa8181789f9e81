import { formatUnits, parseBaseUnits } from '@/lib/format/amount'
import type { DenomInfo } from '@/lib/networks'
import { IbcDenomLink } from './denom-link'

export type { DenomInfo } from '@/lib/networks'

const traceWords = (t: NonNullable<DenomInfo['ibc']>) => ` = ${t.baseDenom} via ${t.path}${t.origin ? ` from ${t.origin}` : ''}`

/**
 * A base-unit amount in human units with the raw value on hover. Big-int safe (the raw string goes straight
 * to bigint). `<Amount raw="1500000" denom="uhub" info={{ display: 'HUB', exponent: 6 }} />`; without `info`
 * the raw amount and denom are shown. IBC denominations are shortened with the full denom in the tooltip.
 */
export function Amount({ raw, denom, info }: { raw: string; denom: string; info?: DenomInfo | undefined }) {
  const value = parseBaseUnits(raw)
  const shortDenom = denom.startsWith('ibc/') ? `ibc/${denom.slice(4, 10)}…` : denom
  if (value === undefined) return <span className="font-mono">{raw} {shortDenom}</span>
  const human = info ? formatUnits(value, info.exponent) : formatUnits(value, 0)
  return (
    <span title={`${value.toString()} ${denom}${info?.ibc ? traceWords(info.ibc) : ''}`} className="whitespace-nowrap tabular-nums">
      {human} <span className="text-zinc-500 dark:text-zinc-400"><IbcDenomLink denom={denom}>{info ? info.display : shortDenom}</IbcDenomLink>{info?.ibc?.origin && <span className="text-xs"> ({info.ibc.origin})</span>}</span>
    </span>
  )
}
