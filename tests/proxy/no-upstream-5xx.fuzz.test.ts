import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CATALOG, OPERATIONS_BY_ID } from '@/lib/catalog'
import { templateSegments } from '@/lib/catalog/paths'
import { scalarSchema } from '@/lib/catalog/schema'
import type { GatewayId, Operation, ParamSpec } from '@/lib/catalog/types'
import { EXAMPLES } from '@/lib/console/example-table'
import { collectRecords, deriveRecords, exampleRequest, type IdRecord } from '@/lib/console/examples'
import { parseJsonTree } from '@/lib/console/json'
import { requestInit } from '@/lib/console/send'
import { validateRequest } from '@/lib/console/validate'
import { findGateway, getNetwork } from '@/lib/networks'
import { startDevnetBehindRecorder, type DevnetBehindRecorder, type UpstreamCall } from './devnet-recorder'
import { send } from './harness'
import { valueArb } from './param-values'

/**
 * Whatever path and query values a client chooses, for every operation of the catalog on every gateway that
 * serves it, no request the proxy forwards makes the gateway (an in-process devnet) answer 5xx: a value the
 * gateway cannot serve is one the catalog's rules or the network's data (lib/gateway/formats.ts) refuse first,
 * with a 400 `{error, detail}` of the proxy's own. Values are the gateway's own (harvested from its answers, so
 * lookups meet records that exist), well-formed ones of each param's type, and hostile ones.
 */
const RUNS_PER_OPERATION = 10

let env: DevnetBehindRecorder
/** Values by field name, from every JSON answer so far. */
const seen = new Map<string, Set<string>>()
/** The console's records of earlier answers: the example bodies of POST operations are built from them. */
const records: IdRecord[] = []
const proxyFailures: string[] = []
/**
 * A simulation that fails is answered 500 by the real gateway (mx-chain-proxy-go's simulateTransaction answers
 * any error of the simulation so): with `checkSignature` left at its default, an unsigned transaction fails on its
 * signature, which only the chain can check. The request is the body's doing, not a path or query value's.
 */
const SIMULATION_FAILURE = (c: UpstreamCall) =>
  c.tag === 'sharded.transaction.simulate@sharded' &&
  /^\{"data":null,"error":"transaction generation failed: ed25519: invalid signature/.test(c.text)

beforeAll(async () => {
  env = await startDevnetBehindRecorder(4173)
}, 120_000)
afterAll(() => env?.close())

function harvest(text: string) {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return
  }
  const walk = (v: unknown, key: string, depth: number) => {
    if (depth > 8) return
    if (Array.isArray(v)) v.slice(0, 20).forEach((x) => walk(x, key, depth + 1))
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, k, depth + 1)
    else if ((typeof v === 'string' && v.length > 0 && v.length < 200) || typeof v === 'number') {
      let set = seen.get(key)
      if (!set) seen.set(key, (set = new Set()))
      if (set.size < 40) set.add(String(v))
    }
  }
  walk(value, '', 0)
}

/** Answer fields that hold a value of the param under another name. */
const ALIASES: Record<string, readonly string[]> = {
  txhash: ['hash', 'txHash', 'txhash'],
  hash: ['txhash', 'hash'],
  id: ['id', 'txID'],
  txid: ['id', 'txid', 'tx-id'],
  round: ['round', 'last-round', 'current-round', 'confirmed-round'],
  'round-number': ['round', 'last-round', 'current-round'],
  revision: ['number', 'id'],
  height: ['height', 'last_height', 'revision_height'],
  nonce: ['nonce'],
  shard: ['shard', 'shardID'],
  'asset-id': ['index', 'asset-id', 'id'],
  'application-id': ['id', 'application-id'],
  'account-id': ['address'],
  tokenIdentifier: ['identifier', 'tokenIdentifier'],
}
const NARROW = new Set(['bech32', 'valoper', 'hash', 'hex20', 'hex32', 'ledger-address', 'ledger-txid', 'denom'])

function seenFor(spec: ParamSpec): string[] {
  const out = new Set<string>()
  for (const name of [spec.name, ...(ALIASES[spec.name] ?? [])]) for (const v of seen.get(name) ?? []) out.add(v)
  if (NARROW.has(spec.type)) {
    const rule = scalarSchema(spec)
    for (const set of seen.values()) for (const v of set) if (out.size < 60 && rule.safeParse(v).success) out.add(v)
  }
  return [...out].slice(0, 60)
}

interface FuzzRequest {
  path: Record<string, string>
  query: [string, string][]
  body?: { text: string; contentType: string }
}

const encodePath = (spec: ParamSpec | undefined, v: string) =>
  spec?.greedy ? v.split('/').map(encodeURIComponent).join('/') : encodeURIComponent(v)

function urlOf(op: Operation, gateway: GatewayId, r: FuzzRequest): string {
  const specs = new Map(op.params.filter((p) => p.in === 'path').map((p) => [p.name, p]))
  const segs = templateSegments(op.path).map((s) => {
    const name = /^\{(.+)\}$/.exec(s)?.[1]
    return name === undefined ? s : encodePath(specs.get(name), r.path[name] ?? '')
  })
  const qs = new URLSearchParams(r.query).toString()
  return `/${gateway}/${segs.join('/')}${qs ? `?${qs}` : ''}`
}

function exampleBody(op: Operation, gateway: GatewayId) {
  if (op.method !== 'POST') return undefined
  const templateOf = (id: string) => OPERATIONS_BY_ID.get(id)?.path
  const v = validateRequest(op, exampleRequest(op, gateway, records, EXAMPLES, templateOf).request)
  // A placeholder no answer filled is not a body a client would send; an empty JSON object is.
  if (v.ok && v.request.body && !v.request.body.text.includes('{{')) return v.request.body
  return op.bodyFormat === 'binary' ? undefined : { text: '{}', contentType: 'application/json' as const }
}

