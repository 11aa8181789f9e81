import { encode } from '@msgpack/msgpack'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { send, startFake, testCore, type Fake } from '@/tests/proxy/harness'
import { matchOperation, OPERATIONS_BY_ID } from '@/lib/catalog'
import type { GatewayCore } from './core'

/** algod answers `format=msgpack` in msgpack: the proxy passes it through as binary instead of refusing it. */

let fake: Fake
let core: GatewayCore
beforeAll(async () => {
  fake = await startFake(4109)
})
afterAll(() => fake.close())
beforeEach(() => {
  fake.reset()
  core = testCore(fake, { matcher: matchOperation, operation: (id) => OPERATIONS_BY_ID.get(id) })
})
afterEach(() => core.close())

const block = encode({ block: { rnd: 42, ts: 1_700_000_000, fee: 2n ** 63n } }, { useBigInt64: true })
const binary = (bytes: Uint8Array) => (_req: unknown, res: import('node:http').ServerResponse) => {
  res.writeHead(200, { 'content-type': 'application/msgpack' })
  res.end(bytes)
}

describe('format=msgpack', () => {
  it('asks for msgpack and hands the upstream bytes on unchanged, cached like JSON', async () => {
    fake.handler = binary(block)
    const r = await send(core, '/node/v2/blocks/42?format=msgpack')
    expect(r.status).toBe(200)
    expect(r.headers.get('content-type')).toBe('application/msgpack')
    expect(fake.calls[0]!.headers.accept).toBe('application/msgpack')
    expect(fake.calls[0]!.url).toBe('/node/v2/blocks/42?format=msgpack')
    const again = await send(core, '/node/v2/blocks/42?format=msgpack')
    expect(again.headers.get('x-cache')).toBe('hit')
    expect(again.headers.get('content-type')).toBe('application/msgpack')
    expect(fake.calls).toHaveLength(1)
  })

  it('keeps the exact bytes (64-bit values included)', async () => {
    fake.handler = binary(block)
    const res = await core.execute(
      (await import('./prepare')).prepareCall(
        OPERATIONS_BY_ID.get('node.blocks.get')!,
        'node',
        { round: '42' },
        { format: 'msgpack' },
        {
          gateways: core.deps.settings.gateways,
          writesEnabled: true,
          matcher: matchOperation,
        },
      ),
      new AbortController().signal,
    )
    expect(Buffer.from(res.bytes).equals(Buffer.from(block))).toBe(true)
  })

  it('refuses a success body that is not msgpack with a 502 naming msgpack', async () => {
    fake.handler = binary(new Uint8Array([0xc1])) // 0xc1 is never used in msgpack
    const r = await send(core, '/node/v2/blocks/43?format=msgpack')
    expect(r.status).toBe(502)
    expect(r.json).toEqual({
      error: 'bad_upstream_body',
      detail: 'the node gateway answered 200 with a body that is not the msgpack it promises',
    })
  })

  it('still requires JSON when format is json or absent, and refuses formats the catalog does not list', async () => {
    fake.handler = binary(block)
    expect((await send(core, '/node/v2/blocks/44')).status).toBe(502)
    expect((await send(core, '/node/v2/blocks/44?format=json')).status).toBe(502)
    const bad = await send(core, '/node/v2/blocks/44?format=xml')
    expect(bad.status).toBe(400)
    expect(fake.calls).toHaveLength(2)
  })
})
