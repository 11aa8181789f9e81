import 'server-only'
import type * as z from 'zod'
import type { MatchResult } from '@/lib/catalog/match'
import { buildPath } from '@/lib/catalog/paths'
import { type GatewayId, type HttpMethod, type Operation } from '@/lib/catalog/types'
import { findGateway, gatewayDef, isGatewayId, proxiedGatewayIds } from '@/lib/networks'
import { gatewayConfig, type GatewayConfig } from '@/lib/server/env'
import { ProxyRefusal, badRequest, notFound } from './errors'
import { checkAddressPrefixes, checkNetworkBounds } from './formats'
import { assertSafeSegments, segmentProblem } from './segments'
import type { Prepared } from './types'

export type Matcher = (gateway: GatewayId, method: HttpMethod, segments: readonly string[]) => MatchResult
export type QueryInput = Record<string, string | readonly string[] | undefined>

export interface PrepareDeps {
  gateways: Record<GatewayId, GatewayConfig>
  writesEnabled: boolean
  matcher: Matcher
}

/** The one request header the proxy forwards: an SDK read at a past height (`x-cosmos-block-height`). */
export const HEIGHT_HEADER = 'x-cosmos-block-height'
const INT64_MAX = 9223372036854775807n

/**
 * The past height a client asked for, checked before it can reach a gateway or a cache key: a positive int64 in
 * plain decimal, on an SDK chain only (the other gateways have no such header; they take the height as a query
 * parameter the catalog describes).
 */
export function parseHeightHeader(
  raw: string | readonly string[] | null | undefined,
  gateway: GatewayId,
): string | undefined {
  if (raw === null || raw === undefined) return undefined
  if (typeof raw !== 'string') throw badRequest('invalid_parameter', `${HEIGHT_HEADER}: give it once`)
  if (findGateway(gateway)?.kind !== 'cosmos')
    throw badRequest(
      'invalid_parameter',
      `${HEIGHT_HEADER}: only the SDK chains' gateways read state at a past height by header`,
    )
  if (!/^[1-9]\d{0,18}$/.test(raw) || BigInt(raw) > INT64_MAX)
    throw badRequest(
      'invalid_parameter',
      `${HEIGHT_HEADER}: a block height is a positive whole number (int64), not "${raw.slice(0, 40)}"`,
    )
  return raw
}

const opLabel = (op: Operation) => `${op.method} ${op.path}`

/** The gateway id from a URL, refusing ids we do not proxy. */
export function resolveGateway(gateway: string): GatewayId {
  if (!isGatewayId(gateway))
    throw notFound(
      'unknown_gateway',
      `there is no gateway named "${gateway.slice(0, 64)}"; known gateways: ${proxiedGatewayIds().join(', ')}`,
    )
  if (gatewayDef(gateway).kind === 'kmd')
    throw notFound(
      'not_served',
      'KMD operations are not proxied: use the KMD console (/kmd), which keeps its own session routes',
    )
  return gateway
}

export function resolveMethod(method: string): 'GET' | 'POST' {
  if (method === 'GET' || method === 'POST') return method
  throw new ProxyRefusal(
    405,
    'method_not_allowed',
    `${method.slice(0, 16)} is not served; the proxy answers GET and POST`,
    { allow: 'GET, POST' },
  )
}

/** Route a decoded path to the catalog operation this gateway offers, or explain why not. */
export function matchRoute(
  gateway: GatewayId,
  method: 'GET' | 'POST',
  segments: readonly string[],
  matcher: Matcher,
): { op: Operation; pathParams: Record<string, string> } {
  assertSafeSegments(segments)
  const shown = `/${segments.join('/')}`.slice(0, 200)
  const m = matcher(gateway, method, segments)
  switch (m.kind) {
    case 'ok':
      return { op: m.op, pathParams: m.pathParams }
    case 'method-not-allowed':
      throw new ProxyRefusal(
        405,
        'method_not_allowed',
        `${method} is not allowed on ${shown}; allowed: ${m.allowed.join(', ')}`,
        {
          allow: m.allowed.join(', '),
        },
      )
    case 'other-gateways':
      if (m.op.flags.removed || m.gateways.length === 0)
        throw notFound(
          'removed',
          `${opLabel(m.op)} was removed: ${m.op.flags.removed ?? 'no gateway offers it any more'}`,
        )
      throw notFound(
        'not_on_gateway',
        `${opLabel(m.op)} is not offered by ${gateway}; it is offered by ${m.gateways.join(', ')}`,
      )
    case 'not-found':
      throw notFound('unknown_operation', `no operation of the ${gateway} gateway matches ${method} ${shown}`)
  }
}

/** URLSearchParams → record; a repeated key becomes an array. */
export function queryRecord(search: URLSearchParams): QueryInput {
  const out: Record<string, string | string[]> = {}
  for (const [k, v] of search) {
    const prev = out[k]
    out[k] = prev === undefined ? v : Array.isArray(prev) ? [...prev, v] : [prev, v]
  }
  return out
}

function describeParamIssue(
  where: 'path' | 'query',
  op: Operation,
  input: Record<string, unknown>,
  issue: z.core.$ZodIssue,
): string {
  const name = String(issue.path[0] ?? '')
  const spec = op.params.find((p) => p.in === where && p.name === name)
  let rule = issue.message
  if (!(name in input) || input[name] === undefined) rule = 'is required'
  else if (Array.isArray(input[name]) && spec && !spec.array) rule = 'may be given only once'
  return `${where} parameter ${name}: ${rule}`
}

