'use client'
import { lazy, Suspense, type ComponentType } from 'react'

/**
 * A component whose code is a chunk of its own, fetched when it first renders (server-rendered all the same: the
 * server waits for it, the browser keeps that HTML until the chunk arrives). React's own `lazy`, not next/dynamic,
 * whose loader runtime (~2 KB gzip) every page carried for the lazy parts it might render.
 * `export const LazyX = lazyComponent(() => import('./x').then((m) => m.X))`
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Inner = lazy(() => load().then((c) => ({ default: c })))
  function Lazy(props: P) {
    return (
      <Suspense fallback={null}>
        <Inner {...props} />
      </Suspense>
    )
  }
  return Lazy
}
