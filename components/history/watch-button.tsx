'use client'
import { useSyncExternalStore } from 'react'
import { storedWatchKeys, subscribeWatches, toggleWatch, watchKey, type WatchItem } from '@/lib/history/watch-store'

/** Watch (or stop watching) an address, a validator or an IBC channel end, in this browser. */
export function WatchButton({ item }: { item: WatchItem }) {
  // The stored keys as one string, so the snapshot compares by value; the list itself is checked where it is shown.
  const keys = useSyncExternalStore(subscribeWatches, storedWatchKeys, () => '')
  const on = keys.split('\n').includes(watchKey(item))
  return (
    <button
      type="button"
      aria-pressed={on}
      onClick={() => toggleWatch(item)}
      data-testid="watch-button"
      className={`rounded border px-2 py-0.5 text-xs ${on ? 'border-brand-600 bg-brand-50 text-brand-700 dark:bg-zinc-800 dark:text-brand-500' : 'border-zinc-300 hover:bg-zinc-100 dark:border-zinc-700 dark:hover:bg-zinc-800'}`}
    >
      {on ? '★ Watching' : '☆ Watch'}
    </button>
  )
}
