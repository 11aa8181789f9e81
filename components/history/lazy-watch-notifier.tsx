'use client'
import { lazy, Suspense } from 'react'
import { useNotifyPref } from './notify-pref'

// The notifier reads and checks the watch list (address codecs and all): it loads only in a browser that turned
// notifications on, not with every page of everyone else.
const WatchNotifier = lazy(() => import('./watch-notifier').then((m) => ({ default: m.WatchNotifier })))

/** The layout's watch-list notifier, once this browser asked for notifications. */
export function LazyWatchNotifier() {
  return useNotifyPref() ? (
    <Suspense fallback={null}>
      <WatchNotifier />
    </Suspense>
  ) : null
}
