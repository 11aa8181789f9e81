import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { encodeBech32 } from '@/lib/format/address'
import { networks } from '@/lib/networks'
import { readWatches } from './watch'
import {
  hasStoredWatches,
  storedWatchKeys,
  subscribeWatches,
  toggleWatch,
  watchKey,
  type WatchItem,
} from './watch-store'

const KEY = 'explorer.watch.v1'
let store: Map<string, string>

// A browser's window as far as the store uses it: localStorage and this tab's events.
beforeEach(() => {
  store = new Map()
  const target = new EventTarget()
  Object.assign(globalThis, {
    window: Object.assign(target, {
      localStorage: {
        getItem: (k: string) => store.get(k) ?? null,
        setItem: (k: string, v: string) => void store.set(k, v),
      },
    }),
  })
})
afterEach(() => {
  delete (globalThis as { window?: unknown }).window
})

const n = networks().find((x) => x.address.kind === 'bech32')!
const item: WatchItem = {
  kind: 'address',
  network: n.id,
  id: encodeBech32((n.address as { prefix: string }).prefix, new Uint8Array(20).fill(3)),
}

describe('the watch store without its checks', () => {
  it('toggles an item on and off, telling this tab, and says whether anything is stored', () => {
    let told = 0
    const stop = subscribeWatches(() => told++)
    expect(hasStoredWatches()).toBe(false)
    expect(toggleWatch(item)).toBe(true)
    expect(storedWatchKeys().split('\n')).toContain(watchKey(item))
    expect(hasStoredWatches()).toBe(true)
    expect(readWatches()).toEqual([item]) // the checked reader sees the same item
    toggleWatch(item)
    expect(storedWatchKeys()).toBe('')
    expect(hasStoredWatches()).toBe(false)
    expect(told).toBe(2)
    stop()
  })

  it('keeps what it cannot read when toggling, and the checked reader still shows only valid items', () => {
    store.set(KEY, JSON.stringify([{ kind: 'address', network: n.id, id: 'not-an-address' }, 42]))
    toggleWatch(item)
    expect(JSON.parse(store.get(KEY)!)).toHaveLength(3)
    expect(readWatches()).toEqual([item])
    store.set(KEY, '{broken')
    expect(hasStoredWatches()).toBe(false)
    expect(storedWatchKeys()).toBe('')
  })
})
