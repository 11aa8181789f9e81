import { readFileSync } from 'node:fs'
import Ajv from 'ajv'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { upstreamSpecFile } from '../testing/upstream-spec-files'
import { operationsOf, type OperationId } from '@/lib/catalog'
import type { DevnetContext, HandlerRequest } from '../types'
import { createFaultGate, parseFault } from './fault'
import { createSupplyGateway } from './index'
import { SUPPLY_ANCHOR_MS, supplyAt } from './schedule'

const MINUTE = 60_000
const T0 = SUPPLY_ANCHOR_MS + 400 * 24 * 60 * MINUTE

function setup(env: Record<string, string> = {}, seed = 1) {
  let now = T0
  const ctx: DevnetContext = { seed, dataDir: '/tmp/none', now: () => now, env }
  const gw = createSupplyGateway(ctx, 'supply')
  const call = async (opId: OperationId) => {
    const op = operationsOf('supply').find((o) => o.id === opId)!
    const req: HandlerRequest = { op, gateway: 'supply', path: {}, query: {}, body: undefined, headers: {} }
    return gw.handlers[opId]!(req)
  }
  return { gw, call, advance: (ms: number) => (now += ms) }
}

describe('supply feed devnet', () => {
  it('serves every catalog operation as a bare whole-token integer', async () => {
    const { gw, call } = setup()
    const ops = operationsOf('supply')
    expect(ops).toHaveLength(7)
    for (const op of ops) {
      expect(gw.handlers[op.id]).toBeTypeOf('function')
      const res = await call(op.id)
      expect(res.status ?? 200).toBe(200)
      expect(Number.isSafeInteger(res.body)).toBe(true)
      expect(res.body as number).toBeGreaterThan(0)
    }
  })

  it('keeps circulating at or below total and moves over minutes', async () => {
    const { call, advance } = setup()
    const pairs = [
      ['supply.circulating', 'supply.total'],
      ['supply.circulatingTokenB', 'supply.totalTokenB'],
      ['supply.circulatingTokenD', 'supply.totalTokenD'],
    ] as const
    const before = await Promise.all(
      pairs.map(async ([c, t]) => [(await call(c)).body, (await call(t)).body] as [number, number]),
    )
    for (const [c, t] of before) expect(c).toBeLessThanOrEqual(t)
    advance(20 * MINUTE)
    const after = await Promise.all(pairs.map(async ([c]) => (await call(c)).body as number))
    after.forEach((c, i) => expect(c).not.toBe(before[i]![0]))
  })

  it('unlocks vesting tranches so circulating grows faster than total over a period', () => {
    const c0 = supplyAt(1, 'main', 'circulating', T0)
    const t0 = supplyAt(1, 'main', 'total', T0)
    const c1 = supplyAt(1, 'main', 'circulating', T0 + 60 * MINUTE)
    const t1 = supplyAt(1, 'main', 'total', T0 + 60 * MINUTE)
    expect(c1 - c0).toBeGreaterThan(t1 - t0)
  })

  it('is deterministic per seed', () => {
    expect(supplyAt(3, 'tokenC', 'circulating', T0)).toBe(supplyAt(3, 'tokenC', 'circulating', T0))
    expect(supplyAt(3, 'tokenC', 'circulating', T0)).not.toBe(supplyAt(4, 'tokenC', 'circulating', T0))
  })

  it('answers 500 {error} when a fault is injected, and recovers when switched off', async () => {
    const { gw, call } = setup({ DEVNET_SUPPLY_FAULT: 'always' })
    const res = await call('supply.total')
    expect(res.status).toBe(500)
    expect(res.body).toEqual({ error: expect.stringContaining('fault') })
    gw.setFault('never')
    expect((await call('supply.total')).status ?? 200).toBe(200)
  })

  it('fails the configured share of requests at a rate', () => {
    const gate = createFaultGate(parseFault('0.25'))
    const fails = Array.from({ length: 100 }, () => gate.trip()).filter(Boolean).length
    expect(fails).toBe(25)
    expect(() => parseFault('2')).toThrow(/rate/)
  })

  it('its error helper answers in the real amino shape', () => {
    const { gw } = setup()
    expect(gw.error(500, 'boom')).toEqual({ status: 500, body: { error: 'boom' } })
  })
})

describe('supply answers against the upstream Kava legacy swagger', () => {
  // The swagger claims {height, result}; the real handler (x/validator-vesting's REST query) writes a bare
  // integer, `json.Marshal(amount.Int64())`. The swagger schema has no `type`, so a bare number passes it; the
  // check still pins that the 200 route exists upstream.
  const spec = parse(readFileSync(upstreamSpecFile('kava-supply/kava-legacy-swagger.v3.0.yml'), 'utf8')) as {
    paths: Record<string, { get: { responses: Record<string, { schema?: object }> } }>
  }
  const upstream: Record<string, string> = { tokenb: 'hard', tokenc: 'swp', tokend: 'usdx' }
  const ajv = new Ajv({ strict: false })
  it.each(operationsOf('supply').map((op) => [op.id, op.path] as const))(
    '%s matches %s upstream',
    async (opId, path) => {
      const real = path.replace(/token([bcd])$/, (_, l: string) => upstream[`token${l}`]!)
      const schema = spec.paths[real]?.get.responses['200']?.schema
      expect(schema).toBeDefined()
      const { call } = setup()
      expect(ajv.validate(schema!, (await call(opId)).body)).toBe(true)
    },
  )
})