function requestArb(op: Operation, gateway: GatewayId): fc.Arbitrary<FuzzRequest> {
  const pathSpecs = op.params.filter((p) => p.in === 'path')
  const querySpecs = op.querySchema(gateway).shape
  const queryParams = op.params.filter((p) => p.in === 'query' && p.name in querySpecs)
  const path = fc.record(Object.fromEntries(pathSpecs.map((p) => [p.name, valueArb(p, gateway, seenFor(p))])))
  const query = fc
    .tuple(
      ...queryParams.map((p) =>
        fc.option(valueArb(p, gateway, seenFor(p)), { freq: p.required ? 8 : 2 }).map((v) => [p.name, v] as const),
      ),
      // Now and then a key the operation does not take (refused, or dropped where the upstream ignores it).
      fc.oneof(
        { weight: 9, arbitrary: fc.constant(null) },
        {
          weight: 1,
          arbitrary: fc.tuple(fc.constantFrom('x', 'limit', 'format', 'pagination.limit'), fc.string({ maxLength: 6 })),
        },
      ),
    )
    .map((entries) => {
      const extra = entries.pop() as [string, string] | null
      const given = (entries as (readonly [string, string | null])[]).filter(
        (e): e is [string, string] => e[1] !== null,
      )
      return extra ? [...given, extra] : given
    })
  // The body stays the console's example (the security fuzz sends hostile bodies): the values varied are the
  // path's and the query's.
  return fc.record({ path, query, body: fc.constant(exampleBody(op, gateway)) }, { requiredKeys: ['path', 'query'] })
}

async function sendOne(op: Operation, gateway: GatewayId, r: FuzzRequest, collect = false): Promise<void> {
  env.tag(`${op.id}@${gateway}`)
  const before = env.calls.length
  const url = urlOf(op, gateway, r)
  const init = r.body
    ? requestInit({ body: r.body, method: op.method } as Parameters<typeof requestInit>[0])
    : { method: op.method }
  const res = await send(env.core, url, {
    method: op.method,
    headers: (init.headers as Record<string, string> | undefined) ?? {},
    body: init.body as string | Uint8Array | undefined,
    signal: AbortSignal.timeout(40_000),
  })
  if (res.status === 500) proxyFailures.push(`${op.id} ${url}: the proxy answered 500 ${res.text.slice(0, 200)}`)
  if (res.status >= 400 && env.calls.length === before) {
    const body = res.json as { error?: unknown; detail?: unknown } | undefined
    if (typeof body?.error !== 'string' || typeof body.detail !== 'string')
      proxyFailures.push(`${op.id} ${url}: a refusal without {error, detail}: ${res.text.slice(0, 200)}`)
  }
  if (res.status >= 200 && res.status < 300) {
    harvest(res.text)
    const tree = collect ? parseJsonTree(res.text) : undefined
    if (tree) {
      const before = records.length
      collectRecords(tree, op.path, records)
      deriveRecords(records, before)
    }
  }
}

/** Every operation a proxied gateway serves, once per gateway (KMD has its own console routes, never the proxy). */
const pairs = CATALOG.flatMap((op) =>
  op.gateways.filter((g) => findGateway(g)?.kind !== 'kmd').map((gateway) => ({ op, gateway })),
)

describe('no client-chosen value makes a gateway answer 5xx', () => {
  it('devnet’s sharded ledger has the shards its network file names, the ones the proxy lets through', async () => {
    const r = await send(env.core, '/sharded/network/config')
    const config = (r.json as { data?: { config?: Record<string, unknown> } }).data?.config
    expect(config?.erd_num_shards_without_meta).toBe(getNetwork('sharded').shards)
  })

  it(`${RUNS_PER_OPERATION} requests per operation and gateway (${pairs.length} pairs) through the proxy to devnet`, async () => {
    // The console's example of each first: its answers are where later values come from.
    for (const { op, gateway } of pairs) {
      const templateOf = (id: string) => OPERATIONS_BY_ID.get(id)?.path
      const v = validateRequest(op, exampleRequest(op, gateway, records, EXAMPLES, templateOf).request)
      if (!v.ok) continue
      const path = Object.fromEntries(
        Object.entries(v.request.pathValues).map(([k, x]) => [k, Array.isArray(x) ? x.join(',') : String(x)]),
      )
      const body = v.request.body?.text.includes('{{') ? undefined : v.request.body
      const query: [string, string][] = [...new URLSearchParams(v.request.search)]
      await sendOne(op, gateway, { path, query, ...(body && { body }) }, true)
    }
    const started = Date.now()
    for (const { op, gateway } of pairs)
      await fc.assert(
        fc.asyncProperty(requestArb(op, gateway), (r) => sendOne(op, gateway, r)),
        { numRuns: RUNS_PER_OPERATION },
      )
    const reached = env.calls.length
    const simulations = env.calls.filter(SIMULATION_FAILURE).length
    const upstream5xx = env.calls
      .filter((c) => c.status >= 500 && !SIMULATION_FAILURE(c))
      .map((c) => `${c.tag}: ${c.method} ${c.url.slice(0, 200)} → ${c.status} ${c.text.slice(0, 160)}`)
    console.log(
      `[no-5xx] ${reached} requests reached devnet in ${Date.now() - started} ms of fuzzing; ${upstream5xx.length} answered 5xx (besides ${simulations} unsigned simulations)`,
    )
    // The generators are worth something only if many requests get past the proxy's rules.
    expect(upstream5xx).toEqual([])
    expect(proxyFailures).toEqual([])
    expect(reached).toBeGreaterThan(pairs.length * 4)
  }, 900_000)
})
