import { spawnSync } from 'node:child_process'
import { Gauge, Registry } from 'prom-client'
import { describe, expect, it } from 'vitest'
import { HealthRegistry } from '@/lib/gateway/health'
import { FastCounter, FastHistogram } from './fast'
import { routeKind } from './http'
import { watchLive } from './live'
import { createReadiness } from './ready'
import { mergedExposition, threadRegistry } from './registry'

const promtool = (body: string) => spawnSync('promtool', ['check', 'metrics'], { input: body, encoding: 'utf8' })

describe('fast meters', () => {
  it('a histogram child counts each value in its bucket, exposed cumulative with +Inf, sum and count', async () => {
    const r = new Registry()
    const h = new FastHistogram('t_seconds', 'test', [0.1, 1], r)
    const c = h.child({ gateway: 'vm' })
    for (const v of [0.05, 0.1, 0.5, 3]) c.observe(v)
    const text = await r.metrics()
    expect(text).toContain('t_seconds_bucket{gateway="vm",le="0.1"} 2')
    expect(text).toContain('t_seconds_bucket{gateway="vm",le="1"} 3')
    expect(text).toContain('t_seconds_bucket{gateway="vm",le="+Inf"} 4')
    expect(text).toContain('t_seconds_sum{gateway="vm"} 3.65')
    expect(text).toContain('t_seconds_count{gateway="vm"} 4')
  })

  it('a counter child is made once per label set and only adds', async () => {
    const r = new Registry()
    const c = new FastCounter('t_total', 'test', r)
    expect(c.child({ a: '1' })).toBe(c.child({ a: '1' }))
    c.child({ a: '1' }).inc()
    c.child({ a: '1' }).inc(2)
    expect(await r.metrics()).toContain('t_total{a="1"} 3')
    expect(() => new FastCounter('t_count', 'test', r)).toThrow(/_total/)
  })
})

describe('mergedExposition', () => {
  it("keeps each thread's series apart by its process label, one family per name, as promtool wants", async () => {
    const part = async (process: string, value: number) => {
      const r = new Registry()
      r.setDefaultLabels({ process })
      new Gauge({ name: 'explorer_thing', help: 'a thing', registers: [r] }).set(value)
      new FastCounter('explorer_things_total', 'things', r).child({ gateway: 'vm' }).inc(value)
      return r.getMetricsAsJSON()
    }
    const text = await mergedExposition([await part('server', 1), await part('render', 2)])
    expect(text.match(/# TYPE explorer_thing gauge/g)).toHaveLength(1)
    expect(text).toContain('explorer_thing{process="server"} 1')
    expect(text).toContain('explorer_thing{process="render"} 2')
    expect(text).toContain('explorer_things_total{gateway="vm",process="render"} 2')
    const r = promtool(text)
    expect(`${r.stdout}${r.stderr}`).toBe('')
    expect(r.status).toBe(0)
  })
})

describe('routeKind', () => {
  it.each([
    ['/api/gw/vm/blocks/1', 'gateway'],
    ['/api/live/hub?stream=event', 'live'],
    ['/api/kmd/wallets', 'kmd'],
    ['/api/gw-health', 'api'],
    ['/_next/static/chunks/a.js', 'static'],
    ['/favicon.ico', 'static'],
    ['/readyz', 'probe'],
    ['/hub/blocks/12', 'page'],
    ['/hub/blocks/12?tab=json', 'page'],
    ['/', 'page'],
  ])('%s is %s', (url, kind) => expect(routeKind(url)).toBe(kind))
})

describe('watchLive', () => {
  it('sums feeds and viewers per network, never by topic filter', async () => {
    let topics = [
      { key: 'block:hub', viewers: 2, feed: true },
      { key: 'event:vm?addr=0x0000000000000000000000000000000000000001', viewers: 1, feed: true },
      { key: 'block:vm', viewers: 3, feed: true },
      { key: 'block:sharded', viewers: 0, feed: false },
    ]
    watchLive(() => ({ topicStats: () => topics }))
    const text = await threadRegistry().metrics()
    expect(text).toContain('explorer_live_viewers{network="vm"} 4')
    expect(text).toContain('explorer_live_feeds{network="vm"} 2')
    expect(text).toContain('explorer_live_feeds{network="sharded"} 0')
    expect(text).not.toContain('addr')
    topics = []
    expect(await threadRegistry().metrics()).not.toContain('explorer_live_viewers{')
  })
})

describe('readiness', () => {
  const setup = () => {
    let now = 1_000_000
    const health = new HealthRegistry({ threshold: 1, openMs: 60_000 }, () => now)
    const refreshed: string[] = []
    let finish = () => {}
    const readiness = createReadiness({
      core: {
        health,
        refresh: (id) => {
          refreshed.push(id)
          return new Promise<void>((r) => (finish = r))
        },
      },
      gateways: ['vm', 'hub'],
      refreshAfterMs: 10_000,
      clock: () => now,
    })
    return { health, readiness, refreshed, finish: () => finish(), tick: (ms: number) => (now += ms) }
  }

  it('is ready while one gateway is reachable, names the down ones, and is not when all are down', async () => {
    const { health, readiness } = setup()
    health.monitor('vm').ok(5)
    health.monitor('hub').fail('upstream_unreachable')
    let s = await readiness.state()
    expect(s.status).toBe('ready')
    expect(s.checks.gateways?.detail).toMatch(/1 of 2 .*down: hub \(breaker open\)/)
    health.monitor('vm').fail('upstream_timeout')
    s = await readiness.state()
    expect(s.status).toBe('not ready')
    expect(s.checks.gateways?.detail).toMatch(/every gateway is down/)
  })

  it('sends a gateway not heard from lately its known-good call, one at a time, without waiting for it', async () => {
    const { health, readiness, refreshed, finish, tick } = setup()
    health.monitor('vm').ok(5)
    health.monitor('hub').ok(5)
    await readiness.state()
    expect(refreshed).toEqual([])
    tick(10_001)
    await readiness.state()
    expect(refreshed).toEqual(['vm', 'hub'])
    tick(20_000)
    await readiness.state()
    // Still in flight: not sent again.
    expect(refreshed).toEqual(['vm', 'hub'])
    finish()
  })
})
