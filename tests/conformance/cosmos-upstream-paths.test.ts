import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { operationsOf } from '@/lib/catalog/index'
import { templateSegments } from '@/lib/catalog/paths'
import { type GatewayId, type Operation } from '@/lib/catalog/types'
import { cosmosGatewayIds, gatewayDef } from '@/lib/networks'
import type { Chain } from '@/devnet/cosmos/chain/chain'
import { sampleRequest, type SampleRequest } from '@/devnet/cosmos/testing/samples'
import { startDevnet, type Devnet } from '@/devnet/server'
import type { ShardedLedger } from '@/devnet/sharded/ledger'

/**
 * Devnet answers the real gateways' path names (`/cosmos/...`, `/cosmos/base/tendermint/...`, `/axelar/...`,
 * `/peggy/...`, `/terra/...`, `/esdt`) exactly as it answers the catalog's neutral ones, for every operation whose
 * path has a renamed segment, on every gateway kind that has renames. Both calls must see one head: stopping the
 * modules ends the Cosmos chains' block timers, but the sharded ledger catches up to the clock on every read, so the
 * clock is frozen at the start as well (the chains replay their history up to it, then stand still).
 */
let devnet: Devnet
const gateways: GatewayId[] = [...cosmosGatewayIds(), 'sharded']

beforeAll(async () => {
  const frozen = Date.now()
  devnet = await startDevnet({
    port: 0,
    gateways,
    dataDir: '.devnet/test-upstream-paths',
    now: () => frozen,
    log: () => {},
  })
  for (const m of devnet.modules.values()) m.stop()
}, 120_000)
afterAll(() => devnet?.close())

/** The same URL with the template's literal segments renamed as the real gateway names them. */
function realUrl(op: Operation, url: string, aliases: Readonly<Record<string, string>>): string {
  const [pathname, qs] = url.split('?') as [string, string | undefined]
  const [, gw, ...segs] = pathname.split('/')
  const tpl = templateSegments(op.path)
  const greedy = tpl.findIndex((t) => op.params.some((p) => p.greedy && t === `{${p.name}}`))
  const out = [...segs]
  tpl.forEach((t, i) => {
    if (t.startsWith('{') || !aliases[t]) return
    const at = greedy >= 0 && i > greedy ? segs.length - (tpl.length - i) : i
    expect(out[at]).toBe(t)
    out[at] = aliases[t]
  })
  return `/${gw}/${out.join('/')}${qs ? `?${qs}` : ''}`
}

const renamed = (op: Operation, aliases: Readonly<Record<string, string>>) =>
  templateSegments(op.path).some((t) => aliases[t] !== undefined)

async function send(req: SampleRequest) {
  const r = await fetch(devnet.url + req.url, {
    method: req.method,
    headers: { 'api-key': 'devnet-key', ...(req.body ? { 'content-type': 'application/json' } : {}) },
    body: req.body === undefined ? undefined : JSON.stringify(req.body),
  })
  return { status: r.status, body: await r.text() }
}

function shardedSample(op: Operation): SampleRequest {
  const l = (devnet.modules.get('sharded') as unknown as { ledger: ShardedLedger }).ledger
  const token = l.tokens.find((t) => t.holdings.size)!
  const holder = [...token.holdings.keys()][0]!
  const url = op.path.replace('{address}', holder).replace('{tokenIdentifier}', token.identifier)
  return { method: 'GET', url: `/sharded${url}` }
}

describe('upstream path names', () => {
  it.each(gateways)(
    '%s answers every renamed operation under both names alike',
    async (gateway) => {
      const aliases = gatewayDef(gateway).realAliases
      const ops = operationsOf(gateway).filter((op) => renamed(op, aliases))
      expect(ops.length).toBeGreaterThan(0)
      const counts = { ok: 0, ops: ops.length }
      for (const op of ops) {
        const neutral =
          gateway === 'sharded'
            ? shardedSample(op)
            : sampleRequest((devnet.modules.get(gateway) as unknown as { chain: Chain }).chain, op)
        // A broadcast is answered once per transaction: the second would be a duplicate.
        if (op.id === 'cosmos.tx.broadcast') continue
        const real = { ...neutral, url: realUrl(op, neutral.url, aliases) }
        expect(real.url).not.toBe(neutral.url)
        const [a, b] = [await send(neutral), await send(real)]
        expect({ op: op.id, url: real.url, status: b.status, body: b.body }).toEqual({
          op: op.id,
          url: real.url,
          status: a.status,
          body: a.body,
        })
        if (a.status < 300) counts.ok++
      }
      // Equal answers must be real answers, not two equal refusals.
      expect(counts.ok).toBeGreaterThanOrEqual(ops.length - 2)
      console.log(`[upstream paths] ${gateway}: ${counts.ok}/${counts.ops} renamed operations answered alike (2xx)`)
    },
    120_000,
  )

  it('reads a real path back into the catalog names for method errors too', async () => {
    const post = (path: string) => fetch(`${devnet.url}/hub${path}`, { method: 'POST', headers: { 'api-key': 'k' } })
    const key = { 'api-key': 'devnet-key' }
    for (const [neutral, real] of [
      ['/sdk/auth/v1beta1/params', '/cosmos/auth/v1beta1/params'],
      ['/sdk/base/consensus/v1beta1/blocks/latest', '/cosmos/base/tendermint/v1beta1/blocks/latest'],
    ] as const) {
      const [a, b] = await Promise.all(
        [neutral, real].map((p) => fetch(`${devnet.url}/hub${p}`, { method: 'DELETE', headers: key })),
      )
      // grpc-gateway answers a wrong method as Unimplemented (501), naming the allowed one.
      expect([b!.status, b!.headers.get('allow')]).toEqual([501, 'GET'])
      expect([a!.status, await a!.text()]).toEqual([b!.status, await b!.text()])
      expect((await post(real)).status).toBe(401)
    }
  })
})
