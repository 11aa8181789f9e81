import { sha256 } from '@noble/hashes/sha2.js'
import { bytesToHex } from '@noble/hashes/utils.js'
import { OPERATIONS_BY_ID } from '@/lib/catalog'
import { scalarSchema } from '@/lib/catalog/schema'
import { networkOfGateway, getNetwork } from '@/lib/networks'
import type { OperationId } from '@/lib/catalog/operation-ids'
import type { GatewayId, Operation, ParamSpec, ScalarType } from '@/lib/catalog/types'
import { bodySkeleton } from './body'
import { formFields, hasBody } from './form'
import type { JsonNode } from './json'
import type { OperationExample } from './example-table'
import type { ConsoleRequest } from './state'

/**
 * Example requests for every operation, the console's "request builder" for tests and demos. Identifiers come
 * from what a gateway has already answered (an address from an accounts list, a height from the latest block):
 * each object of an answer becomes a record of its scalar fields, and a param takes the value of a field whose
 * name fits it. The per-operation table (./example-table.ts) covers what no answer lists (bodies, storage keys,
 * errors a gateway answers by design).
 */

/** Scalar fields of one JSON object (arrays of scalars contribute their first item), and the template that answered it. */
export interface IdRecord {
  source: string
  fields: ReadonlyMap<string, string>
}

/** Walk an answer, pre-order, so a record's own fields come before its children's (a channel before its counterparty). */
export function collectRecords(node: JsonNode, source: string, into: IdRecord[] = [], max = 400): IdRecord[] {
  const limit = into.length + max
  const visit = (n: JsonNode) => {
    if (into.length >= limit) return
    if (n.kind === 'object') {
      const fields = new Map<string, string>()
      for (const [k, v] of n.entries) {
        const s = scalarOf(v) ?? (v.kind === 'array' ? scalarOf(v.items[0]) : undefined)
        if (s !== undefined && s !== '') fields.set(k, s)
      }
      if (fields.size) into.push({ source, fields })
      for (const [, v] of n.entries) visit(v)
    } else if (n.kind === 'array') {
      for (const item of n.items.slice(0, 20)) visit(item)
    }
  }
  visit(node)
  return into
}

/** Leading literal segments two templates share: answers of neighbouring operations hold the right identifiers. */
function kinship(a: string, b: string): number {
  const x = a.split('/')
  const y = b.split('/')
  let n = 0
  while (n < x.length && n < y.length && x[n] === y[n] && !x[n]!.startsWith('{')) n++
  return n
}

const scalarOf = (n: JsonNode | undefined): string | undefined =>
  n?.kind === 'string' ? n.value : n?.kind === 'number' ? n.text : n?.kind === 'boolean' ? String(n.value) : undefined

/** Answer fields that hold a value for a param, beyond the param's own name (upstream field names per kind). */
const FIELD_NAMES: Readonly<Record<string, readonly string[]>> = {
  address: ['address', 'delegator_address', 'granter', 'grantee', 'sender', 'beneficiary', 'signer', 'receiver'],
  owner: ['address'],
  granter: ['address'],
  // A sponsored transaction's fee names its granter and, as payer, the grantee the allowance covers.
  grantee: ['payer', 'address'],
  contract_address: ['contract', 'token_contract'],
  erc20: ['contract'],
  delegator_addr: ['delegator_address'],
  validator_addr: ['operator_address', 'validator_address', 'voter'],
  validator: ['operator_address', 'validator_address'],
  connection: ['connection_id', 'connection_hops'],
  connection_id: ['connection_hops'],
  account_id: ['account_number'],
  id: ['account_number', 'transactions', 'txID', 'txid'],
  address_string: ['address'],
  hash: ['txhash'],
  height: ['revision_height', 'latest_height'],
  last_height: ['height', 'revision_height'],
  denom: ['base'],
  asset: ['asset', 'denom', 'assets'],
  chain: ['chains', 'chain_name'],
  source_chain: ['chains'],
  destination_chain: ['chains'],
  txhash: ['hash', 'txHash'],
  'account-id': ['address', 'sender', 'receiver'],
  'application-id': ['created-application-index', 'application-id', 'app-id', 'id'],
  'asset-id': ['index', 'created-asset-index'],
  'round-number': ['round', 'last-round', 'current-round', 'confirmed-round'],
  round: ['last-round', 'current-round', 'confirmed-round', 'round-number'],
  txid: ['id', 'tx-id'],
  revision: ['number'],
  tokenIdentifier: ['identifier', 'tokenIdentifier'],
}

