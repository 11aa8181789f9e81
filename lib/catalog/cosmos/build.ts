import type * as z from 'zod'
import { templateParams } from '../define'
import { pageRequest, path } from '../params'
import { type CacheClass, type HttpMethod, type OperationFlags, type OperationInput, type ParamSpec } from '../types'

/** Cosmos gateway letters as the catalog rows write them (`'H S X'`): the columns of the specification's tables. */
export const letters = (written: string): string[] => written.split(/\s+/).filter(Boolean)

const addr = (name: string, description: string) => path(name, 'address', { description })
/** An account address of the chain: bech32 with its checksum; the proxy checks the gateway's prefix. */
const account = (name: string, description: string) => path(name, 'bech32', { description })
const uint = (name: string, description: string) => path(name, 'uint64', { description })

/**
 * Path params by name, so each placeholder is described once for every operation that uses it.
 * A row overrides one by listing a path param of the same name (greedy denoms, the tx hash).
 */
const PATH_PARAMS: Readonly<Record<string, ParamSpec>> = Object.fromEntries(
  [
    path('channel_id', 'string', { description: 'channel unique identifier' }),
    path('port_id', 'string', { description: 'port unique identifier' }),
    path('connection', 'string', { description: 'connection unique identifier' }),
    path('connection_id', 'string', { description: 'connection unique identifier' }),
    path('client_id', 'string', { description: 'client (light client) identifier' }),
    uint('sequence', 'packet sequence'),
    path('packet_ack_sequences', 'uint64', { array: true, description: 'acknowledgement sequences, comma-separated' }),
    path('packet_commitment_sequences', 'uint64', { array: true, description: 'packet sequences, comma-separated' }),
    uint('revision_number', 'consensus state revision number'),
    uint('revision_height', 'consensus state revision height'),
    path('height', 'int64', { description: 'block height' }),
    path('last_height', 'int64', { description: 'last height of the current chain' }),
    account('address', 'account address'),
    // An interchain-account owner is any string the controller chose (usually, not always, an address).
    addr('owner', 'owner account address'),
    account('granter', 'granter account address'),
    account('grantee', 'grantee account address'),
    account('delegator_addr', 'delegator address'),
    path('validator_addr', 'valoper', { description: 'validator operator address' }),
    path('address_bytes', 'bytes', { description: 'address bytes, base64' }),
    path('address_string', 'bech32', { description: 'bech32 address string' }),
    path('denom', 'denom', { description: 'coin denomination' }),
    path('name', 'string', { description: 'module name or upgrade plan name' }),
    // The Hub gateway types every chain, asset, amount and validator parameter of its own modules as a string.
    path('chain', 'string', { description: 'chain name' }),
    path('asset', 'string', { description: 'asset denomination' }),
    path('source_chain', 'string', { description: 'source chain name' }),
    path('destination_chain', 'string', { description: 'destination chain name' }),
    path('amount', 'string', { description: 'transfer amount; 0 returns the minimum fee' }),
    path('validator', 'string', { description: 'validator address' }),
    uint('nonce', 'nonce'),
  ].map((p) => [p.name, p]),
)

export interface RowOpts {
  method?: HttpMethod
  /** Query params, plus path params that override the shared ones of PATH_PARAMS. */
  params?: readonly ParamSpec[]
  /** Adds the SDK page request; `{ shortOn }` lists the gateway letters where it is P-short. */
  page?: true | { shortOn: readonly string[] }
  /** Default `head`. */
  cache?: CacheClass
  /** Gateway letters when the row differs from its section's. */
  on?: string
  body?: z.ZodType
  since?: string
  deprecated?: string
  write?: true
  /** The gateway's table does not list this path; it is the real upstream one (flags.upstreamPath). */
  upstream?: true
  /** The row's own `source` when it differs from its group's (another gateway's extras, `000 §4.14`). */
  source?: string
}

export interface CatalogSection {
  /** Id namespace, e.g. `cosmos.ibc.channel`. */
  ids: string
  group: string
  /** Path prefix written once for the whole group. */
  prefix: string
  /** Gateway letters of the group's rows (H Hub, S Staking, X Exchange, P Platform, C Classic), extras included. */
  on: string
  source: string
}

/** Path params in template order (defaults by name, row overrides), then the row's query params. */
function resolveParams(id: string, template: string, given: readonly ParamSpec[]): ParamSpec[] {
  const overrides = new Map(given.filter((p) => p.in === 'path').map((p) => [p.name, p]))
  const pathSpecs = templateParams(template).map((name) => {
    const spec = overrides.get(name) ?? PATH_PARAMS[name]
    if (!spec) throw new Error(`${id}: no description for path param {${name}}`)
    return spec
  })
  return [...pathSpecs, ...given.filter((p) => p.in === 'query')]
}

function flagsOf(o: RowOpts): OperationFlags | undefined {
  const flags: OperationFlags = {}
  if (o.deprecated) flags.deprecated = o.deprecated
  if (o.write) flags.write = true
  if (o.since) flags.since = o.since
  if (o.upstream) flags.upstreamPath = true
  return Object.keys(flags).length ? flags : undefined
}

/** A row builder for one module group: `op(name, suffix, summary, opts)` → catalog entry `<ids>.<name>`. */
export function section(s: CatalogSection) {
  return function op(name: string, suffix: string, summary: string, o: RowOpts = {}): OperationInput {
    const id = `${s.ids}.${name}`
    const template = s.prefix + suffix
    const shortOn = o.page && o.page !== true ? o.page.shortOn : []
    const params = [...resolveParams(id, template, o.params ?? []), ...(o.page ? pageRequest(shortOn) : [])]
    const flags = flagsOf(o)
    return {
      id,
      kind: 'cosmos',
      method: o.method ?? 'GET',
      path: template,
      columns: letters(o.on ?? s.on),
      group: s.group,
      summary,
      ...(params.length > 0 && { params }),
      ...(o.body && { body: o.body }),
      ...(o.page && { pagination: 'sdk' as const }),
      ...(shortOn.length > 0 && { shortPageOn: shortOn }),
      cache: o.cache ?? 'head',
      ...(flags && { flags }),
      source: o.source ?? s.source,
    }
  }
}
