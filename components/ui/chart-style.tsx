import type { ReactNode } from 'react'

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
