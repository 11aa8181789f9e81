'use client'
import { useSearchParams } from 'next/navigation'
import { Suspense, useSyncExternalStore, type ReactNode } from 'react'
import { useSeen } from './use-seen'

function onHashChange(changed: () => void): () => void {
  window.addEventListener('hashchange', changed)
  return () => window.removeEventListener('hashchange', changed)
}

/** The frame a panel will fill, its title in place, at about the panel's height while its code and data load. */
function Waiting({ waitsFor, title }: { waitsFor: string; title: string }) {
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
 * A panel below the first screen whose code and request wait until a person scrolls to it (see useSeen), or come at
 * once when the address asks for it: `#<waitsFor>`, or the panel's own table state in the URL (`<waitsFor>.c`, a
 * filter: a shared link to page 3 of a table shows page 3). `waitsFor` is the panel's id; `children` the panel,
 * typically a React `lazy` component, so its chunk is fetched only when it renders.
 */
export function WhenSeen({ waitsFor, title, children }: { waitsFor: string; title: string; children: ReactNode }) {
  const sp = useSearchParams()
  const now = [...sp.keys()].some((k) => k.startsWith(`${waitsFor}.`))
  const [ref, seen] = useSeen<HTMLDivElement>()
  const linked = useSyncExternalStore(
    onHashChange,
    () => window.location.hash === `#${waitsFor}`,
    () => false,
  )
  const waiting = <Waiting waitsFor={waitsFor} title={title} />
  return <div ref={ref}>{seen || now || linked ? <Suspense fallback={waiting}>{children}</Suspense> : waiting}</div>
}
