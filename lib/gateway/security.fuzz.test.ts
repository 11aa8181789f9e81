import { bech32 } from '@scure/base'
import { isValidAddress } from 'algosdk'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { matchOperation, OPERATIONS_BY_ID } from '@/lib/catalog'
import type { GatewayId, HttpMethod, ParamSpec } from '@/lib/catalog/types'
import { decodeSegments } from '@/lib/gateway/segments'
import { getNetwork, networkOfGateway } from '@/lib/networks'
import { defaultAllowedHosts, hostPolicy } from '@/lib/security/host'
import { checkRequestTarget } from '@/lib/security/request-target'
import { SENTINEL, manualClock, send, sendJson, startFake, testCore, type Fake } from '@/tests/proxy/harness'
import { NEVER_VALID_BODIES, requestArb, type FuzzRequest } from '@/tests/security/requests'
import type { GatewayCore } from './core'

/**
 * The issue-15 property, fuzzed over the real catalog (10,000 requests a run): whatever a hostile client sends —
 * any host, request target, operation, param value or body — the proxy never answers 500, every refusal is JSON
 * `{error, detail}`, the key never shows, and nothing the proxy could tell is invalid reaches the gateway. The
 * judge of "invalid" is an oracle written apart from the proxy's validators (its own bech32 decoding, algosdk's
 * address check, plain regular expressions), so a gap in the proxy's rules is a gap the oracle sees.
 */
const RUNS = 10_000
const PORT = 3000
const ALLOWED = defaultAllowedHosts(PORT)

let fake: Fake
let core: GatewayCore
beforeAll(async () => {
  fake = await startFake(4127)
  // A gateway that echoes its key everywhere: a leak anywhere shows in the answer.
  fake.handler = (req, res) =>
    sendJson(res, 200, { key: req.headers['api-key'], url: req.url }, { etag: String(req.headers['api-key']) })
  core = testCore(fake, {
    clock: manualClock(),
    matcher: matchOperation,
    operation: (id) => OPERATIONS_BY_ID.get(id),
    settings: { breaker: { threshold: 1_000_000, openMs: 1 } },
  })
})
afterAll(async () => {
  await core.close()
  await fake.close()
})

/** Bech32 as the gateway reads it, decoded here with @scure/base directly: checksum, case, payload, prefix. */
function bech32Of(v: string): { prefix: string; size: number } | undefined {
  if (v !== v.toLowerCase()) return undefined
  try {
    const d = bech32.decode(v as `${string}1${string}`, 120)
    return { prefix: d.prefix, size: bech32.fromWords(d.words).length }
  } catch {
    return undefined
  }
}

function prefixOf(gateway: GatewayId): string | undefined {
  const n = networkOfGateway(gateway)
  const a = n && getNetwork(n).address
  return a && (a.kind === 'bech32' || a.kind === 'bech32-sharded') ? a.prefix : undefined
}

const U64 = 18446744073709551615n
const DENOM = /^[a-zA-Z][a-zA-Z0-9/:._-]{2,127}$/

/** false: the gateway would refuse this value here; undefined: a free-form value the oracle does not judge. */
function oracle(spec: ParamSpec, gateway: GatewayId, value: string): boolean | undefined {
  if (spec.enum) return spec.enum.includes(value)
  // A shard id: one of the network's shards (its file's count) or the metachain.
  if (spec.networkBound === 'shard') {
    const n = networkOfGateway(gateway)
    const shards = n ? (getNetwork(n).shards ?? 0) : 0
    return value === '4294967295' || (/^\d{1,3}$/.test(value) && Number(value) < shards)
  }
  const items = spec.array ? value.split(',') : [value]
  const one = (v: string): boolean | undefined => {
    switch (spec.type) {
      case 'bech32':
      case 'valoper': {
        const d = bech32Of(v)
        const prefix = prefixOf(gateway)
        return (
          !!d &&
          (d.size === 20 || d.size === 32) &&
          d.prefix === (spec.type === 'valoper' ? `${prefix}valoper` : prefix)
        )
      }
      case 'hex20':
        return /^0x[0-9a-fA-F]{40}$/.test(v)
      case 'hex32':
        return /^0x[0-9a-fA-F]{64}$/.test(v)
      case 'hash':
        return /^[0-9a-fA-F]{64}$/.test(v)
      case 'vm-revision':
        return (
          ['best', 'finalized'].includes(v) ||
          /^0x[0-9a-fA-F]{64}$/.test(v) ||
          (/^\d{1,10}$/.test(v) && Number(v) <= 0xffffffff)
        )
      case 'denom':
        return DENOM.test(v)
      case 'ledger-address':
        return isValidAddress(v)
      case 'ledger-txid':
        return /^[A-Z2-7]{52}$/.test(v)
      case 'uint64':
      case 'integer':
        return /^\d{1,20}$/.test(v) && BigInt(v) <= U64
      case 'int64':
        return /^-?\d{1,19}$/.test(v) && BigInt(v) <= 9223372036854775807n && BigInt(v) >= -9223372036854775808n
      case 'boolean':
        return v === 'true' || v === 'false'
      default:
        return undefined
    }
  }
  return items.every((v) => one(v) !== false)
}

