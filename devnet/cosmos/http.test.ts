import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { cosmosHttp } from './testing/http'

const net = cosmosHttp('.devnet/test-cosmos-http')
const { chainOf, get, until, walk } = net

describe('cosmos gateways over HTTP', () => {
  it('refuses a missing key with the gRPC error shape', async () => {
    const r = await get('/hub/sdk/auth/v1beta1/params', {})
    expect(r.status).toBe(401)
    expect(r.body).toEqual({ code: 16, message: expect.any(String), details: [] })
  })

  it('answers unknown paths NotFound and a wrong method Unimplemented, as grpc-gateway does', async () => {
    const nf = await get('/hub/sdk/nope/v1beta1/params')
    expect([nf.status, nf.body.code]).toEqual([404, 5])
    const wrong = await get('/hub/sdk/tx/v1beta1/simulate')
    expect([wrong.status, wrong.body.code]).toEqual([501, 12])
    const bad = await get('/hub/sdk/staking/v1beta1/pool')
    expect(bad.status).toBe(404)
  })

  it('says the height of every answer as grpc-gateway does (Grpc-Metadata-X-Cosmos-Block-Height)', async () => {
    const r = await fetch(`${net.devnet.url}/platform/sdk/bank/v1beta1/params`, {
      headers: { 'api-key': 'devnet-key' },
    })
    expect(r.status).toBe(200)
    const h = Number(r.headers.get('grpc-metadata-x-cosmos-block-height'))
    expect(h).toBeGreaterThanOrEqual(chainOf('platform').initialHeight)
    expect(h).toBeLessThanOrEqual(chainOf('platform').head)
  })

  it('accepts long path params (a long list of packet sequences)', async () => {
    // 150 long-received packets and 150 far in the future: only the latter are unreceived (channel-4 is the
    // external dex-zone-1, one receive per 7 + 4 blocks).
    const future = Math.floor(chainOf('hub').head / 11) + 500
    const old = Array.from({ length: 150 }, (_, i) => i + 1)
    const ahead = Array.from({ length: 150 }, (_, i) => future + i)
    const r = await get(
      `/hub/ibc/core/channel/v1/channels/channel-4/ports/transfer/packet_commitments/${[...old, ...ahead].join(',')}/unreceived_packets`,
    )
    expect(r.status).toBe(200)
    expect(r.body.sequences).toEqual(ahead.map(String))
  })

  it('pages the 150 Platform validators by key and by offset, forwards and reversed', async () => {
    const byKey = (await walk('/platform/sdk/staking/v1beta1/validators', 'validators', 13, 'key')) as {
      operator_address: string
    }[]
    const byOffset = (await walk('/platform/sdk/staking/v1beta1/validators', 'validators', 13, 'offset')) as {
      operator_address: string
    }[]
    const reversed = (await walk('/platform/sdk/staking/v1beta1/validators', 'validators', 13, 'key', true)) as {
      operator_address: string
    }[]
    const ids = byKey.map((v) => v.operator_address)
    expect(ids).toHaveLength(150)
    expect(new Set(ids).size).toBe(150)
    expect([...ids].sort()).toEqual(ids)
    expect(byOffset.map((v) => v.operator_address)).toEqual(ids)
    expect(reversed.map((v) => v.operator_address)).toEqual([...ids].reverse())
  })

  it('walks every Hub owner of the staking denom once by key (P-short: key, limit, count_total)', async () => {
    const total = Number(
      (await get('/hub/sdk/bank/v1beta1/denom_owners/uhub?pagination.count_total=true&pagination.limit=1')).body
        .pagination.total,
    )
    const owners = (await walk('/hub/sdk/bank/v1beta1/denom_owners/uhub', 'denom_owners', 900, 'key')) as {
      address: string
      balance: { amount: string }
    }[]
    expect(total).toBeGreaterThanOrEqual(5000)
    expect(owners.length).toBeGreaterThanOrEqual(total)
    expect(new Set(owners.map((o) => o.address)).size).toBe(owners.length)
    expect(owners.every((o) => BigInt(o.balance.amount) > 0n)).toBe(true)
  })

  it('holds at least 100,000 Platform accounts, counted with offset paging only', async () => {
    const r = await get(
      '/platform/sdk/auth/v1beta1/accounts?pagination.count_total=true&pagination.offset=99990&pagination.limit=5',
    )
    expect(BigInt(r.body.pagination.total)).toBeGreaterThanOrEqual(100_000n)
    expect(r.body.accounts).toHaveLength(5)
    const k = await get(
      `/platform/sdk/auth/v1beta1/accounts?pagination.count_total=true&pagination.key=${encodeURIComponent(r.body.pagination.next_key)}`,
    )
    expect(k.body.pagination.total).toBe('0')
  })

  it('answers both key and offset with InvalidArgument, and offset on the Hub denom owners (P-short) with 400', async () => {
    const both = await get('/platform/sdk/auth/v1beta1/accounts?pagination.offset=1&pagination.key=AAAA')
    expect(both.status).toBe(400)
    expect(both.body.code).toBe(3)
    const short = await get('/hub/sdk/bank/v1beta1/denom_owners/uhub?pagination.offset=2')
    expect(short.status).toBe(400)
    const ok = await get('/platform/sdk/bank/v1beta1/denom_owners/uplat?pagination.offset=2&pagination.limit=3')
    expect(ok.status).toBe(200)
  })

  it('answers the Hub multisig NotFound cases (unknown key, no key for the chain, no keygen session, no rotation) with 404 / code 5', async () => {
    for (const path of [
      '/hub/xnet/multisig/v1beta1/key?key_id=nope',
      '/hub/xnet/multisig/v1beta1/key_id/Fantom',
      '/hub/xnet/multisig/v1beta1/keygen_session?key_id=nope',
      '/hub/xnet/multisig/v1beta1/next_key_id/Avalanche',
    ]) {
      const r = await get(path)
      expect([r.status, r.body.code]).toEqual([404, 5])
    }
    expect((await get('/hub/xnet/multisig/v1beta1/next_key_id/Ethereum')).status).toBe(200)
  })

  it('finds a transaction of a block by its hash and in the txs of its block', async () => {
    const hub = chainOf('hub')
    let h = hub.head
    while (!hub.block(h)!.txs.length) h--
    const latest = await get(`/hub/sdk/tx/v1beta1/txs/block/${h}`)
    const hash = hub.block(h)!.txs[0]!.hash
    const one = await get(`/hub/sdk/tx/v1beta1/txs/${hash}`)
    expect(one.status).toBe(200)
    expect(one.body.tx_response.height).toBe(String(h))
    expect(latest.body.txs[0]).toEqual(one.body.tx)
    expect(latest.body.block.data.txs[0]).toBe(Buffer.from(hub.block(h)!.txs[0]!.bytes).toString('base64'))
  })

  it('moves blocks/latest', async () => {
    const a = await get('/hub/sdk/base/consensus/v1beta1/blocks/latest')
    await until(
      async () =>
        (await get('/hub/sdk/base/consensus/v1beta1/blocks/latest')).body.block.header.height !==
        a.body.block.header.height,
    )
  })

  it('pages real lists by key or offset, forwards or reversed, for any page size (fast-check)', async () => {
    const all = (
      (await walk('/hub/sdk/auth/v1beta1/accounts', 'accounts', 1000, 'key')) as {
        '@type': string
        address?: string
        base_account?: { address: string }
      }[]
    ).map((a) => a.address ?? a.base_account!.address)
    expect(all.length).toBe(chainOf('hub').book.count + chainOf('hub').book.modules.length)
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 150, max: 1200 }),
        fc.boolean(),
        fc.constantFrom<'key' | 'offset'>('key', 'offset'),
        async (limit, reverse, mode) => {
          const got = (
            (await walk('/hub/sdk/auth/v1beta1/accounts', 'accounts', limit, mode, reverse)) as {
              address?: string
              base_account?: { address: string }
            }[]
          ).map((a) => a.address ?? a.base_account!.address)
          expect(got).toEqual(reverse ? [...all].reverse() : all)
        },
      ),
      { numRuns: 6 },
    )
  }, 60_000)

  it('counts upstream calls per gateway and operation', async () => {
    const before = net.devnet.stats.snapshot().requests.hub?.['cosmos.auth.params'] ?? 0
    await get('/hub/sdk/auth/v1beta1/params')
    const r = await fetch(`${net.devnet.url}/__devnet/stats`)
    const stats = (await r.json()) as { requests: Record<string, Record<string, number>> }
    expect(stats.requests.hub?.['cosmos.auth.params']).toBe(before + 1)
    const reset = await fetch(`${net.devnet.url}/__devnet/stats`, { method: 'DELETE' })
    expect(await reset.json()).toEqual({ requests: {} })
  })

  it('resolves IBC denominations through their traces', async () => {
    const meta = await get('/hub/sdk/bank/v1beta1/denoms_metadata')
    const ibc = (meta.body.metadatas as { base: string }[]).filter((m) => m.base.startsWith('ibc/'))
    expect(ibc.length).toBeGreaterThan(3)
    const own = chainOf('platform').topology.traces[0]!
    const mine = await get(`/platform/ibc/apps/transfer/v1/denom_traces/${own.denom}`)
    expect(mine.body.denom_trace).toEqual({ path: own.path, base_denom: own.baseDenom })
    expect((await get(`/platform/ibc/apps/transfer/v1/denom_traces/${'0'.repeat(64)}`)).status).toBe(404)
    const hash = await get(`/platform/ibc/apps/transfer/v1/denom_hashes/${own.path}/${own.baseDenom}`)
    expect(hash.body.hash).toBe(own.hash)
  })
})
