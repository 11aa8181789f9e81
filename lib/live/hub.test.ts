import { describe, expect, it } from 'vitest'
import { LiveHub, type FeedSink, type FeedStatus, type LiveItem, type Viewer } from './hub'

/** A feed the test drives by hand; counts starts and stops. */
function manualFeeds() {
  const sinks = new Map<string, FeedSink>()
  const counts = { started: 0, stopped: 0 }
  const hub = new LiveHub(
    (key) => (sink) => {
      counts.started++
      sinks.set(key, sink)
      return {
        stop() {
          counts.stopped++
          sinks.delete(key)
        },
      }
    },
    { ringSize: 5 },
  )
  const push = (key: string, h: number, extra: Partial<LiveItem> = {}) =>
    sinks.get(key)?.push({ id: String(h), event: 'block', data: { height: String(h) }, ...extra })
  return { hub, sinks, counts, push }
}

function collect(): Viewer & { items: LiveItem[]; statuses: FeedStatus[]; ids(): string[] } {
  const items: LiveItem[] = []
  const statuses: FeedStatus[] = []
  return {
    items,
    statuses,
    item: (i) => items.push(i),
    status: (s) => statuses.push(s),
    ids: () => items.map((i) => i.id),
  }
}

describe('LiveHub', () => {
  it('shares one feed among every viewer of a topic and stops it with the last one', () => {
    const { hub, counts, push } = manualFeeds()
    const viewers = Array.from({ length: 100 }, collect)
    const leave = viewers.map((v) => hub.subscribe('block:hub', v))
    expect(counts.started).toBe(1)
    push('block:hub', 1)
    expect(viewers.every((v) => v.ids().join() === '1')).toBe(true)
    leave.slice(0, 99).forEach((l) => l())
    expect(counts.stopped).toBe(0)
    leave[99]!()
    expect(counts.stopped).toBe(1)
    expect(hub.stats()).toEqual({ topics: 1, viewers: 0, feeds: 0 })
    // Leaving twice changes nothing.
    leave[99]!()
    expect(counts.stopped).toBe(1)
  })

  it('keeps topics apart', () => {
    const { hub, counts, push } = manualFeeds()
    const a = collect()
    const b = collect()
    hub.subscribe('block:hub', a)
    hub.subscribe('block:vm', b)
    push('block:vm', 7)
    expect(counts.started).toBe(2)
    expect(a.items).toEqual([])
    expect(b.ids()).toEqual(['7'])
  })

  it('drops repeats and resumes after a Last-Event-ID, by id or by height once it left the ring', () => {
    const { hub, push } = manualFeeds()
    const keep = collect()
    hub.subscribe('block:hub', keep)
    for (const h of [1, 2, 3, 3, 2, 4]) push('block:hub', h)
    expect(keep.ids()).toEqual(['1', '2', '3', '4'])

    const back = collect()
    const leave = hub.subscribe('block:hub', back, { lastEventId: '2' })
    expect(back.ids()).toEqual(['3', '4'])
    leave()

    for (const h of [5, 6, 7, 8, 9]) push('block:hub', h) // ring of 5 now holds 5..9
    const late = collect()
    hub.subscribe('block:hub', late, { lastEventId: '3' })
    expect(late.ids()).toEqual(['5', '6', '7', '8', '9'])

    const garbage = collect()
    hub.subscribe('block:hub', garbage, { lastEventId: 'not-an-id' })
    expect(garbage.items).toEqual([])
  })

  it('replays a backlog to a fresh viewer and passes status to everyone', () => {
    const { hub, sinks, push } = manualFeeds()
    const first = collect()
    hub.subscribe('block:hub', first)
    for (const h of [1, 2, 3]) push('block:hub', h)
    sinks.get('block:hub')!.status({ state: 'live', intervalMs: 5000 })
    const fresh = collect()
    hub.subscribe('block:hub', fresh, { backlog: 2 })
    expect(fresh.ids()).toEqual(['2', '3'])
    expect(fresh.statuses.at(-1)).toMatchObject({ state: 'live', intervalMs: 5000 })
    expect(first.statuses.map((s) => s.state)).toEqual(['connecting', 'live'])
    expect(hub.latest('block:hub')?.id).toBe('3')
  })

  it('lets a fork block at a seen height through when its key differs', () => {
    const { hub, push } = manualFeeds()
    const v = collect()
    hub.subscribe('block:vm', v)
    push('block:vm', 5, { key: '0xaa' })
    push('block:vm', 5, { key: '0xaa' })
    push('block:vm', 5, { key: '0xbb' })
    expect(v.items.map((i) => i.key)).toEqual(['0xaa', '0xbb'])
  })

  it('ignores a stopped feed that still pushes, and keeps idle rings only where told', () => {
    const sinks: FeedSink[] = []
    const hub = new LiveHub(() => (sink) => (sinks.push(sink), { stop() {} }), {
      retainIdle: (k) => k.startsWith('block:'),
    })
    const v = collect()
    hub.subscribe('event:vm', v)()
    sinks[0]!.push({ id: '1.0', event: 'event', data: {} })
    expect(v.items).toEqual([])
    expect(hub.stats().topics).toBe(0)
    hub.subscribe('block:vm', collect())()
    expect(hub.stats().topics).toBe(1)
  })

  it('reports a feed that cannot start as unsupported instead of throwing', () => {
    const hub = new LiveHub(() => {
      throw new Error('no such gateway')
    })
    const v = collect()
    hub.subscribe('block:x', v)
    expect(v.statuses.at(-1)).toMatchObject({ state: 'unsupported', detail: 'no such gateway' })
  })
})