const hostArb = fc.oneof(
  fc.constantFrom(...ALLOWED),
  fc.constantFrom(
    'evil.example:3000',
    'evil.example',
    'localhost:3001',
    'localhost',
    '127.0.0.1',
    'LOCALHOST:3000',
    '127.0.0.1:3000.evil.example',
    '[::1]',
    '',
  ),
  fc.domain().map((d) => `${d}:${PORT}`),
)
const targetArb = fc.oneof(
  { weight: 8, arbitrary: fc.constant('origin') },
  {
    weight: 1,
    arbitrary: fc.constantFrom('*', 'http://evil.example/hub/', 'https://127.0.0.1:3000/', 'evil.example:443'),
  },
)

const reqArb = fc.record({ request: requestArb(), host: hostArb, target: targetArb })
const policy = hostPolicy(ALLOWED)

describe('security fuzzing: hosts, targets, paths, params and bodies over the real catalog', () => {
  it(`${RUNS} hostile requests: no 500, JSON errors, no key, nothing invalid reaches the gateway`, async () => {
    const stats = { refusedAtDoor: 0, refused: 0, reached: 0 }
    await fc.assert(
      fc.asyncProperty(reqArb, async ({ request: r, host, target }) => {
        const url = target === 'origin' ? `/api/gw${r.path}${r.query ? `?${r.query}` : ''}` : target
        const door = checkRequestTarget({ url, headers: host ? { host } : {} }, { policy, trustProxy: false })
        // Host names are case-insensitive (RFC 9110 §4.2.3).
        const admitted = target === 'origin' && ALLOWED.includes(host.trim().toLowerCase())
        expect(door === undefined).toBe(admitted)
        if (door) {
          stats.refusedAtDoor++
          expect([400, 421]).toContain(door.status)
          return
        }
        const before = fake.calls.length
        const res = await send(core, `${r.path}${r.query ? `?${r.query}` : ''}`, {
          method: r.method,
          headers: { 'content-type': r.contentType },
          body: r.body,
        })
        expect(res.status).not.toBe(500)
        expect(res.text).not.toContain(SENTINEL)
        for (const [, v] of res.headers) expect(v).not.toContain(SENTINEL)
        if (res.status >= 400) expect(res.json).toMatchObject({ error: expect.any(String), detail: expect.any(String) })
        const reached = fake.calls.length > before
        // Not sent and not refused: an answer from the cache, sent earlier for the same valid request.
        if (!reached) {
          if (res.status >= 400) stats.refused++
          return
        }
        stats.reached++
        const invalid = invalidValues(r)
        expect(invalid, `${r.method} ${r.path}?${r.query} reached the gateway with invalid values`).toEqual([])
        if (r.body !== undefined) expect(NEVER_VALID_BODIES).not.toContain(r.body)
      }),
      { numRuns: RUNS },
    )
    // The generators are only useful if every outcome happens often (a request reaches the gateway only when all
    // its values are valid, and once: repeats are cache hits).
    expect(stats.refusedAtDoor).toBeGreaterThan(RUNS / 10)
    expect(stats.refused).toBeGreaterThan(RUNS / 10)
    expect(stats.reached).toBeGreaterThan(RUNS / 25)
  }, 300_000)
})

/** The values the gateway received, read back from the request as the router saw it, that the oracle refuses. */
function invalidValues(r: FuzzRequest): string[] {
  const [gateway, ...segments] = decodeSegments(r.path) as [GatewayId, ...string[]]
  const m = matchOperation(gateway, r.method as HttpMethod, segments)
  if (m.kind !== 'ok') return [`no operation matches ${r.path}`]
  const sent: [ParamSpec | undefined, string][] = Object.entries(m.pathParams).map(([k, v]) => [
    m.op.params.find((p) => p.in === 'path' && p.name === k),
    v,
  ])
  for (const [k, v] of new URLSearchParams(r.query))
    sent.push([m.op.params.find((p) => p.in === 'query' && p.name === k), v])
  return sent
    .filter(([spec, value]) => !spec || oracle(spec, gateway, value) === false)
    .map(([spec, value]) => `${spec?.name ?? '(unknown)'}=${value.slice(0, 60)}`)
}
