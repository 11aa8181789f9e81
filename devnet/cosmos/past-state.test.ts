import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startDevnet, type Devnet } from '../server'
import type { Chain } from './chain/chain'

let devnet: Devnet
let chain: Chain
beforeAll(async () => {
  // Blocks only when the test produces them, so heights are exact.
  devnet = await startDevnet({
    port: 0,
    gateways: ['platform'],
    dataDir: '.devnet/test-cosmos-past-state',
    blockMs: 600_000,
    log: () => {},
  })
  chain = (devnet.modules.get('platform') as unknown as { chain: Chain }).chain
}, 60_000)
afterAll(() => devnet?.close())

async function get(path: string, height?: number) {
  const r = await fetch(`${devnet.url}/platform${path}`, {
    headers: { 'api-key': 'devnet-key', ...(height !== undefined && { 'x-cosmos-block-height': String(height) }) },
  })
  return {
    status: r.status,
    height: r.headers.get('grpc-metadata-x-cosmos-block-height'),
    body: (await r.json()) as unknown,
  }
}

describe('Platform account and validator state at a past height', () => {
  it('answers accounts, delegations, alliance positions and fee allowances as the head answered them then', async () => {
    const h = chain.head
    const blocks = 12
    const paths = new Set<string>()
    const { book } = chain
    // The next blocks' transactions are known before they are produced: the accounts, validators and grants they touch.
    for (let n = h + 1; n <= h + blocks; n++)
      for (const it of chain.intentsAt(n)) {
        if (!('from' in it)) continue
        const from = book.address(it.from)
        paths.add(`/sdk/auth/v1beta1/accounts/${from}`)
        if (it.kind === 'delegate') {
          paths.add(`/sdk/staking/v1beta1/validators/${book.valoper(it.validator)}/delegations?pagination.limit=1000`)
          paths.add(`/sdk/staking/v1beta1/validators/${book.valoper(it.validator)}`)
        }
        if (it.kind === 'alliance') {
          paths.add(`/terra/alliances/delegations/${from}`)
          paths.add(`/terra/alliances/unbondings/${from}`)
          paths.add(`/terra/alliances/redelegations/${from}`)
        }
        if ('sponsor' in it && it.sponsor !== undefined) {
          const g = chain.env.grants[it.sponsor]!
          paths.add(`/sdk/feegrant/v1beta1/allowance/${book.address(g.granter)}/${book.address(g.grantee)}`)
        }
      }
    const count = (want: RegExp) => [...paths].filter((p) => want.test(p)).length
    expect({
      auth: count(/auth/) > 0,
      staking: count(/delegations\?/) > 0,
      alliance: count(/alliances\/delegations/) > 0,
      feegrant: count(/feegrant/) > 0,
    }).toEqual({ auth: true, staking: true, alliance: true, feegrant: true })
    const stamp = (b: unknown) => JSON.stringify(b)
    const then = new Map<string, string>()
    for (const p of paths) then.set(p, stamp((await get(p)).body))
    for (let i = 0; i < blocks; i++) chain.produce()
    const moved = new Set<string>()
    for (const p of paths) {
      const past = await get(p, h)
      expect(past.status, `${p} ${stamp(past.body)}`).toBe(200)
      expect(past.height).toBe(String(h))
      expect(stamp(past.body), p).toBe(then.get(p))
      if (stamp((await get(p)).body) !== then.get(p)) moved.add(p.split('/').slice(0, 3).join('/'))
    }
    // The blocks since changed sequences, delegations, alliance positions and allowances: the answers at h are history.
    expect([...moved].sort()).toEqual(['/sdk/auth', '/sdk/feegrant', '/sdk/staking', '/terra/alliances'])
    // Some hundred requests against the 100,000-account chain: slow on a loaded machine, not wrong.
  }, 120_000)
})
