import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startDevnet, type Devnet } from '../../server'
import { FEE_SINK, REWARDS_POOL } from '../ledger/constants'
import { Ledger } from '../ledger/ledger'
import type { AccountState } from '../ledger/state'
import { accountAtRound, REWIND_RETAINED_ROUNDS } from './rewind'

const view = (a: AccountState) => ({
  amount: a.amount,
  assets: [...a.assets].map(([id, h]) => [id, h.amount]).sort(([x], [y]) => (x! < y! ? -1 : 1)),
  createdAssets: [...a.createdAssets].sort(),
  createdApps: [...a.createdApps].sort(),
  appsLocal: [...a.appsLocal.keys()].sort(),
})

describe('indexer account at a past round', () => {
  it('equals the state the ledger had at that round, for every account', () => {
    const ledger = new Ledger({ seed: 11, historyRounds: 200, now: () => Date.now() })
    const at = ledger.head
    const then = new Map([...ledger.state.accounts].map(([k, a]) => [k, view(a)]))
    for (let i = 0; i < 60; i++) ledger.produceRound()
    let moved = 0
    for (const [address, was] of then) {
      if (address === FEE_SINK || address === REWARDS_POOL) continue
      const now = ledger.state.accounts.get(address)!
      if (
        JSON.stringify(view(now), (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)) !==
        JSON.stringify(was, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v))
      )
        moved++
      expect(view(accountAtRound(ledger, now, at)), address).toEqual(was)
    }
    // The rounds since changed some accounts, so the rewind had something to undo.
    expect(moved).toBeGreaterThan(3)
  })
})

describe('indexer round= over HTTP', () => {
  let devnet: Devnet
  beforeAll(async () => {
    devnet = await startDevnet({
      port: 0,
      gateways: ['indexer'],
      dataDir: '.devnet/test-indexer-rewind',
      blockMs: 600_000,
      env: { DEVNET_LEDGER_ROUNDS: String(REWIND_RETAINED_ROUNDS + 100) },
      log: () => {},
    })
  }, 60_000)
  afterAll(() => devnet?.close())
  const get = async (path: string) => {
    const r = await fetch(`${devnet.url}/indexer${path}`, { headers: { 'api-key': 'devnet-key' } })
    return { status: r.status, body: (await r.json()) as Record<string, any> } // eslint-disable-line @typescript-eslint/no-explicit-any
  }

  it('answers a retained round with the account as it was, and refuses older, future and special accounts in the indexer words', async () => {
    const head = (await get('/health')).body.round as number
    const txs = await get(`/v2/transactions?tx-type=pay&min-round=${head - 50}`)
    const recent = (
      txs.body.transactions as {
        sender: string
        'confirmed-round': number
        'payment-transaction': { amount: number }
      }[]
    ).filter((t) => t['payment-transaction'].amount > 0)
    expect(recent.length).toBeGreaterThan(0)
    const { sender, 'confirmed-round': r } = recent[recent.length - 1]!
    const before = await get(`/v2/accounts/${sender}?round=${r - 1}`)
    const after = await get(`/v2/accounts/${sender}?round=${r}`)
    expect(before.status).toBe(200)
    expect(before.body.account.round).toBe(r - 1)
    expect(after.body.account.round).toBe(r)
    expect(before.body.account.amount).toBeGreaterThan(after.body.account.amount)
    expect(before.body['current-round']).toBe(head)

    const old = await get(`/v2/accounts/${sender}?round=${head - REWIND_RETAINED_ROUNDS - 1}`)
    expect(old.status).toBe(400)
    expect(old.body.message).toMatch(/^error while rewinding account: round \d+ is no longer available/)
    expect((await get(`/v2/accounts/${sender}?round=${head - REWIND_RETAINED_ROUNDS}`)).status).toBe(200)
    const future = await get(`/v2/accounts/${sender}?round=${head + 5}`)
    expect(future.body.message).toBe(
      `error while rewinding account: the requested round ${head + 5} > the current round ${head}`,
    )
    expect((await get(`/v2/accounts/${FEE_SINK}?round=${head - 1}`)).body.message).toBe(
      'error while rewinding account: unable to rewind the FeeSink',
    )
  })
})
