import fc from 'fast-check'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { CATALOG, matchOperation, OPERATIONS_BY_ID } from '@/lib/catalog'
import { buildPath } from '@/lib/catalog/paths'
import { type GatewayId, type Operation } from '@/lib/catalog/types'
import { cosmosGatewayIds } from '@/lib/networks'
import { send, startFake, testCore, type Fake } from '../proxy/harness'
import { acceptedValue } from '../proxy/param-values'

/**
 * The proxy refuses, without calling the gateway, what the real gateway would refuse for a missing required query
 * parameter or for two it takes only one of (`pagination.key` with `pagination.offset` on every SDK page request,
 * the Exchange bridge queries without the address Injective's handlers require). Every such request of every SDK
 * operation is sent through the proxy core to a fake gateway that counts what reaches it; the same request without
 * the fault is forwarded, so each refusal is the rule's doing.
 */
let fake: Fake
let core: ReturnType<typeof testCore>
beforeAll(async () => {
  fake = await startFake(4143)
})
// A fresh core per test: a base request another test sent would be answered from the cache, not forwarded.
beforeEach(() => {
  core = testCore(fake, { matcher: matchOperation, operation: (id) => OPERATIONS_BY_ID.get(id) })
})
afterAll(() => fake?.close())

// A value the proxy forwards for each param: the same the catalog-wide fuzz and required-params tests use.
const valueOf = acceptedValue

/** A request the proxy forwards: every path param and every required query param with a valid value. */
function baseRequest(op: Operation, gateway: GatewayId) {
  const pathValues = Object.fromEntries(
    op.params.filter((p) => p.in === 'path').map((p) => [p.name, valueOf(p, gateway)]),
  )
  const query = Object.fromEntries(
    op.params.filter((p) => p.in === 'query' && p.required).map((p) => [p.name, valueOf(p, gateway)]),
  )
  return { path: `${gateway}${buildPath(op, pathValues)}`, query }
}

async function forwarded(op: Operation, path: string, query: Record<string, string>) {
  const before = fake.calls.length
  const qs = new URLSearchParams(query).toString()
  const r = await send(core, `${path}${qs ? `?${qs}` : ''}`, { method: op.method === 'POST' ? 'POST' : 'GET' })
  return { reached: fake.calls.length > before, status: r.status, body: r.json as { error?: string; detail?: string } }
}

const cases = CATALOG.filter((op) => op.kind === 'cosmos' && op.method === 'GET').flatMap((op) =>
  cosmosGatewayIds()
    .filter((g) => op.gateways.includes(g))
    .map((g) => ({ op, gateway: g as GatewayId })),
)

describe('requests the real gateways refuse are refused by the proxy, never forwarded', () => {
  it('pagination.key with pagination.offset, on every SDK page request that takes both', async () => {
    let refused = 0
    const names: string[] = []
    for (const { op, gateway } of cases) {
      const shape = op.querySchema(gateway).shape
      if (!('pagination.key' in shape && 'pagination.offset' in shape)) continue
      const { path, query } = baseRequest(op, gateway)
      const ok = await forwarded(op, path, query)
      expect({ id: op.id, gateway, reached: ok.reached }).toEqual({ id: op.id, gateway, reached: true })
      const both = await forwarded(op, path, { ...query, 'pagination.key': 'AA==', 'pagination.offset': '1' })
      expect({ id: op.id, reached: both.reached, status: both.status, error: both.body.error }).toEqual({
        id: op.id,
        reached: false,
        status: 400,
        error: 'conflicting_parameters',
      })
      expect(both.body.detail).toContain('pagination.offset and pagination.key')
      refused++
      names.push(`${gateway} ${op.id}`)
    }
    expect(names).toContain('hub cosmos.ibc.channel.channels')
    console.log(`[refusals] key+offset refused on ${refused} (gateway, operation) pairs, none forwarded`)
    expect(refused).toBeGreaterThan(90)
  }, 120_000)

  it('a required query parameter left out, on every SDK operation that has one (the bridge address among them)', async () => {
    let refused = 0
    const names = new Set<string>()
    for (const { op, gateway } of cases) {
      const required = op.params.filter((p) => p.in === 'query' && p.required && !p.notOn?.includes(gateway))
      if (!required.length) continue
      const { path, query } = baseRequest(op, gateway)
      expect({ id: op.id, reached: (await forwarded(op, path, query)).reached }).toEqual({ id: op.id, reached: true })
      for (const p of required) {
        const rest = Object.fromEntries(Object.entries(query).filter(([k]) => k !== p.name))
        const r = await forwarded(op, path, rest)
        expect({ id: op.id, param: p.name, reached: r.reached, status: r.status, error: r.body.error }).toEqual({
          id: op.id,
          param: p.name,
          reached: false,
          status: 400,
          error: 'invalid_parameter',
        })
        expect(r.body.detail).toBe(`query parameter ${p.name}: is required`)
        refused++
        names.add(op.id)
      }
    }
    for (const id of [
      'cosmos.ethbridge.lastPendingBatch',
      'cosmos.ethbridge.valsetConfirm',
      'cosmos.ethbridge.batch',
      'cosmos.bank.balance',
    ])
      expect(names).toContain(id)
    console.log(`[refusals] ${refused} requests without a required query parameter refused, none forwarded`)
  }, 120_000)

  it('forwards a page request exactly when it does not pair key with offset (fast-check)', async () => {
    const op = OPERATIONS_BY_ID.get('cosmos.ibc.channel.channels')!
    const { path } = baseRequest(op, 'hub')
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            'pagination.key': fc.constantFrom('AA==', 'AQID'),
            'pagination.offset': fc.nat({ max: 1000 }).map(String),
            'pagination.limit': fc.integer({ min: 1, max: 500 }).map(String),
            'pagination.count_total': fc.constantFrom('true', 'false'),
            'pagination.reverse': fc.constantFrom('true', 'false'),
          },
          { requiredKeys: [] },
        ),
        async (query) => {
          // Runs repeat requests (all five keys are optional); a fresh core keeps a repeat from being answered
          // from the cache instead of reaching the gateway.
          core = testCore(fake, { matcher: matchOperation, operation: (id) => OPERATIONS_BY_ID.get(id) })
          const r = await forwarded(op, path, query as Record<string, string>)
          const conflict = 'pagination.key' in query && 'pagination.offset' in query
          expect(r.reached).toBe(!conflict)
          if (conflict) expect(r.body.error).toBe('conflicting_parameters')
        },
      ),
      { numRuns: 60 },
    )
  })
})
