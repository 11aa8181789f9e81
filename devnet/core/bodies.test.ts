import websocket from '@fastify/websocket'
import { encode as encodeMsgpack } from '@msgpack/msgpack'
import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { operationsOf } from '@/lib/catalog/index'
import type { OperationId } from '@/lib/catalog/operation-ids'
import type { GatewayId } from '@/lib/catalog/types'
import { registerGateway } from '../router'
import type { GatewayModule, HandlerRequest } from '../types'
import { RequestStats } from './stats'

/** A module that echoes what the core handed it, for every operation of a gateway. */
function echo(id: GatewayId): GatewayModule {
  const ops = operationsOf(id)
  return {
    id,
    handlers: Object.fromEntries(
      ops.map((op) => [
        op.id,
        (req: HandlerRequest) => ({
          body: {
            op: op.id,
            body: Buffer.isBuffer(req.body) ? { raw: req.body.toString('hex') } : req.body,
            query: req.query,
          },
        }),
      ]),
    ),
    subscriptions: Object.fromEntries(
      ops
        .filter((o) => o.flags.websocket)
        .map((op) => [op.id, (socket) => socket.send(JSON.stringify({ subscribed: op.id }))]),
    ),
    error: (status, message) => ({ status, body: message, contentType: 'text/plain' }),
    start() {},
    stop() {},
  }
}

const app = Fastify()
app.removeAllContentTypeParsers()
app.addContentTypeParser('*', { parseAs: 'buffer' }, (_r, b, done) => done(null, b))
const PORT = 4203
const op = (id: OperationId) => operationsOf(id.split('.')[0] as GatewayId).find((o) => o.id === id)

beforeAll(async () => {
  await app.register(websocket)
  for (const id of ['node', 'vm'] as const) registerGateway(app, echo(id), { apiKey: 'k', stats: new RequestStats() })
  await app.listen({ port: PORT, host: '127.0.0.1' })
})
afterAll(() => app.close())

describe('bodies by the operation’s format', () => {
  it('hands binary bodies over as raw bytes', async () => {
    const o = op('node.transactions.broadcast')!
    const r = await app.inject({
      method: 'POST',
      url: `/node${o.path}`,
      headers: { 'api-key': 'k', 'content-type': 'application/x-binary' },
      payload: Buffer.from([1, 2, 255]),
    })
    expect(r.json().body).toEqual({ raw: '0102ff' })
  })
  it('decodes msgpack or JSON for json-or-msgpack operations', async () => {
    const o = op('node.transactions.simulate')!
    const url = `/node${o.path}`
    const body = { 'allow-empty-signatures': true, 'txn-groups': [{ txns: ['gqNzaWfEQA=='] }] }
    const m = await app.inject({
      method: 'POST',
      url,
      headers: { 'api-key': 'k', 'content-type': 'application/msgpack' },
      payload: Buffer.from(encodeMsgpack(body)),
    })
    const j = await app.inject({
      method: 'POST',
      url,
      headers: { 'api-key': 'k', 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    })
    expect(m.statusCode).toBe(200)
    expect(m.json().body).toMatchObject(body)
    expect(j.json().body).toEqual(m.json().body)
    const bad = await app.inject({
      method: 'POST',
      url,
      headers: { 'api-key': 'k', 'content-type': 'application/json' },
      payload: '{"a":',
    })
    expect(bad.statusCode).toBe(400)
    const unknown = await app.inject({
      method: 'POST',
      url,
      headers: { 'api-key': 'k', 'content-type': 'application/json' },
      payload: '{"nope":1}',
    })
    expect(unknown.statusCode).toBe(400)
  })
})

describe('websocket subscriptions', () => {
  const sub = () => operationsOf('vm').find((o) => o.flags.websocket)!
  it('hands the socket to the module after the api-key check', async () => {
    const o = sub()
    const ws = new WebSocket(`ws://127.0.0.1:${PORT}/vm${o.path}`, { headers: { 'api-key': 'k' } })
    const msg = await new Promise<string>((resolve, reject) => {
      ws.on('message', (d) => resolve(String(d)))
      ws.on('error', reject)
    })
    expect(JSON.parse(msg)).toEqual({ subscribed: o.id })
    ws.close()
  })
  it('refuses the upgrade without the key', async () => {
    const o = sub()
    const ws = new WebSocket(`ws://127.0.0.1:${PORT}/vm${o.path}`)
    const status = await new Promise<number>((resolve) => {
      ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0))
      ws.on('open', () => resolve(101))
      ws.on('error', () => resolve(-1))
    })
    expect(status).toBe(401)
  })
})
