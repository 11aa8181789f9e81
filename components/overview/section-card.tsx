import type { ReactNode } from 'react'

/** A titled block of the overview (tables and charts), with an optional link to the full list. */
export function SectionCard({
  id,
  title,
  action,
  children,
}: {
  id: string
  title: string
  action?: ReactNode
  children: ReactNode
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      data-section={id}
      className="min-w-0 rounded-lg border border-zinc-200 dark:border-zinc-800"
    >
      <div className="flex items-center gap-2 border-b border-zinc-200 px-3 py-2 dark:border-zinc-800">
        <h2 id={`${id}-title`} className="text-sm font-semibold">
          {title}
        </h2>
        {action && <div className="ml-auto text-sm">{action}</div>}
      </div>
      {children}
    </section>
  )
}

export const th = 'px-3 py-2 text-left text-xs font-medium text-zinc-600 dark:text-zinc-400'
export const td = 'px-3 py-1.5 align-top'
