import { useSyncExternalStore, type ReactNode } from 'react'

/**
 * What every recharts chart here draws the same way, so no chart falls back to the library's light-theme defaults.
 *
 * - The legend's words: recharts colours each entry's text with its series colour (amber on white is 2.2:1, under
 *   WCAG AA's 4.5:1); the swatch beside it keeps the colour, the words take the text colour.
 * - The hover cursor: recharts fills the band under the pointer with `#ccc`, a bright grey block on a dark page;
 *   a faint wash of the text colour reads as a highlight in either theme.
 */
export const legendText = (value: ReactNode): ReactNode => (
  <span className="text-zinc-700 dark:text-zinc-300">{value}</span>
)

export const legendProps = { formatter: legendText } as const

/** The band under the pointer on a bar chart. */
export const barCursor = { fill: 'currentColor', fillOpacity: 0.08 } as const
/** The line under the pointer on a line chart. */
export const lineCursor = { stroke: 'currentColor', strokeOpacity: 0.35 } as const

const NARROW = '(max-width: 639px)'
const subscribe = (change: () => void) => {
  const m = window.matchMedia(NARROW)
  m.addEventListener('change', change)
  return () => m.removeEventListener('change', change)
}

/**
 * Where a chart's tooltip goes across: recharts keeps it inside the plot only when it fits there, and places a
 * wider one at the plot's left edge, from where it hung past a phone's screen (the page widened to 705 px at
 * 375 px). On a phone it starts at the chart's own left edge instead, and is no wider than the chart (tooltipWidth).
 */
export function useTooltipPosition(): { x: number } | undefined {
  const narrow = useSyncExternalStore(
    subscribe,
    () => window.matchMedia(NARROW).matches,
    () => false,
  )
  return narrow ? { x: 0 } : undefined
}

/** A tooltip's widest: a chart's width on a phone (the page's width less the frames around the chart). */
export const tooltipWidth = 'max-w-[min(18rem,calc(100vw-5rem))]'
