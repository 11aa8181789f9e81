/**
 * Watch lists live in this browser only (localStorage): addresses, validators and IBC channel ends a person
 * follows, without an account. Items are checked when read, so a tampered store shows nothing it should not.
 */
import { checkId } from '@/lib/explorer/validate'
import { isNetworkId, type NetworkId } from '@/lib/networks'
import { parseChannel } from './params'

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

export const watchKey = (w: WatchItem) => `${w.network}:${w.id}`

/** A stored item, if it is one. */
export function checkWatch(v: unknown): WatchItem | undefined {
  const o = v as Partial<WatchItem> | null
  if (!o || typeof o.id !== 'string' || typeof o.network !== 'string' || !isNetworkId(o.network)) return undefined
  if (o.kind === 'channel') {
    const [port, ch] = o.id.split('/')
    const c = parseChannel(port ?? '', ch ?? '')
    return c.ok ? { kind: 'channel', network: o.network, id: c.value } : undefined
  }
  if (o.kind !== 'address' && o.kind !== 'validator') return undefined
  const c = checkId(o.network, 'account', o.id)
  return c.ok ? { kind: o.kind, network: o.network, id: c.value } : undefined
}

export function parseWatches(text: string | null | undefined): WatchItem[] {
  if (!text) return []
  try {
    const list = JSON.parse(text) as unknown
    return Array.isArray(list) ? list.flatMap((x) => checkWatch(x) ?? []).slice(0, MAX_WATCHES) : []
  } catch {
    return []
  }
}

let cache: { text: string | null; items: WatchItem[] } = { text: null, items: [] }

/** The list as stored (the same array while the store is unchanged, for useSyncExternalStore). */
export function readWatches(): WatchItem[] {
  const text = storage()?.getItem(KEY) ?? null
  if (text !== cache.text) cache = { text, items: parseWatches(text) }
  return cache.items
}

function write(items: WatchItem[]): boolean {
  const s = storage()
  if (!s) return false
  try {
    s.setItem(KEY, JSON.stringify(items.slice(0, MAX_WATCHES)))
  } catch {
    return false
  }
  window.dispatchEvent(new Event(EVENT))
  return true
}

export const isWatched = (items: readonly WatchItem[], w: WatchItem) => items.some((x) => watchKey(x) === watchKey(w))

/** Watch or stop watching; false when the browser keeps no data. */
export function toggleWatch(w: WatchItem): boolean {
  const items = readWatches()
  return write(isWatched(items, w) ? items.filter((x) => watchKey(x) !== watchKey(w)) : [w, ...items])
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
