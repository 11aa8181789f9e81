import { formatFixed } from '@/lib/supply/decimal'

/** An exact amount in display units with its base-unit value on hover (server- or client-rendered). */
export function Exact({ raw, exponent = 0, unit }: { raw: string; exponent?: number; unit?: string }) {
  if (!/^-?\d+$/.test(raw)) return <span className="font-mono">{raw}</span>
  return (
    <span className="font-mono tabular-nums" title={exponent ? `${raw} base units` : undefined}>
      {formatFixed(BigInt(raw), exponent)}
      {unit && <span className="ml-1 font-sans text-zinc-500 dark:text-zinc-400">{unit}</span>}
    </span>
  )
}
