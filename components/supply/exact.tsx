import { formatAmount } from '@/lib/format/amount'
import { displayCell } from '@/lib/supply/chart'

/**
 * A supply figure in display units through the one amount formatter (display precision, grouping, every digit and
 * the base-unit value on hover, `data-exact` for copy). A raw value that is already a decimal (an `sdk.Dec`) is
 * shown as it is, grouped. Negative figures (a pool delta) keep their sign.
 */
export function Exact({ raw, exponent = 0, unit }: { raw: string; exponent?: number; unit?: string }) {
  if (!/^-?\d+$/.test(raw)) return <span className="font-mono tabular-nums">{displayCell(raw)}</span>
  const sign = raw.startsWith('-') ? '-' : ''
  const a = formatAmount(raw.replace(/^-/, ''), 'base units', { display: unit ?? '', exponent })
  return (
    <span
      className="font-mono tabular-nums"
      title={exponent ? `${sign}${a.full}${unit ? ` ${unit}` : ''} = ${raw} base units` : undefined}
      data-exact={`${raw} base units`}
      data-precision={a.precision}
    >
      {sign}
      {a.value}
      {unit && <span className="font-sans text-zinc-500 dark:text-zinc-400"> {unit}</span>}
    </span>
  )
}
