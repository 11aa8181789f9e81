import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as z from 'zod'
import { operationsOf } from '@/lib/catalog/index'
import type { OperationId } from '@/lib/catalog/operation-ids'
import { type CosmosGatewayId, type Operation } from '@/lib/catalog/types'
import { cosmosGatewayIds } from '@/lib/networks'
import { startDevnet, type Devnet } from '../server'
import type { Chain } from './chain/chain'
import { sampleRequest } from './testing/samples'
import { UpstreamSchemas, withoutNulls } from './testing/specs'

/**
 * Every (gateway, operation) of the five SDK gateways answers 2xx to a request built from the chain's own
 * state, and the body validates against the upstream OpenAPI response schema of the real path.
 */
let devnet: Devnet
let schemas: UpstreamSchemas
const chainOf = (id: CosmosGatewayId) => (devnet.modules.get(id) as unknown as { chain: Chain }).chain

/** Operations no upstream Swagger describes (authz granter→grantee grants, the Hub's fee policy): checked against devnet's own schema. */
const grantList = z.object({
  grants: z.array(z.object({ authorization: z.looseObject({ '@type': z.string() }), expiration: z.string() })),
  pagination: z.object({ next_key: z.string().nullable(), total: z.string() }),
})
const OWN_SCHEMAS: Partial<Record<OperationId, z.ZodType>> = {
  'cosmos.authz.granterGranteeGrants': grantList,
  'cosmos.xnet.feepolicy.params': z.object({
    params: z.object({
      min_gas_price: z.string().regex(/^\d+\.\d{18}$/),
      fee_denom: z.string(),
      burn_fraction: z.string().regex(/^\d+\.\d{18}$/),
    }),
  }),
}

beforeAll(async () => {
  devnet = await startDevnet({
    port: 0,
    gateways: cosmosGatewayIds(),
    dataDir: '.devnet/test-cosmos-spec',
    log: () => {},
  })
  schemas = new UpstreamSchemas(['axelar', 'persistence', 'injective', 'terra2', 'classic', 'sdk', 'ibc'])
}, 120_000)
afterAll(() => devnet?.close())

async function call(gateway: CosmosGatewayId, op: Operation) {
  const req = sampleRequest(chainOf(gateway), op)
  const r = await fetch(devnet.url + req.url, {
    method: req.method,
    headers: { 'api-key': 'devnet-key', ...(req.body ? { 'content-type': 'application/json' } : {}) },
    body: req.body ? JSON.stringify(req.body) : undefined,
  })
  return { status: r.status, body: (await r.json()) as unknown, url: req.url }
}

describe('the upstream schemas', () => {
  it('are really applied: a wrong shape fails', () => {
    const op = operationsOf('hub').find((o) => o.id === 'cosmos.bank.balances')!
    const v = schemas.validator(op, 'hub')!
    expect(v.path).toBe('/cosmos/bank/v1beta1/balances/{address}')
    expect(v.validate({ balances: [{ denom: 'uhub', amount: '1' }], pagination: { total: '0' } })).toBe(true)
    expect(v.validate({ balances: 'uhub' })).toBe(false)
    expect(v.validate({ balances: [{ denom: 'uhub', amount: 1 }] })).toBe(false)
  })
})

describe('error answers', () => {
  it.each(cosmosGatewayIds())(
    '%s: a NotFound validates against the upstream default (error) response',
    async (gateway) => {
      const op = operationsOf(gateway).find((o) => o.id === 'cosmos.ibc.channel.channel')!
      const r = await fetch(`${devnet.url}/${gateway}/ibc/core/channel/v1/channels/channel-999/ports/transfer`, {
        headers: { 'api-key': 'devnet-key' },
      })
      const body = (await r.json()) as { code: number }
      expect([r.status, body.code]).toEqual([404, 5])
      const v = schemas.validator(op, gateway, 'default')!
      expect(v.validate(body)).toBe(true)
      expect(v.validate({ code: 'five' })).toBe(false)
    },
  )
})

describe.each(cosmosGatewayIds())('%s answers every catalog operation in the upstream shape', (gateway) => {
  it('validates each 2xx answer against the upstream response schema', async () => {
    const failures: string[] = []
    const unschemed: string[] = []
    for (const op of operationsOf(gateway)) {
      const { status, body, url } = await call(gateway, op)
      if (status < 200 || status > 299) {
        failures.push(`${op.id} ${url} → ${status} ${JSON.stringify(body).slice(0, 200)}`)
        continue
      }
      const v = schemas.validator(op, gateway)
      if (!v) {
        unschemed.push(op.id)
        const own = OWN_SCHEMAS[op.id]
        if (!own) failures.push(`${op.id}: no upstream schema and no own schema`)
        else if (!own.safeParse(body).success)
          failures.push(`${op.id}: own schema rejects ${JSON.stringify(body).slice(0, 200)}`)
        continue
      }
      if (!v.validate(withoutNulls(body)))
        failures.push(`${op.id} (${v.spec} ${v.path}): ${JSON.stringify(v.validate.errors?.slice(0, 3))}`)
    }
    expect(failures).toEqual([])
    expect(unschemed.length).toBeLessThan(operationsOf(gateway).length / 10)
    // Only the operations of OWN_SCHEMAS lack an upstream schema.
    expect(unschemed.every((id) => id in OWN_SCHEMAS)).toBe(true)
    // Hundreds of calls in turn: on a loaded 2-core machine this took 55–61 s, so the bound is generous.
  }, 240_000)
})
