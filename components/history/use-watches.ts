import { useSyncExternalStore } from 'react'
import { readWatches, subscribeWatches, type WatchItem } from '@/lib/history/watch'

const NONE: WatchItem[] = []

/** The browser's watch list, every item checked (empty on the server). */
export const useWatches = () => useSyncExternalStore(subscribeWatches, readWatches, () => NONE)
