'use client'
import { useSyncExternalStore } from 'react'
import { isWatched, readWatches, subscribeWatches, toggleWatch, type WatchItem } from '@/lib/history/watch'

const NONE: WatchItem[] = []

/** The browser's watch list (empty on the server). */
export const useWatches = () => useSyncExternalStore(subscribeWatches, readWatches, () => NONE)

/** Watch (or stop watching) an address, a validator or an IBC channel end, in this browser. */
export function WatchButton({ item }: { item: WatchItem }) {
  const list = useWatches()
  const on = isWatched(list, item)
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