/** A value of the right type when no answer holds one (the gateway may then answer its documented error). */
const FALLBACK: Readonly<Record<ScalarType, string>> = {
  string: 'example',
  address: 'example',
  uint64: '1',
  int64: '1',
  integer: '1',
  bytes: 'AA==',
  boolean: 'true',
  'date-time': '2026-01-01T00:00:00Z',
  hex: '0x00',
  bech32: 'example1qqqqqqqqqqqqqqqqqqqqqqqqqq',
  valoper: 'examplevaloper1qqqqqqqqqqqqqqqqqqqqqqqqqq',
  hex20: `0x${'00'.repeat(20)}`,
  hex32: `0x${'00'.repeat(32)}`,
  hash: '00'.repeat(32),
  'vm-revision': 'best',
  denom: 'example',
  'ledger-address': 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAY5HFKQ',
  'ledger-txid': 'A'.repeat(52),
  token: 'AA',
}

const fits = (spec: ParamSpec, v: string) => scalarSchema(spec).safeParse(v).success

/** Candidate of a record for a param; a `0` is a poor identifier (height 0, sequence 0), kept as a last resort. */
function fromRecord(spec: ParamSpec, rec: IdRecord): string | undefined {
  for (const name of [spec.name, ...(FIELD_NAMES[spec.name] ?? [])]) {
    const v = rec.fields.get(name)
    // A plain path segment cannot carry a slash (the proxy refuses %2F), so base64 holding one is skipped.
    if (v !== undefined && v !== '0' && fits(spec, v) && (spec.in !== 'path' || spec.greedy || !v.includes('/')))
      return v
  }
  return undefined
}

/** Records ordered by usefulness for a template: preferred sources, then kinship, then arrival. */
export function rankRecords(
  template: string,
  records: readonly IdRecord[],
  prefer: readonly string[] = [],
  beside?: string,
): IdRecord[] {
  return records
    .map((r, i) => ({
      r,
      i,
      b: beside && r.fields.has(beside) ? 1 : 0,
      p: prefer.includes(r.source) ? 1 : 0,
      k: kinship(template, r.source),
    }))
    .sort((a, b) => b.b - a.b || b.p - a.p || b.k - a.k || a.i - b.i)
    .map((x) => x.r)
}

/**
 * Values for an example's params from ranked records, greedily: each record adds the values it has for params
 * still open, provided it agrees with every value already chosen (so a channel's port and channel ids come from
 * one channel, not from its counterparty). Returns what it found; the caller decides about the rest.
 */
export function exampleParams(
  specs: readonly ParamSpec[],
  ranked: readonly IdRecord[],
  fixed: Readonly<Record<string, string>> = {},
): Record<string, string> {
  const chosen: Record<string, string> = { ...fixed }
  const agrees = (found: readonly (readonly [ParamSpec, string])[]) =>
    !found.some(([s, v]) => chosen[s.name] !== undefined && chosen[s.name] !== v)
  // One record that holds every open param wins over a patchwork: a delegation names its own delegator,
  // validator and denom, where pieces of several records may name a pair that does not exist.
  const open = specs.filter((s) => chosen[s.name] === undefined)
  if (open.length > 1)
    for (const rec of ranked) {
      const found = specs
        .map((s) => [s, fromRecord(s, rec)] as const)
        .filter((x): x is readonly [ParamSpec, string] => x[1] !== undefined)
      if (!open.every((s) => found.some(([f]) => f === s)) || !agrees(found)) continue
      for (const [s, v] of found) chosen[s.name] ??= v
      break
    }
  for (const rec of ranked) {
    if (specs.every((s) => chosen[s.name] !== undefined)) break
    const found = specs
      .map((s) => [s, fromRecord(s, rec)] as const)
      .filter((x): x is readonly [ParamSpec, string] => x[1] !== undefined)
    if (!found.some(([s]) => chosen[s.name] === undefined)) continue
    if (!agrees(found)) continue
    for (const [s, v] of found) chosen[s.name] ??= v
  }
  return Object.fromEntries(specs.filter((s) => chosen[s.name] !== undefined).map((s) => [s.name, chosen[s.name]!]))
}

/**
 * Identifiers an answer implies without naming them: a Cosmos block lists its transactions as base64 bytes (a
 * transaction's hash is the upper-case hex SHA-256 of those bytes), and an `ibc/<hash>` denom carries its hash.
 */
export function deriveRecords(records: IdRecord[], from: number): void {
  for (const rec of records.slice(from)) {
    const ibc = /^ibc\/([0-9A-F]{64})$/.exec(rec.fields.get('denom') ?? '')
    if (ibc) records.push({ source: rec.source, fields: new Map([...rec.fields, ['hash', ibc[1]!]]) })
    const txs = rec.fields.get('txs')
    if (!txs || !/^[A-Za-z0-9+/]+={0,2}$/.test(txs) || txs.length < 16) continue
    const bytes = Uint8Array.from(atob(txs), (c) => c.charCodeAt(0))
    records.push({ source: rec.source, fields: new Map([['txhash', bytesToHex(sha256(bytes)).toUpperCase()]]) })
  }
}

