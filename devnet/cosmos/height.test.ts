import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startDevnet, type Devnet } from '../server'
import type { Chain } from './chain/chain'
import { KEEP_RECENT } from './chain/ledger'

let devnet: Devnet
let chain: Chain
beforeAll(async () => {
  // Blocks only when the test produces them, so heights are exact.
  devnet = await startDevnet({
    port: 0,
    gateways: ['hub'],
    dataDir: '.devnet/test-cosmos-height',
    blockMs: 600_000,
    log: () => {},
  })
  chain = (devnet.modules.get('hub') as unknown as { chain: Chain }).chain
}, 60_000)
afterAll(() => devnet?.close())

async function get(path: string, height?: number | string) {
  const r = await fetch(`${devnet.url}/hub${path}`, {
    headers: { 'api-key': 'devnet-key', ...(height !== undefined && { 'x-cosmos-block-height': String(height) }) },
  })
  return {
    status: r.status,
    height: r.headers.get('grpc-metadata-x-cosmos-block-height'),
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    body: (await r.json()) as Record<string, any>,
  }
}

describe('x-cosmos-block-height on devnet', () => {
  it('answers balances as they were at a past height, rebuilt from the history since', async () => {
    const h = chain.head
    const movers = new Set<string>()
    // Addresses the next blocks touch answer differently at h than at the head.
    for (let i = 0; i < 6; i++) chain.produce()
    for (let n = h + 1; n <= chain.head; n++)
      for (const t of chain.block(n)!.txs)
        for (const e of t.events)
          for (const a of e.attributes)
            if (a.key === 'recipient' || a.key === 'sender' || a.key === 'spender') movers.add(a.value)
    expect(movers.size).toBeGreaterThan(0)
    let changed = 0
    for (const a of movers) {
      if (!/^hub1/.test(a)) continue
      const past = await get(`/sdk/bank/v1beta1/balances/${a}`, h)
      const now = await get(`/sdk/bank/v1beta1/balances/${a}`)
      expect(past.status).toBe(200)
      expect(past.height).toBe(String(h))
      expect(now.height).toBe(String(chain.head))
      if (JSON.stringify(past.body.balances) !== JSON.stringify(now.body.balances)) changed++
    }
    expect(changed).toBeGreaterThan(0)
  })

  it('equals the live state recorded at that height', async () => {
    const a = [...chain.ledger.touched()].find((x) => x.startsWith('hub1'))!
    const snapshot = JSON.stringify(chain.ledger.coins(a))
    const h = chain.head
    for (let i = 0; i < 4; i++) chain.produce()
    expect(JSON.stringify(chain.ledger.coinsAt(a, h))).toBe(snapshot)
    const one = await get(`/sdk/bank/v1beta1/balances/${a}/by_denom?denom=uhub`, h)
    const was =
      (JSON.parse(snapshot) as { denom: string; amount: string }[]).find((c) => c.denom === 'uhub')?.amount ?? '0'
    expect(one.body.balance).toEqual({ denom: 'uhub', amount: was })
  })

  it('says so for a future height, a pruned one, and a query it answers at the head only', async () => {
    const a = [...chain.ledger.touched()].find((x) => x.startsWith('hub1'))!
    const future = await get(`/sdk/bank/v1beta1/balances/${a}`, chain.head + 10)
    expect(future.status).toBe(400)
    expect(future.body.message).toBe('cannot query with height in the future; please provide a valid height')
    const pruned = await get(`/sdk/bank/v1beta1/balances/${a}`, chain.head - KEEP_RECENT - 1)
    expect(pruned.status).toBe(400)
    expect(pruned.body.message).toMatch(/^failed to load state at height \d+; version does not exist/)
    expect((await get(`/sdk/bank/v1beta1/balances/${a}`, chain.head - KEEP_RECENT)).status).toBe(200)
    const staking = await get(`/sdk/bank/v1beta1/params`, chain.head - 1)
    expect(staking.status).toBe(400)
    expect(staking.body.message).toContain('latest height only')
  })
})

describe('simulate on devnet', () => {
  const send = (from: string, to: string, amount: string) => ({
    tx: {
      body: {
        messages: [
          {
            '@type': '/cosmos.bank.v1beta1.MsgSend',
            from_address: from,
            to_address: to,
            amount: [{ denom: 'uhub', amount }],
          },
        ],
        memo: '',
      },
      auth_info: { signer_infos: [], fee: { amount: [], gas_limit: '0' } },
      signatures: [],
    },
  })
  const simulate = async (body: unknown) => {
    const r = await fetch(`${devnet.url}/hub/sdk/tx/v1beta1/simulate`, {
      method: 'POST',
      headers: { 'api-key': 'devnet-key', 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    return { status: r.status, body: (await r.json()) as Record<string, any> } // eslint-disable-line @typescript-eslint/no-explicit-any
  }
  it('answers gas for a send the sender covers, and the SDK failure for one it cannot', async () => {
    const [a, b] = [...chain.ledger.touched()].filter(
      (x) => x.startsWith('hub1') && chain.ledger.balance(x, 'uhub') > 10n,
    )
    const ok = await simulate(send(a!, b!, '1'))
    expect(ok.status).toBe(200)
    expect(Number(ok.body.gas_info.gas_used)).toBeGreaterThan(0)
    const has = chain.ledger.balance(a!, 'uhub')
    const poor = await simulate(send(a!, b!, String(has + 1n)))
    // The SDK's Simulate answers a failed run as gRPC Unknown (HTTP 500), with the gas it had counted.
    expect([poor.status, poor.body.code]).toEqual([500, 2])
    expect(poor.body.message).toMatch(
      new RegExp(
        `^failed to execute message; message index: 0: spendable balance ${has}uhub is smaller than ${has + 1n}uhub: insufficient funds With gas wanted: '18446744073709551615' and gas used: '\\d+' $`,
      ),
    )
  })
})
