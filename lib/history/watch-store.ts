/**
 * The watch list's storage (localStorage) without its checks: what the Watch button and the home page's "is
 * anything watched" need. Reading the list for display checks every item (./watch.ts, with the address codecs);
 * these only compare keys and write, so pages with a Watch button do not ship the codecs.
 */
import type { NetworkId } from '@/lib/networks'

export type WatchKind = 'address' | 'validator' | 'channel'

export interface WatchItem {
  kind: WatchKind
  network: NetworkId
  /** The address, the validator's operator address, or `port/channel`: what the index keys it by. */
  id: string
}

const KEY = 'explorer.watch.v1'
const EVENT = 'explorer:watch'
export const MAX_WATCHES = 50

const storage = (): Storage | undefined => {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage
  } catch {
    return undefined
  }
}

export const watchKey = (w: Pick<WatchItem, 'network' | 'id'>) => `${w.network}:${w.id}`

/** The stored text (null when none or no storage). */
export const storedWatchText = (): string | null => storage()?.getItem(KEY) ?? null

/** The stored entries as they are, unchecked (a tampered store may hold anything). */
function storedEntries(): unknown[] {
  try {
    const list = JSON.parse(storedWatchText() ?? '[]') as unknown
    return Array.isArray(list) ? list : []
  } catch {
    return []
  }
}

const keyOf = (x: unknown): string | undefined => {
  const o = x as Partial<WatchItem> | null
  return o && typeof o.network === 'string' && typeof o.id === 'string' ? watchKey(o as WatchItem) : undefined
}

/** The keys of the stored entries: whether an item is watched (the Watch button); nothing here is displayed. */
export const storedWatchKeys = (): string =>
  storedEntries()
    .flatMap((x) => keyOf(x) ?? [])
    .join('\n')

/** Whether the store holds any entry at all (the home page loads its watch list only then). */
export const hasStoredWatches = (): boolean => storedEntries().length > 0

export const isWatched = (items: readonly WatchItem[], w: WatchItem) => items.some((x) => watchKey(x) === watchKey(w))

/** Watch or stop watching; false when the browser keeps no data. */
export function toggleWatch(w: WatchItem): boolean {
  const s = storage()
  if (!s) return false
  const entries = storedEntries()
  const next = entries.some((x) => keyOf(x) === watchKey(w))
    ? entries.filter((x) => keyOf(x) !== watchKey(w))
    : [w, ...entries]
  try {
    s.setItem(KEY, JSON.stringify(next.slice(0, MAX_WATCHES)))
  } catch {
    return false
  }
  window.dispatchEvent(new Event(EVENT))
  return true
}

/** Changes from this tab (custom event) and from other tabs (storage event). */
export function subscribeWatches(onChange: () => void): () => void {
  const onStorage = (e: StorageEvent) => {
    if (!e.key || e.key === KEY) onChange()
  }
  window.addEventListener(EVENT, onChange)
  window.addEventListener('storage', onStorage)
  return () => {
    window.removeEventListener(EVENT, onChange)
    window.removeEventListener('storage', onStorage)
  }
}