/** Replace `{{field}}` with the first ranked record's value of that field; names left unresolved are reported. */
export function fillPlaceholders(
  text: string,
  ranked: readonly IdRecord[],
  missing: string[],
  known: Readonly<Record<string, string>> = {},
): string {
  return text.replace(/\{\{([\w.$-]+)\}\}/g, (all, name: string) => {
    const v = known[name] ?? ranked.map((r) => r.fields.get(name)).find((x) => x !== undefined && x !== '0')
    if (v === undefined) missing.push(name)
    return v ?? all
  })
}

/** Identifiers some networks prefer when an answer offers them (a transfer channel carries packets). */
const PREFERRED: Readonly<Record<string, string>> = { port_id: 'transfer' }

export interface Example {
  request: ConsoleRequest
  /** Params or placeholders no earlier answer could fill (typed fallbacks stand in): the example may fail. */
  missing: string[]
}

/** The example request of an operation on a gateway, from what the gateway answered so far and the example table. */
export function exampleRequest(
  op: Operation,
  gateway: GatewayId,
  records: readonly IdRecord[],
  table: Readonly<Partial<Record<OperationId, OperationExample>>> = {},
  templates: (id: string) => string | undefined = () => undefined,
): Example {
  const given = table[op.id] ?? {}
  const prefer = (given.prefer ?? []).map(templates).filter((t): t is string => t !== undefined)
  const ranked = rankRecords(op.path, records, prefer, given.beside)
  const missing: string[] = []
  // An example that names where its identifiers come from waits for those answers rather than guessing from
  // others: until a preferred operation this gateway serves has answered, or a record holds the `beside` field.
  const sources = (given.prefer ?? [])
    .filter((id) => OPERATIONS_BY_ID.get(id)?.gateways.includes(gateway))
    .map(templates)
  if (sources.length && !records.some((r) => sources.includes(r.source)))
    missing.push(`an answer of ${given.prefer!.join(' or ')}`)
  if (given.beside && !records.some((r) => r.fields.has(given.beside!))) missing.push(given.beside)
  const network = networkOfGateway(gateway)
  // `{{$denom}}`: the network's own staking/fee denomination.
  const known: Record<string, string> = network ? { $denom: getNetwork(network).denom.base } : {}
  const fixed: Record<string, string> = {}
  for (const [k, v] of Object.entries({
    ...given.path,
    ...Object.fromEntries(Object.entries(given.query ?? {}).map(([q, vs]) => [q, vs[0] ?? ''])),
  }))
    fixed[k] = fillPlaceholders(v, ranked, missing, known)
  // Optional filters (a denom, a granter, a key id) are filled too when an answer names one: many queries
  // answer 400 without them although the gateway's API lists them as optional. Flags and page params stay unset.
  const specs = fillable(op, gateway).map((f) => f.spec)
  for (const s of specs) {
    const pref = PREFERRED[s.name]
    if (fixed[s.name] === undefined && pref && records.some((r) => fromRecord(s, r) === pref)) fixed[s.name] = pref
  }
  const values = exampleParams(specs, ranked, fixed)
  const path: Record<string, string> = {}
  const query: Record<string, string[]> = {}
  for (const s of specs) {
    let v = values[s.name]
    if (v === undefined) {
      if (s.in !== 'path' && !s.required) continue
      missing.push(s.name)
      v = s.enum?.[0] ?? FALLBACK[s.type]
    }
    if (s.in === 'path') path[s.name] = v
    else query[s.name] = [v]
  }
  // A flag the table sets on purpose (simulate with checkSignature=false) is sent although flags are not filled.
  for (const k of Object.keys(given.query ?? {})) if (!(k in query)) query[k] = [fixed[k]!]
  const body = hasBody(op) ? fillPlaceholders(given.body ?? bodySkeleton(op), ranked, missing, known) : undefined
  return { request: { opId: op.id, gateway, path, query, ...(body !== undefined ? { body } : {}) }, missing }
}

/** Params an example fills: required ones, and optional non-flag filters (page params and search filters stay unset). */
const fillable = (op: Operation, gateway: GatewayId) =>
  formFields(op, gateway).filter(
    (f) =>
      f.required ||
      (op.pagination !== 'indexer' &&
        f.section === 'query' &&
        f.spec.type !== 'boolean' &&
        f.spec.name !== op.immutableWith),
  )
