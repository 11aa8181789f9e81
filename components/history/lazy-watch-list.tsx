'use client'
import { lazy, Suspense, useSyncExternalStore } from 'react'
import { hasStoredWatches, subscribeWatches } from '@/lib/history/watch-store'

// The list checks every stored item (address codecs and all) and reads the index: it loads only in a browser
// that watches something, not with everyone's home page.
const WatchList = lazy(() => import('./watch-list').then((m) => ({ default: m.WatchList })))

/** The home page's watch list, once this browser watches anything. */
export function LazyWatchList() {
  return useSyncExternalStore(subscribeWatches, hasStoredWatches, () => false) ? (
    <Suspense fallback={null}>
      <WatchList />
    </Suspense>
  ) : null
}
