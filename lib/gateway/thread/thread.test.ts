import { MessageChannel, type MessagePort } from 'node:worker_threads'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { delay, send, sendJson, startFake, testCore, type Fake } from '@/tests/proxy/harness'
import { callWithCore } from '../call'
import type { GatewayCore } from '../core'
import type { ServingCore } from '../serving-core'
import { remoteTransport } from './client'
import { serveCore } from './host'

let fake: Fake
let core: GatewayCore
let ports: MessageChannel
let stop: () => void
let transport: ReturnType<typeof remoteTransport>
let remote: ServingCore

beforeAll(async () => {
  fake = await startFake(4109)
})
afterAll(() => fake.close())
beforeEach(() => {
  fake.reset()
  core = testCore(fake)
  ports = new MessageChannel()
  stop = serveCore(core, ports.port1 as MessagePort)
  transport = remoteTransport(ports.port2 as MessagePort)
  remote = { deps: core.deps, ...transport }
})
afterEach(async () => {
  transport.close()
  stop()
  ports.port1.close()
  await core.close()
})

describe('a render thread’s calls through the owner’s core', () => {
  it('share one cache with the owner: what a page fetched is a hit for /api/gw, and back', async () => {
    fake.handler = (_req, res) => sendJson(res, 200, '{"last-round":18446744073709551615}')
    const first = await callWithCore(remote, { gateway: 'node', opId: 't.node.status' })
    expect(first).toMatchObject({ status: 200, cache: 'miss', body: { 'last-round': 18446744073709551615n } })
    expect((await send(core, '/node/v2/status')).headers.get('x-cache')).toBe('hit')
    expect((await callWithCore(remote, { gateway: 'node', opId: 't.node.status' })).cache).toBe('hit')
    expect(fake.calls).toHaveLength(1)
  })

  it('coalesce with the owner’s own callers into one upstream call', async () => {
    fake.handler = (_req, res) => void delay(100).then(() => sendJson(res, 200, '{"n":1}'))
    const call = { gateway: 'hub', opId: 't.block', path: { height: '9' } } as const
    const answers = await Promise.all([
      callWithCore(remote, call),
      callWithCore(core, call),
      callWithCore(remote, call),
    ])
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200])
    expect(fake.calls).toHaveLength(1)
  })

  it('are validated on the render thread, and refusals the owner makes come back as answers', async () => {
    const bad = await callWithCore(remote, { gateway: 'hub', opId: 't.block', path: { height: 'abc' } })
    expect(bad).toMatchObject({ status: 400, body: { error: 'invalid_parameter' } })
    expect(fake.calls).toHaveLength(0)
    fake.handler = (_req, res) => sendJson(res, 503, '{"oops":1}')
    const failed = await callWithCore(remote, { gateway: 'hub', opId: 't.block', path: { height: '3' } })
    expect(failed.status).toBeGreaterThanOrEqual(500)
    expect(failed.body).toMatchObject({ error: expect.any(String), detail: expect.any(String) })
  })

  it('give up waiting when the render’s signal aborts; the call goes on and fills the cache, as the owner’s own', async () => {
    let answered = false
    fake.handler = (_req, res) =>
      void delay(400).then(() => {
        answered = true
        sendJson(res, 200, '{"n":2}')
      })
    const ac = new AbortController()
    const pending = callWithCore(remote, { gateway: 'node', opId: 't.node.status', signal: ac.signal })
    await delay(50)
    ac.abort(new DOMException('left', 'AbortError'))
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' })
    expect(answered).toBe(false)
    await delay(500)
    expect((await callWithCore(remote, { gateway: 'node', opId: 't.node.status' })).cache).toBe('hit')
    expect(fake.calls).toHaveLength(1)
  })

  it('read the owner’s health view', async () => {
    fake.handler = (_req, res) => sendJson(res, 200, '{}')
    await callWithCore(remote, { gateway: 'node', opId: 't.node.status' })
    const theirs = await remote.health.snapshot(['node', 'hub'])
    expect(theirs).toEqual(core.health.snapshot(['node', 'hub']))
    expect(theirs.gateways.node!.state).not.toBe('unknown')
  })
})
