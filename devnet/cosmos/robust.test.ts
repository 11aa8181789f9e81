import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { operationsOf } from '@/lib/catalog/index'
import { cosmosGatewayIds } from '@/lib/networks'
import { startDevnet, type Devnet } from '../server'
import type { Chain } from './chain/chain'
import { sampleRequest } from './testing/samples'

let devnet: Devnet
beforeAll(async () => {
  devnet = await startDevnet({
    port: 0,
    gateways: cosmosGatewayIds(),
    dataDir: '.devnet/test-cosmos-robust',
    log: () => {},
  })
}, 60_000)
afterAll(() => devnet?.close())

/** Values that pass a param's catalog schema often enough but name nothing on the chain, or sit at the limits. */
const ODD = [
  '0',
  '1',
  '18446744073709551615',
  'x',
  'ibc',
  'channel-99',
  '07-tendermint-99',
  'hub1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqq',
  'cosmos1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5lzv7xu',
  'platvaloper1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqzs8x9y',
  'AAAA',
  'ABCDEF',
]

describe('odd but well-formed input', () => {
  it.each(cosmosGatewayIds())(
    '%s never answers 5xx to a request the catalog accepts',
    async (gateway) => {
      const chain = (devnet.modules.get(gateway) as unknown as { chain: Chain }).chain
      const failures: string[] = []
      let sent = 0
      for (const op of operationsOf(gateway)) {
        const sample = sampleRequest(chain, op)
        const [path, qs] = sample.url.split('?') as [string, string | undefined]
        const segs = path.split('/')
        const variants: string[] = []
        // Replace each non-literal segment of the sample in turn.
        const literals = new Set(`/${gateway}${op.path}`.split('/').filter((s) => !s.startsWith('{')))
        segs.forEach((s, i) => {
          if (!literals.has(s))
            for (const v of ODD)
              variants.push(
                [...segs.slice(0, i), encodeURIComponent(v), ...segs.slice(i + 1)].join('/') + (qs ? `?${qs}` : ''),
              )
        })
        for (const [k] of new URLSearchParams(qs ?? ''))
          for (const v of ODD) {
            const q = new URLSearchParams(qs)
            q.set(k, v)
            variants.push(`${path}?${q}`)
          }
        for (const url of variants) {
          const r = await fetch(devnet.url + url, {
            method: sample.method,
            headers: { 'api-key': 'devnet-key', 'content-type': 'application/json' },
            body: sample.body ? JSON.stringify(sample.body) : undefined,
          })
          const body = (await r.json()) as { code?: number }
          sent++
          if (r.status >= 500 && r.status !== 501)
            failures.push(`${op.id} ${url} → ${r.status} ${JSON.stringify(body).slice(0, 160)}`)
          if (r.status >= 400 && typeof body.code !== 'number')
            failures.push(`${op.id} ${url} → ${r.status} without a gRPC status body`)
        }
      }
      expect(failures).toEqual([])
      // Every operation with a path or query param was tried with every odd value.
      const withParams = operationsOf(gateway).filter(
        (o) => o.params.some((x) => x.in === 'path') || sampleRequest(chain, o).url.includes('?'),
      ).length
      expect(sent).toBeGreaterThanOrEqual(withParams * ODD.length)
    },
    120_000,
  )
})
