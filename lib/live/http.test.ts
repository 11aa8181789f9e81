import { describe, expect, it } from 'vitest'
import { handleLive, handleLiveAll, StreamLimiter, type LiveContext } from './http'
import { LiveHub, type FeedSink } from './hub'
import { frame } from './sse'
import { readFrames } from './testing/sse-reader'

function setup(limits = { maxStreams: 100, maxPerClient: 100 }) {
  const sinks = new Map<string, FeedSink>()
  const hub = new LiveHub((key) => (sink) => {
    sinks.set(key, sink)
    return { stop: () => sinks.delete(key) }
  })
  const limiter = new StreamLimiter(limits)
  const ctx = (client = 'a', heartbeatMs?: number) => {
    const abort = new AbortController()
    const c: LiveContext = {
      hub,
      limiter,
      client,
      signal: abort.signal,
      ...(heartbeatMs !== undefined && { heartbeatMs }),
    }
    return { c, abort }
  }
  return { hub, sinks, limiter, ctx }
}

const req = (path: string, headers?: Record<string, string>) => new Request(`http://app${path}`, { headers })

describe('SSE frames', () => {
  it('writes id, event and one-line JSON data', () => {
    expect(frame('block', { h: '1' }, '1')).toBe('id: 1\nevent: block\ndata: {"h":"1"}\n\n')
    expect(frame('status', { d: 'a\nb' })).toBe('event: status\ndata: {"d":"a\\nb"}\n\n')
    expect(frame('x\ny', 1, 'a\r\nb')).toBe('id: a b\nevent: x y\ndata: 1\n\n')
  })
})

describe('handleLive', () => {
  it('answers 404 for an unknown network and 400 for a bad filter, before opening anything', async () => {
    const { ctx, limiter } = setup()
    const a = handleLive(req('/api/live/nope'), 'nope', ctx().c)
    expect(a.status).toBe(404)
    const b = handleLive(req('/api/live/vm?stream=event&addr=0x1'), 'vm', ctx().c)
    expect(b.status).toBe(400)
    expect(await b.json()).toMatchObject({ error: 'invalid_topic', detail: expect.stringContaining('addr') })
    expect(limiter.size).toBe(0)
  })

  it('streams with the SSE headers, a retry hint, status, ids and heartbeats; releases everything on abort', async () => {
    const { hub, sinks, ctx, limiter } = setup()
    const { c, abort } = ctx('a', 30)
    const res = handleLive(req('/api/live/hub'), 'hub', c)
    expect(Object.fromEntries(res.headers)).toMatchObject({
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      'x-accel-buffering': 'no',
    })
    const r = readFrames(res)
    sinks.get('block:hub')!.push({ id: '5', event: 'block', data: { height: '5' } })
    await r.until((f) => f.some((x) => x.event === 'block'))
    // Heartbeats come every 30 ms; on a loaded machine timers run late, so wait for two rather than a fixed 100 ms.
    for (let i = 0; i < 100 && r.comments.filter((x) => x.startsWith('heartbeat')).length < 2; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    expect(r.retry).toBe(2000)
    expect(r.frames[0]).toMatchObject({ event: 'status', data: { state: 'connecting' } })
    expect(r.frames[1]).toEqual({ id: '5', event: 'block', data: { height: '5' } })
    expect(r.comments.filter((x) => x.startsWith('heartbeat')).length).toBeGreaterThanOrEqual(2)
    expect(hub.stats()).toMatchObject({ viewers: 1, feeds: 1 })
    abort.abort()
    await r.done
    expect(hub.stats()).toMatchObject({ viewers: 0, feeds: 0 })
    expect(limiter.size).toBe(0)
    const heartbeats = r.comments.length
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(r.comments.length).toBe(heartbeats)
  })

  it('resumes from the Last-Event-ID header or the lastEventId query, and replays a backlog', async () => {
    const { sinks, ctx } = setup()
    const keep = handleLive(req('/api/live/hub'), 'hub', ctx().c)
    for (const h of [1, 2, 3, 4])
      sinks.get('block:hub')!.push({ id: String(h), event: 'block', data: { height: String(h) } })
    const ids = async (res: Response) => {
      const r = readFrames(res)
      await new Promise((resolve) => setTimeout(resolve, 30))
      return r.frames.filter((f) => f.event === 'block').map((f) => f.id)
    }
    expect(await ids(handleLive(req('/api/live/hub', { 'last-event-id': '2' }), 'hub', ctx().c))).toEqual(['3', '4'])
    expect(await ids(handleLive(req('/api/live/hub?lastEventId=3'), 'hub', ctx().c))).toEqual(['4'])
    expect(await ids(handleLive(req('/api/live/hub?backlog=2'), 'hub', ctx().c))).toEqual(['3', '4'])
    expect(await ids(handleLive(req('/api/live/hub?backlog=junk'), 'hub', ctx().c))).toEqual([])
    void keep
  })

  it('caps streams per client and in total', () => {
    const { ctx } = setup({ maxStreams: 3, maxPerClient: 2 })
    expect(handleLive(req('/api/live/hub'), 'hub', ctx('a').c).status).toBe(200)
    expect(handleLive(req('/api/live/hub'), 'hub', ctx('a').c).status).toBe(200)
    const third = handleLive(req('/api/live/hub'), 'hub', ctx('a').c)
    expect(third.status).toBe(429)
    expect(third.headers.get('retry-after')).toBe('5')
    expect(handleLive(req('/api/live/hub'), 'hub', ctx('b').c).status).toBe(200)
    expect(handleLive(req('/api/live/hub'), 'hub', ctx('c').c).status).toBe(429)
  })
})

describe('handleLiveAll', () => {
  it('multiplexes every network on one stream: newest block of each, statuses naming their network', async () => {
    const { hub, sinks, ctx } = setup()
    const warm = handleLive(req('/api/live/vm'), 'vm', ctx().c)
    sinks.get('block:vm')!.push({ id: '9', event: 'block', data: { network: 'vm', height: '9' } })
    const { c, abort } = ctx()
    const r = readFrames(handleLiveAll(c, ['vm', 'hub']))
    await r.until((f) => f.some((x) => x.event === 'block'))
    sinks.get('block:hub')!.push({ id: '3', event: 'block', data: { network: 'hub', height: '3' } })
    await r.until((f) => f.filter((x) => x.event === 'block').length === 2)
    expect(r.frames.filter((f) => f.event === 'block').map((f) => f.data)).toEqual([
      { network: 'vm', height: '9' },
      { network: 'hub', height: '3' },
    ])
    expect(r.frames.every((f) => f.id === undefined)).toBe(true)
    expect(
      r.frames
        .filter((f) => f.event === 'status')
        .map((f) => (f.data as { network: string }).network)
        .sort(),
    ).toEqual(['hub', 'vm'])
    expect(hub.stats().viewers).toBe(3)
    abort.abort()
    await r.done
    expect(hub.stats().viewers).toBe(1)
    void warm
  })
})
