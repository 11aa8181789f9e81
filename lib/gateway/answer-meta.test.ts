import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { manualClock, send, sendJson, startFake, testCore, type Fake } from '@/tests/proxy/harness'
import { callWithCore } from './call'
import type { GatewayCore } from './core'

/** What an answer says about itself: how old it is (Age) and, on SDK chains, the height it was computed at. */

let fake: Fake
let core: GatewayCore
let clock: ReturnType<typeof manualClock>
beforeAll(async () => {
  fake = await startFake(4110)
})
afterAll(() => fake.close())
beforeEach(() => {
  fake.reset()
  clock = manualClock()
  core = testCore(fake, { clock })
})
afterEach(() => core.close())

const BLOCK = '/hub/sdk/base/v1beta1/blocks/7'

describe('Age', () => {
  it('is 0 on a miss and counts the seconds since the upstream answered on a hit', async () => {
    fake.handler = (_req, res) => sendJson(res, 200, { height: '7' })
    expect((await send(core, BLOCK)).headers.get('age')).toBe('0')
    clock.advance(4_500)
    const hit = await send(core, BLOCK)
    expect(hit.headers.get('x-cache')).toBe('hit')
    expect(hit.headers.get('age')).toBe('4')
  })

  it('is absent on the proxy’s own refusals', async () => {
    const r = await send(core, '/hub/sdk/base/v1beta1/blocks/x')
    expect(r.status).toBe(400)
    expect(r.headers.get('age')).toBeNull()
  })
})

describe('the height of an SDK answer', () => {
  it('passes grpc-gateway’s block-height metadata on to the browser and to server components', async () => {
    fake.handler = (_req, res) => sendJson(res, 200, {}, { 'grpc-metadata-x-cosmos-block-height': '123456' })
    const r = await send(core, '/hub/sdk/bank/v1beta1/params')
    expect(r.headers.get('grpc-metadata-x-cosmos-block-height')).toBe('123456')
    const a = await callWithCore(core, { gateway: 'hub', opId: 't.params' })
    expect(a.height).toBe('123456')
  })

  it('says nothing when the gateway does not', async () => {
    fake.handler = (_req, res) => sendJson(res, 200, {})
    expect((await callWithCore(core, { gateway: 'hub', opId: 't.params' })).height).toBeUndefined()
  })
})
