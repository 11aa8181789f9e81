import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startDevnet, type Devnet } from '../server'
import type { ShardedGateway } from './index'
import { sendBody } from './testing/fixtures'

let devnet: Devnet
let gw: ShardedGateway
const headers = { 'api-key': 'devnet-key', 'content-type': 'application/json' }

beforeAll(async () => {
  devnet = await startDevnet({
    port: 0,
    gateways: ['sharded'],
    dataDir: '.devnet/test-sharded',
    blockMs: 200,
    log: () => {},
  })
  gw = devnet.modules.get('sharded') as ShardedGateway
})
afterAll(() => devnet.close())

const get = (path: string) => fetch(`${devnet.url}/sharded${path}`, { headers })
const post = (path: string, body: unknown) =>
  fetch(`${devnet.url}/sharded${path}`, { method: 'POST', headers, body: JSON.stringify(body) })

describe('sharded gateway over HTTP', () => {
  it('checks the api-key and answers in the envelope', async () => {
    const denied = await fetch(`${devnet.url}/sharded/network/config`)
    expect(denied.status).toBe(401)
    expect(await denied.json()).toMatchObject({ data: null, code: expect.any(String) })
    const r = await get('/network/config')
    expect(r.status).toBe(200)
    expect(await r.json()).toMatchObject({
      code: 'successful',
      data: { config: { erd_chain_id: 'D', erd_num_shards_without_meta: 3 } },
    })
  })

  it('rejects a send without a required field through the catalog schema, naming the field', async () => {
    const body: Record<string, unknown> = sendBody(gw.ledger.named[1]!.address, gw.ledger.named[2]!.address, 0)
    delete body.gasLimit
    const r = await post('/transaction/send', body)
    expect(r.status).toBe(400)
    const json = (await r.json()) as { code: string; error: string; data: null }
    expect(json).toMatchObject({ code: 'bad_request', data: null })
    expect(json.error).toContain('gasLimit')
  })

  it('serves tokenstd holdings and produces blocks over time', async () => {
    // Synthetic traffic moves tokens between named accounts only: a dev account's holding stays put while blocks come.
    const dev = gw.ledger.dev.map((d) => d.address)
    const token = gw.ledger.tokens.find((t) => dev.some((a) => t.holdings.has(a)))!
    const holder = dev.find((a) => token.holdings.has(a))!
    const r = await get(`/address/${holder}/tokenstd/${token.identifier}`)
    expect(((await r.json()) as { data: { tokenData: { balance: string } } }).data.tokenData.balance).toBe(
      token.holdings.get(holder)!.toString(),
    )
    const before = gw.ledger.latestNonce(4294967295)
    await new Promise((res) => setTimeout(res, 700))
    const after = gw.ledger.latestNonce(4294967295)
    expect(after).toBeGreaterThan(before)
    const hb = await get(`/hyperblock/by-nonce/${after}`)
    expect(((await hb.json()) as { data: { hyperblock: { nonce: number } } }).data.hyperblock.nonce).toBe(after)
  })
})
