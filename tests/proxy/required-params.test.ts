import { readFileSync } from 'node:fs'
import YAML from 'yaml'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { upstreamSpecFile } from '@/devnet/testing/upstream-spec-files'
import { CATALOG } from '@/lib/catalog'
import { buildPath } from '@/lib/catalog/paths'
import type { GatewayId, Operation, ParamSpec } from '@/lib/catalog/types'
import { findGateway, gatewayDef } from '@/lib/networks'
import { startDevnetBehindRecorder, type DevnetBehindRecorder } from './devnet-recorder'
import { send } from './harness'
import { acceptedValue } from './param-values'

/**
 * The catalog's required and exclusive query parameters, proved on every operation of every proxied gateway: a
 * request without a required one, or with two the gateway takes only one of, is refused by the proxy with a 400
 * `{error, detail}` and never reaches the gateway (an in-process devnet behind a recorder that counts what arrives),
 * while the same request with the rule kept is forwarded, so each refusal is the rule's doing.
 */
const pairs = CATALOG.flatMap((op) =>
  op.gateways.filter((g) => findGateway(g)?.kind !== 'kmd').map((gateway) => ({ op, gateway })),
)

function queryParams(op: Operation, gateway: GatewayId): ParamSpec[] {
  const shape = op.querySchema(gateway).shape
  return op.params.filter((p) => p.in === 'query' && p.name in shape)
}

/** Every path param and every required query param with a value the proxy accepts. */
function baseRequest(op: Operation, gateway: GatewayId) {
  const pathValues = Object.fromEntries(
    op.params.filter((p) => p.in === 'path').map((p) => [p.name, acceptedValue(p, gateway)]),
  )
  const query = Object.fromEntries(
    queryParams(op, gateway)
      .filter((p) => p.required)
      .map((p) => [p.name, acceptedValue(p, gateway)]),
  )
  return { path: `/${gateway}${buildPath(op, pathValues)}`, query }
}

async function call(op: Operation, path: string, query: Record<string, string>) {
  const before = env.calls.length
  const qs = new URLSearchParams(query).toString()
  const r = await send(env.core, `${path}${qs ? `?${qs}` : ''}`, {
    method: op.method,
    ...(op.method === 'POST' && { headers: { 'content-type': 'application/json' }, body: '{}' }),
  })
  const body = r.json as { error?: unknown; detail?: unknown } | undefined
  return { reached: env.calls.length > before, status: r.status, error: body?.error, detail: body?.detail }
}

/** The exclusive pairs the gateway's query schema holds both halves of. */
function exclusivePairs(op: Operation, gateway: GatewayId): [ParamSpec, ParamSpec][] {
  const here = queryParams(op, gateway)
  return here.flatMap((a) =>
    (a.exclusiveWith ?? []).flatMap((name) => {
      const b = here.find((p) => p.name === name)
      return b ? [[a, b] as [ParamSpec, ParamSpec]] : []
    }),
  )
}

const cases = pairs.filter(
  ({ op, gateway }) => queryParams(op, gateway).some((p) => p.required) || exclusivePairs(op, gateway).length > 0,
)

let env: DevnetBehindRecorder
beforeAll(async () => {
  // Only the gateways with a rule to prove: starting every chain would take most of the file's time.
  env = await startDevnetBehindRecorder(4179, { gateways: [...new Set(cases.map((c) => c.gateway))] })
}, 120_000)
afterAll(() => env?.close())