function parseParams(where: 'path' | 'query', schema: z.ZodObject, op: Operation, input: Record<string, unknown>) {
  const allowed = Object.keys(schema.shape)
  const unknown = Object.keys(input).filter((k) => !allowed.includes(k))
  // Where the upstream ignores keys it does not know (an official client sends some), they are dropped here: never
  // forwarded, never part of the cache key, and the client's ordinary call still succeeds.
  const drop = where === 'query' && !!op.flags.ignoresUnknownQuery
  if (unknown.length && drop) input = Object.fromEntries(Object.entries(input).filter(([k]) => allowed.includes(k)))
  else if (unknown.length)
    throw badRequest(
      'unknown_parameter',
      `unknown ${where} parameter ${unknown.map((k) => k.slice(0, 64)).join(', ')}; ${allowed.length ? `allowed: ${allowed.join(', ')}` : 'this operation takes none'}`,
    )
  const r = schema.safeParse(input)
  if (!r.success) throw badRequest('invalid_parameter', describeParamIssue(where, op, input, r.error.issues[0]!))
  return r.data as Record<string, string | string[] | undefined>
}

/** A pinning value names one block for good: a height/round or a 32-byte id, never `best`/`finalized`. */
const PINNING = /^(\d{1,20}|0x[0-9a-fA-F]{64})$/

/**
 * Validate an operation call and build its upstream URL from the configured base and the template, segment by
 * segment. The URL's origin and path are asserted to be exactly what was built before anything is sent.
 */
export function prepareCall(
  op: Operation,
  gateway: GatewayId,
  pathValues: Record<string, string>,
  query: QueryInput,
  deps: PrepareDeps,
  /** A validated past height (parseHeightHeader): forwarded upstream and part of the cache key. */
  height?: string,
): Prepared {
  if (op.flags.websocket)
    throw badRequest(
      'websocket_only',
      `${opLabel(op)} is a WebSocket subscription, not an HTTP request; use the live feed relay (/api/live)`,
    )
  if (op.flags.write && !deps.writesEnabled)
    throw new ProxyRefusal(
      403,
      'writes_disabled',
      `${opLabel(op)} changes chain state and writes are switched off on this server (WRITES_ENABLED=false)`,
    )
  const method = op.method === 'POST' ? 'POST' : 'GET'

  const rawQuery = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined))
  const pathData = parseParams('path', op.pathSchema, op, pathValues)
  const queryData = parseParams('query', op.querySchema(gateway), op, rawQuery)
  const conflict = op.conflict(queryData)
  if (conflict)
    throw badRequest(
      'conflicting_parameters',
      `query parameters ${conflict[0]} and ${conflict[1]} cannot be given together: the ${gateway} gateway refuses the pair; give one of them`,
    )

  const config = gatewayConfig(deps.gateways, gateway)
  checkAddressPrefixes(op, gateway, 'path', pathData, config)
  checkAddressPrefixes(op, gateway, 'query', queryData, config)
  checkNetworkBounds(op, gateway, 'path', pathData)
  checkNetworkBounds(op, gateway, 'query', queryData)
  const base = new URL(config.url)
  const prefix = base.pathname.replace(/\/+$/, '')
  const path = prefix + buildPath(op, pathData as Record<string, string | string[]>, config.aliases)
  const qs = new URLSearchParams()
  for (const k of Object.keys(queryData).sort()) {
    const v = queryData[k]
    if (v === undefined) continue
    for (const one of Array.isArray(v) ? v : [v]) qs.append(k, one)
  }
  const search = qs.toString()
  const url = `${base.origin}${path}${search ? `?${search}` : ''}`
  const check = new URL(url)
  if (check.origin !== base.origin || check.pathname !== path || !path.startsWith(`${prefix}/`))
    throw new ProxyRefusal(400, 'invalid_path', 'the request does not resolve to a path of this gateway')

  const pinnedBy = op.immutableWith ? queryData[op.immutableWith] : undefined
  return {
    gateway,
    kind: gatewayDef(gateway).kind,
    op,
    method,
    url,
    key: `${gateway}|${method}|${path}?${search}${height ? `|h=${height}` : ''}`,
    cacheClass: op.cache,
    // State at a given height never changes (a height past the head is an error, and errors are not stored).
    pinned: !!height || (typeof pinnedBy === 'string' && PINNING.test(pinnedBy)),
    ...(height && { height }),
    // Only operations whose catalog entry has the `format` enum can get here with msgpack (validated above).
    answer: queryData.format === 'msgpack' ? 'msgpack' : 'json',
  }
}

/** For server-side callers that pass values, not a URL: the same raw-segment rules as the route. */
export function checkPathValues(op: Operation, values: Record<string, string>): void {
  for (const p of op.params) {
    if (p.in !== 'path') continue
    const v = values[p.name]
    if (v === undefined) continue
    for (const seg of p.greedy ? v.split('/') : [v]) {
      const problem = segmentProblem(seg)
      if (problem) throw badRequest('invalid_parameter', `path parameter ${p.name}: ${problem}`)
    }
  }
}
