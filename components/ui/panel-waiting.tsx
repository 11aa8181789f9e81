import type { ReactNode } from 'react'

/** The frame a panel will fill, its title in place, at about the panel's height while its code and data load. */
export function PanelWaiting({ waitsFor, title }: { waitsFor: string; title: string }) {
  const heading = `${waitsFor}-waiting`
  return (
    <section
      aria-labelledby={heading}
      data-waits-for={waitsFor}
      className="min-w-0 rounded-lg border border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-950"
    >
      <header className="border-b border-zinc-100 px-3 py-2 dark:border-zinc-800">
        <h2 id={heading} className="text-base font-semibold">
          {title}
        </h2>
      </header>
      <div className="m-3 h-64 rounded bg-zinc-50 dark:bg-zinc-900" />
    </section>
  )
}

/**
 * The props a panel that waits to be seen takes from the server page (see ./when-seen): its id and its waiting
 * frame, drawn here on the server so the frame's markup is HTML, not code every page loads.
 * `<LazyAccountActivity network={n} address={a} {...waitingFor('activity', 'Activity')} />`
 */
export const waitingFor = (waitsFor: string, title: string): { waitsFor: string; waiting: ReactNode } => ({
  waitsFor,
  waiting: <PanelWaiting waitsFor={waitsFor} title={title} />,
})
