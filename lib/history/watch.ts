/**
 * Watch lists live in this browser only (localStorage): addresses, validators and IBC channel ends a person
 * follows, without an account. Items are checked when read, so a tampered store shows nothing it should not.
 */
import { checkId } from '@/lib/explorer/validate'
import { isNetworkId } from '@/lib/networks'
import { parseChannel } from './params'
import { MAX_WATCHES, storedWatchText, type WatchItem } from './watch-store'

// The storage and the Watch button's key comparison live in ./watch-store.ts, without the checks below.
export * from './watch-store'

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
  const text = storedWatchText()
  if (text !== cache.text) cache = { text, items: parseWatches(text) }
  return cache.items
}