describe('required and exclusive query parameters, over the whole catalog', () => {
  it('a request without a required parameter, or with an exclusive pair, is refused and never reaches devnet', async () => {
    const refused = { required: new Set<string>(), exclusive: new Set<string>() }
    for (const { op, gateway } of cases) {
      const { path, query } = baseRequest(op, gateway)
      // The request with every rule kept goes through: what is refused below is refused by the rule alone.
      expect({ id: op.id, gateway, reached: (await call(op, path, query)).reached }).toEqual({
        id: op.id,
        gateway,
        reached: true,
      })
      for (const p of queryParams(op, gateway).filter((q) => q.required)) {
        const rest = Object.fromEntries(Object.entries(query).filter(([k]) => k !== p.name))
        expect({ id: op.id, gateway, param: p.name, ...(await call(op, path, rest)) }).toEqual({
          id: op.id,
          gateway,
          param: p.name,
          reached: false,
          status: 400,
          error: 'invalid_parameter',
          detail: `query parameter ${p.name}: is required`,
        })
        refused.required.add(`${op.id} ${p.name}`)
      }
      // A request forwarded once is answered from the cache after: each is sent once.
      const forwarded = new Set<string>()
      for (const [a, b] of exclusivePairs(op, gateway)) {
        const va = acceptedValue(a, gateway)
        const vb = acceptedValue(b, gateway)
        for (const alone of [{ [a.name]: va }, { [b.name]: vb }].filter((q) => !forwarded.has(JSON.stringify(q)))) {
          forwarded.add(JSON.stringify(alone))
          expect({
            id: op.id,
            gateway,
            alone,
            reached: (await call(op, path, { ...query, ...alone })).reached,
          }).toEqual({
            id: op.id,
            gateway,
            alone,
            reached: true,
          })
        }
        const both = await call(op, path, { ...query, [a.name]: va, [b.name]: vb })
        expect({ id: op.id, gateway, pair: [a.name, b.name], ...both }).toEqual({
          id: op.id,
          gateway,
          pair: [a.name, b.name],
          reached: false,
          status: 400,
          error: 'conflicting_parameters',
          detail: expect.stringContaining(`query parameters ${a.name} and ${b.name} cannot be given together`),
        })
        refused.exclusive.add(`${op.id} ${a.name}+${b.name}`)
      }
    }
    console.log(
      `[required] ${refused.required.size} required and ${refused.exclusive.size} exclusive rules refused over ${cases.length} (operation, gateway) pairs, none forwarded`,
    )
    // Rules that come from the real handlers rather than any published table (their sources are in the rows).
    for (const rule of [
      'cosmos.ethbridge.batchConfirms nonce',
      'cosmos.ethbridge.batchConfirms contract_address',
      'cosmos.ethbridge.batch nonce',
      'cosmos.ethbridge.denomToErc20 denom',
      'cosmos.bank.supplyOf denom',
      'cosmos.base.abciQuery path',
      'cosmos.xnet.nexus.fee chain',
      'cosmos.xnet.nexus.transferFeeByQuery amount',
      'cosmos.xnet.multisig.key key_id',
      'node.applications.box name',
    ])
      expect(refused.required).toContain(rule)
    for (const rule of [
      'cosmos.bank.balances pagination.offset+pagination.key',
      'indexer.transactions.search round+min-round',
      'indexer.accounts.transactions round+max-round',
      'indexer.accounts.search online-only+include-all',
      'indexer.accounts.search online-only+round',
    ])
      expect(refused.exclusive).toContain(rule)
  }, 300_000)

  it('a flag left at false is no half of an exclusive pair (the upstream reads it as absent)', async () => {
    const op = CATALOG.find((o) => o.id === 'indexer.accounts.search')!
    const flagOff: Record<string, string>[] = [
      { 'online-only': 'false', 'include-all': 'true' },
      { 'online-only': 'false', round: '3' },
    ]
    for (const query of flagOff) expect((await call(op, '/indexer/v2/accounts', query)).reached).toBe(true)
    expect((await call(op, '/indexer/v2/accounts', { 'online-only': 'true', 'include-all': 'true' })).reached).toBe(
      false,
    )
  })

  it('batch confirms without a token contract is refused before the Exchange gateway (issue 46)', async () => {
    const op = CATALOG.find((o) => o.id === 'cosmos.ethbridge.batchConfirms')!
    expect(await call(op, '/exchange/ethbridge/v1/batch/confirms', { nonce: '1' })).toEqual({
      reached: false,
      status: 400,
      error: 'invalid_parameter',
      detail: 'query parameter contract_address: is required',
    })
  })
})

/** The upstream OpenAPI files behind each gateway (the Cosmos ones mark no query param required). */
const SPECS: Record<string, readonly string[]> = {
  node: ['algorand/algod.oas3.v5.0.0.yml'],
  indexer: ['algorand/indexer.oas3.main-2026-06-25.yml'],
  vm: ['meter/meter.v1.2.2.yaml'],
  sharded: ['multiversx/proxy-openapi.v1.1.0.json'],
  supply: ['kava-supply/kava-legacy-swagger.v3.0.yml'],
}

interface SpecParam {
  name: string
  in: string
  required?: boolean
  $ref?: string
}

describe('the catalog requires what the upstream specifications require', () => {
  it('every query parameter an OpenAPI file marks required: true is required in the catalog row', () => {
    const missing: string[] = []
    let matched = 0
    for (const [kind, files] of Object.entries(SPECS)) {
      for (const file of files) {
        const text = readFileSync(upstreamSpecFile(file), 'utf8')
        const doc = (file.endsWith('.json') ? JSON.parse(text) : YAML.parse(text)) as {
          paths: Record<string, Record<string, { parameters?: SpecParam[] }>>
          components?: { parameters?: Record<string, SpecParam> }
        }
        const resolve = (p: SpecParam) => (p.$ref ? (doc.components?.parameters?.[p.$ref.split('/').pop()!] ?? p) : p)
        const shape = (p: string) => p.replace(/\{[^}]+\}/g, '{}')
        for (const op of CATALOG.filter((o) => o.kind === kind)) {
          const aliases = gatewayDef(op.gateways[0] ?? kind).realAliases
          const real = shape(
            op.path
              .split('/')
              .map((s) => aliases[s] ?? s)
              .join('/'),
          )
          const entry = Object.entries(doc.paths).find(([p]) => shape(p) === real)?.[1]
          const method = entry?.[op.method.toLowerCase()]
          if (!entry || !method) continue
          matched++
          const params = [...((entry.parameters as SpecParam[] | undefined) ?? []), ...(method.parameters ?? [])]
          for (const p of params.map(resolve))
            if (p.in === 'query' && p.required && !op.params.some((c) => c.name === p.name && c.required))
              missing.push(`${op.id}: ${p.name} (${file})`)
        }
      }
    }
    expect(missing).toEqual([])
    // The matching is worth something only if it found the operations.
    expect(matched).toBeGreaterThanOrEqual(90)
  })
})
