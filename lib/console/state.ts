import { OPERATIONS_BY_ID } from '@/lib/catalog'
import type { OperationId } from '@/lib/catalog/operation-ids'
import type { GatewayId, Operation } from '@/lib/catalog/types'
import { getNetwork, type NetworkId } from '@/lib/networks'

/**
 * The console's request as the user typed it: raw strings, never parsed numbers, so a shared link reproduces
 * exactly what was entered (big integers included). Validation and building happen in `validate.ts`.
 */
export interface ConsoleRequest {
  /** A catalog id; a URL's `op` becomes one only once the catalog has it (`parseConsoleUrl`). */
  opId: OperationId
  gateway: GatewayId
  /** Path params by name. */
  path: Readonly<Record<string, string>>
  /** Query params by name; a scalar param holds one value, an array param may hold several. */
  query: Readonly<Record<string, readonly string[]>>
  /** JSON body text as typed (POST operations). */
  body?: string
}

/** What a page gets from `searchParams`: Next hands repeated keys as arrays. */
export type SearchRecord = Readonly<Record<string, string | readonly string[] | undefined>>

export type ParsedUrl = { kind: 'empty' } | { kind: 'ok'; request: ConsoleRequest } | { kind: 'error'; message: string }

const toEntries = (input: URLSearchParams | SearchRecord): [string, string][] => {
  if (input instanceof URLSearchParams) return [...input.entries()]
  return Object.entries(input).flatMap(([k, v]) =>
    v === undefined ? [] : typeof v === 'string' ? [[k, v]] : v.map((x): [string, string] => [k, x]),
  )
}

/** Gateways of a network that serve an operation, in the network's order. */
export function gatewaysFor(op: Operation, network: NetworkId): GatewayId[] {
  return getNetwork(network).gateways.filter((g) => op.gateways.includes(g))
}

/**
 * Read `?op=&gw=&p.<name>=&q.<name>=&body=` into a request for this network. Unknown operation or gateway is an
 * error the page shows; values of params the operation does not have are dropped (old links stay usable).
 */
export function parseConsoleUrl(
  input: URLSearchParams | SearchRecord,
  network: NetworkId,
  operations: ReadonlyMap<string, Operation> = OPERATIONS_BY_ID,
): ParsedUrl {
  const entries = toEntries(input)
  const opId = entries.find(([k]) => k === 'op')?.[1]
  if (!opId) return { kind: 'empty' }
  const op = operations.get(opId)
  if (!op) return { kind: 'error', message: `Unknown operation “${opId}”.` }
  const offered = gatewaysFor(op, network)
  if (!offered.length) return { kind: 'error', message: `${getNetwork(network).name} does not offer ${op.id}.` }
  const gwParam = entries.find(([k]) => k === 'gw')?.[1]
  const gateway = gwParam === undefined ? offered[0]! : offered.find((g) => g === gwParam)
  if (!gateway)
    return { kind: 'error', message: `${op.id} is not served by gateway “${gwParam}” on ${getNetwork(network).name}.` }

  const names = new Set(op.params.map((p) => `${p.in === 'path' ? 'p' : 'q'}.${p.name}`))
  const path: Record<string, string> = {}
  const query: Record<string, string[]> = {}
  for (const [k, v] of entries) {
    if (!names.has(k)) continue
    const name = k.slice(2)
    if (k.startsWith('p.')) path[name] = v
    else (query[name] ??= []).push(v)
  }
  const body = entries.find(([k]) => k === 'body')?.[1]
  return {
    kind: 'ok',
    request: { opId: op.id, gateway, path, query, ...(body !== undefined && op.method !== 'GET' ? { body } : {}) },
  }
}

/** The canonical search string of a request: op, gw, path params in template order, query params in catalog order, body. */
export function toSearchParams(
  req: ConsoleRequest,
  operations: ReadonlyMap<string, Operation> = OPERATIONS_BY_ID,
): URLSearchParams {
  const op = operations.get(req.opId)
  const sp = new URLSearchParams({ op: req.opId, gw: req.gateway })
  for (const p of op?.params ?? []) {
    if (p.in === 'path') {
      const v = req.path[p.name]
      if (v) sp.append(`p.${p.name}`, v)
    } else for (const v of req.query[p.name] ?? []) if (v !== '') sp.append(`q.${p.name}`, v)
  }
  if (req.body !== undefined && req.body.trim() !== '') sp.append('body', req.body)
  return sp
}

/** `/<network>/api?...`: the console entry for a request (what the curated pages' "show API call" links to). */
export function consoleHref(network: NetworkId, req: ConsoleRequest): string {
  return `/${network}/api?${toSearchParams(req).toString()}`
}

/** An empty request for an operation on a gateway. */
export const blankRequest = (op: Operation, gateway: GatewayId): ConsoleRequest => ({
  opId: op.id,
  gateway,
  path: {},
  query: {},
})
