/**
 * A category axis label under a bar that may be narrow (375 px): every label is drawn (recharts would drop the ones
 * that collide, leaving bars without names) and a label of several words breaks onto two lines instead.
 */
export function CategoryTick({
  x,
  y,
  payload,
  fill,
}: {
  x?: number | string
  y?: number | string
  payload?: { value?: unknown }
  fill?: string
}) {
  const words = String(payload?.value ?? '').split(' ')
  // Two lines at most: the first word, then the rest (a long name is cut by the chart's width, not overprinted).
  const lines = words.length > 1 ? [words[0]!, words.slice(1).join(' ')] : words
  return (
    <g transform={`translate(${Number(x ?? 0)},${Number(y ?? 0)})`}>
      <text textAnchor="middle" fill={fill ?? 'currentColor'} fontSize={11}>
        {lines.map((l, i) => (
          <tspan key={i} x={0} dy={i === 0 ? '0.9em' : '1.15em'}>
            {l}
          </tspan>
        ))}
      </text>
    </g>
  )
}
