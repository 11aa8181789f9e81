'use client'
import { useSearchParams } from 'next/navigation'
import { lazy, Suspense, useSyncExternalStore, type ComponentType, type ReactNode } from 'react'
import { useSeen } from './use-seen'

function onHashChange(changed: () => void): () => void {
  window.addEventListener('hashchange', changed)
  return () => window.removeEventListener('hashchange', changed)
}

/** What a panel that waits to be seen takes besides its own props (see ./panel-waiting's waitingFor). */
export interface Waits {
  /** The panel's id: `#<id>` and its table's URL state (`<id>.c`, `<id>.type`…) load it at once. */
  waitsFor: string
  /** Its frame while it waits, drawn by the server page. */
  waiting: ReactNode
}

/**
 * A panel below the first screen whose code and request wait until a person scrolls to it (see useSeen), or come at
 * once when the address asks for it: `#<waitsFor>`, or the panel's own table state in the URL (a shared link to
 * page 3 of a table shows page 3). `children` is the panel, typically a React `lazy` component, so its chunk is
 * fetched only when it renders.
 */
export function WhenSeen({ waitsFor, waiting, children }: Waits & { children: ReactNode }) {
  const sp = useSearchParams()
  const now = [...sp.keys()].some((k) => k.startsWith(`${waitsFor}.`))
  const [ref, seen] = useSeen<HTMLDivElement>()
  const linked = useSyncExternalStore(
    onHashChange,
    () => window.location.hash === `#${waitsFor}`,
    () => false,
  )
  return <div ref={ref}>{seen || now || linked ? <Suspense fallback={waiting}>{children}</Suspense> : waiting}</div>
}

/**
 * A component whose code loads once it is seen: `export const LazyX = lazyWhenSeen(() => import('./x').then((m) =>
 * m.X))`, then on a server page `<LazyX {...props} {...waitingFor('x', 'Title')} />`.
 */
export function lazyWhenSeen<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P & Waits> {
  const Inner = lazy(() => load().then((c) => ({ default: c })))
  function LazyWhenSeen({ waitsFor, waiting, ...props }: P & Waits) {
    return (
      <WhenSeen waitsFor={waitsFor} waiting={waiting}>
        <Inner {...(props as unknown as P)} />
      </WhenSeen>
    )
  }
  return LazyWhenSeen
}
