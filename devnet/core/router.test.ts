import websocket from '@fastify/websocket'
import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { operationsOf } from '@/lib/catalog/index'
import { defineOperations } from '@/lib/catalog/define'
import { path } from '@/lib/catalog/params'
import { registerGateway } from '../router'
import type { GatewayModule } from '../types'
import { routeShapes } from './shapes'
import { RequestStats } from './stats'

const supplyOps = operationsOf('supply')
const fake: GatewayModule = {
  id: 'supply',
  handlers: Object.fromEntries(supplyOps.map((op) => [op.id, () => ({ body: { op: op.id } })])),
  error: (status, message) => ({ status, body: { fake: true, status, message } }),
  start() {},
  stop() {},
}
const stats = new RequestStats()
const app = Fastify()
app.removeAllContentTypeParsers()
app.addContentTypeParser('*', { parseAs: 'buffer' }, (_r, b, done) => done(null, b))

beforeAll(async () => {
  await app.register(websocket)
  registerGateway(app, fake, { apiKey: 'k', stats })
  await app.ready()
})
afterAll(() => app.close())

describe('catalog routes', () => {
  const first = supplyOps[0]!
  it('answers the operation with the right key and counts it', async () => {
    const r = await app.inject({ url: `/supply${first.path}`, headers: { 'api-key': 'k' } })
    expect(r.statusCode).toBe(200)
    expect(r.json()).toEqual({ op: first.id })
    expect(stats.snapshot().requests.supply?.[first.id]).toBe(1)
  })
  it('refuses a missing or wrong key with the module error shape', async () => {
    for (const headers of [{}, { 'api-key': 'nope' }]) {
      const r = await app.inject({ url: `/supply${first.path}`, headers })
      expect(r.statusCode).toBe(401)
      expect(r.json()).toMatchObject({ fake: true, status: 401 })
    }
  })
  it('answers unknown paths and methods with the module error', async () => {
    const r = await app.inject({ url: '/supply/no/such/path', headers: { 'api-key': 'k' } })
    expect(r.statusCode).toBe(404)
    expect(r.json()).toMatchObject({ fake: true })
    const m = await app.inject({ method: 'POST', url: `/supply${first.path}`, headers: { 'api-key': 'k' } })
    expect(m.statusCode).toBe(405)
  })
  it('rejects query parameters the catalog does not know', async () => {
    const r = await app.inject({ url: `/supply${first.path}?bogus=1`, headers: { 'api-key': 'k' } })
    expect(r.statusCode).toBe(400)
    expect(r.json().message).toContain('bogus')
  })
})

describe('routeShapes', () => {
  const base = {
    kind: 'cosmos',
    method: 'GET',
    gateways: ['hub'],
    group: 'g',
    summary: 's',
    cache: 'head',
    source: 't',
  } as const
  const ops = defineOperations([
    { ...base, id: 'a', path: '/x/bech32/{address_bytes}', params: [path('address_bytes', 'bytes')] },
    { ...base, id: 'b', path: '/x/bech32/{address_string}', params: [path('address_string', 'bech32')] },
    { ...base, id: 'c', path: '/x/trace/{t}/tail', params: [path('t', 'string', { greedy: true })] },
    { ...base, id: 'd', path: '/x/*/lit' },
  ])
  it('shares one route between same-shape templates and routes greedy params as wildcards', () => {
    const shapes = routeShapes(ops)
    expect(shapes.map((s) => s.url)).toEqual(['/x/bech32/:p0', '/x/trace/*', '/x/:p0/lit'])
    expect(shapes[0]!.ops.map((o) => o.id)).toEqual(['a', 'b'])
    expect(shapes[1]!.readings({ '*': 'a/b/tail' })).toEqual([['x', 'trace', 'a', 'b', 'tail']])
  })
})
