/**
 * Devnet's answers lead to each other as a real chain's do: a sponsored transaction names a fee grant its
 * lists hold, every validator's unbonding delegations are found again by their pair, and every connection's
 * client holds a consensus state at the height its client state reports.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startDevnet, type Devnet } from '../server'
import type { Chain } from './chain/chain'
import { basicSpendLimit } from './chain/grants'

let devnet: Devnet
const chainOf = (id: 'hub' | 'platform' | 'classic') => (devnet.modules.get(id) as unknown as { chain: Chain }).chain

beforeAll(async () => {
  devnet = await startDevnet({
    port: 0,
    gateways: ['hub', 'platform', 'classic'],
    dataDir: '.devnet/test-cosmos-discovery',
    log: () => {},
  })
}, 60_000)
afterAll(() => devnet?.close())

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function get(path: string): Promise<Record<string, any>> {
  const r = await fetch(devnet.url + path, { headers: { 'api-key': 'devnet-key' } })
  expect(r.status, path).toBe(200)
  return (await r.json()) as Record<string, unknown>
}

describe('answers that lead to each other', () => {
  it('names fee grants in sponsored transactions, and the feegrant module lists and answers them', async () => {
    const hub = chainOf('hub')
    const fees: { granter: string; payer: string }[] = []
    for (let h = hub.head; h > hub.head - 30; h--) {
      const { txs } = await get(`/hub/sdk/tx/v1beta1/txs/block/${h}`)
      for (const t of txs as { auth_info: { fee: { granter: string; payer: string } } }[])
        if (t.auth_info.fee.granter) fees.push(t.auth_info.fee)
    }
    expect(fees.length).toBeGreaterThan(3)
    for (const { granter, payer } of fees.slice(0, 5)) {
      const pair = { granter, grantee: payer }
      expect((await get(`/hub/sdk/feegrant/v1beta1/issued/${granter}`)).allowances).toContainEqual(
        expect.objectContaining(pair),
      )
      expect((await get(`/hub/sdk/feegrant/v1beta1/allowances/${payer}`)).allowances).toContainEqual(
        expect.objectContaining(pair),
      )
      const { allowance } = await get(`/hub/sdk/feegrant/v1beta1/allowance/${granter}/${payer}`)
      const limit = allowance.allowance.spend_limit as { amount: string }[]
      // A basic allowance has spent what its sponsored fees cost; a relayer's has no limit.
      if (limit.length) expect(BigInt(limit[0]!.amount)).toBeLessThan(basicSpendLimit(hub.opts.profile))
    }
  })

  it('gives every Platform validator unbonding delegations, each found again by its validator and delegator', async () => {
    const { validators } = await get('/platform/sdk/staking/v1beta1/validators?pagination.limit=8')
    for (const v of validators as { operator_address: string }[]) {
      const { unbonding_responses: list } = await get(
        `/platform/sdk/staking/v1beta1/validators/${v.operator_address}/unbonding_delegations`,
      )
      expect(list.length, v.operator_address).toBeGreaterThan(0)
      for (const u of list as { delegator_address: string; entries: { creation_height: string }[] }[]) {
        const heights = u.entries.map((e) => Number(e.creation_height))
        expect(heights).toEqual([...heights].sort((a, b) => a - b))
        const { unbond } = await get(
          `/platform/sdk/staking/v1beta1/validators/${v.operator_address}/delegations/${u.delegator_address}/unbonding_delegation`,
        )
        expect(unbond).toEqual(u)
      }
    }
  })

  it('holds a consensus state at the latest height of every connection’s client', async () => {
    // Classic serves the connection's own client and consensus routes; the Hub only the client ones.
    for (const net of ['classic', 'hub'] as const) {
      const { connections } = await get(`/${net}/ibc/core/connection/v1/connections`)
      for (const c of connections as { id: string; client_id: string }[]) {
        // The reads must see one head: a block between them moves the client's latest height, so read again then.
        for (let attempt = 0; ; attempt++) {
          const head = chainOf(net).head
          const { client_state: cs } = await get(`/${net}/ibc/core/client/v1/client_states/${c.client_id}`)
          const { revision_number: rn, revision_height: rh } = cs.latest_height as Record<string, string>
          await get(`/${net}/ibc/core/client/v1/consensus_states/${c.client_id}/revision/${rn}/height/${rh}`)
          const { consensus_state_heights: hs } = await get(
            `/${net}/ibc/core/client/v1/consensus_states/${c.client_id}/heights?pagination.reverse=true&pagination.limit=1`,
          )
          const ics =
            net === 'classic'
              ? (await get(`/${net}/ibc/core/connection/v1/connections/${c.id}/client_state`)).identified_client_state
              : undefined
          const viaConnection =
            net === 'classic'
              ? (
                  await get(
                    `/${net}/ibc/core/connection/v1/connections/${c.id}/consensus_state/revision/${rn}/height/${rh}`,
                  )
                ).client_id
              : undefined
          if (chainOf(net).head !== head && attempt < 5) continue
          expect(hs).toEqual([{ revision_number: rn, revision_height: rh }])
          if (net === 'classic') {
            expect(ics).toEqual({ client_id: c.client_id, client_state: cs })
            expect(viaConnection).toBe(c.client_id)
          }
          break
        }
      }
    }
  })
})
