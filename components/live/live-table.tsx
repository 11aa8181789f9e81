import type { ComponentProps, ReactNode } from 'react'
import { ScrollBox } from '@/components/table/scroll-box'

/** The cell padding of every live table, so block rows and log rows line up alike. */
export const td = 'px-3 py-1.5 align-top'
const th = 'px-3 py-2 text-left text-xs font-medium text-zinc-600 dark:text-zinc-400'

/** The card of a live table: its title line (the title, then the caller's badges and controls), then the body. */
export function LiveSection({
  id,
  title,
  controls,
  children,
}: {
  id: string
  title: ReactNode
  controls: ReactNode
  children: ReactNode
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-lg border border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-950"
    >
      <header className="flex flex-wrap items-center gap-3 border-b border-zinc-100 px-3 py-2 dark:border-zinc-800">
        <h2 id={`${id}-title`} className="text-base font-semibold">
          {title}
        </h2>
        {controls}
      </header>
      {children}
    </section>
  )
}

export interface LiveColumn {
  label: ReactNode
  numeric?: boolean
}

/**
 * The frame of a live table: its header, one line saying what it waits for until the first row arrives, then the
 * rows as the feed pushes them (newest on top). The rows are the caller's `LiveRow`s.
 */
export function LiveTable({
  label,
  columns,
  waiting,
  children,
}: {
  label: string
  columns: readonly LiveColumn[]
  /** Shown while there is no row yet. */
  waiting?: string
  children: ReactNode
}) {
  return (
    <ScrollBox label={label}>
      <table className="w-full text-sm">
        <thead>
          <tr>
            {columns.map((c, i) => (
              <th key={i} className={c.numeric ? `${th} text-right` : th}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody aria-live="off">
          {waiting && (
            <tr>
              <td colSpan={columns.length} className={`${td} py-4 text-zinc-600 dark:text-zinc-400`}>
                {waiting}
              </td>
            </tr>
          )}
          {children}
        </tbody>
      </table>
    </ScrollBox>
  )
}

/** One row of a live table; a row the chain dropped (a reorganisation) stays, struck through. */
export function LiveRow({ obsolete, ...row }: { obsolete?: boolean } & ComponentProps<'tr'>) {
  return (
    <tr
      {...row}
      className={`border-t border-zinc-100 dark:border-zinc-900 ${obsolete ? 'opacity-50 line-through' : ''}`}
    />
  )
}
