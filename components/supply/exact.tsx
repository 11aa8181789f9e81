import { displayCell } from '@/lib/supply/chart'
import { formatFixed } from '@/lib/supply/decimal'

/**
 * An exact amount in display units with its base-unit value on hover (server- or client-rendered). A raw value
 * that is already a decimal (an `sdk.Dec`) is shown as it is, grouped.
 */
export function Exact({ raw, exponent = 0, unit }: { raw: string; exponent?: number; unit?: string }) {
  if (!/^-?\d+$/.test(raw)) return <span className="font-mono tabular-nums">{displayCell(raw)}</span>
  return (
    <span className="font-mono tabular-nums" title={exponent ? `${raw} base units` : undefined}>
      {formatFixed(BigInt(raw), exponent)}
      {unit && <span className="font-sans text-zinc-500 dark:text-zinc-400"> {unit}</span>}
    </span>
  )
}
