/**
 * The chain head of each network kind, from whichever answer that network's gateway offers.
 *
 * Hand-written checks instead of zod on purpose: the home page's cards parse heads in the browser on every poll,
 * and this module is all they need, so it must not pull a schema library into the page's JavaScript.
 */
import { toEpochMs } from '@/lib/format/time'
import type { OperationId } from '@/lib/catalog/operation-ids'

export interface Head {
  height: string
  /** Block time of the head, when the answer carries it. */
  timeMs?: number
  /** Where the height comes from, when it is not a block (e.g. an IBC query's proof height). */
  source?: string
}

const fail = (path: string, what: string): never => {
  throw new Error(`unexpected answer shape at ${path || '(root)'}: expected ${what}`)
}

/** The object at `path` (dot-separated keys) of `body`; throws naming the first missing level. */
function objectAt(body: unknown, path: string): Record<string, unknown> {
  let cur = body
  let at = ''
  for (const key of path ? path.split('.') : []) {
    if (!cur || typeof cur !== 'object') fail(at, 'object')
    cur = (cur as Record<string, unknown>)[key]
    at = at ? `${at}.${key}` : key
  }
  if (!cur || typeof cur !== 'object' || Array.isArray(cur)) fail(at, 'object')
  return cur as Record<string, unknown>
}

/** A uint64 as it may arrive (decimal string, JSON number, or bigint from the server's lossless parse) → string. */
function uintAt(o: Record<string, unknown>, key: string, path: string): string {
  const v = o[key]
  if (typeof v === 'string' && /^\d+$/.test(v)) return v
  if (typeof v === 'number' && Number.isFinite(v) && v >= 0) return v.toString()
  if (typeof v === 'bigint' && v >= 0n) return v.toString()
  return fail(path ? `${path}.${key}` : key, 'unsigned integer')
}

function cosmosHead(body: unknown): Head {
  const b = objectAt(body, '')
  const key = b.sdk_block != null ? 'sdk_block' : b.block != null ? 'block' : undefined
  if (!key) throw new Error('latest block without a header')
  const h = objectAt(b, `${key}.header`)
  const time = h.time
  if (typeof time !== 'string') fail(`${key}.header.time`, 'string')
  const timeMs = toEpochMs(time as string)
  return { height: uintAt(h, 'height', `${key}.header`), ...(timeMs !== undefined && { timeMs }) }
}

/** How each operation that can serve a network's head (lib/explorer/records.ts) carries it. */
const READERS: Readonly<Record<string, (body: unknown, fetchedAt: number) => Head>> = {
  'cosmos.base.latestBlock': cosmosHead,
  // Gateways without block queries: the height an IBC query was answered at.
  'cosmos.ibc.channel.channels': (body) => ({
    height: uintAt(objectAt(body, 'height'), 'revision_height', 'height'),
    source: 'IBC query height',
  }),
  'vm.blocks.get': (body) => {
    const b = objectAt(body, '')
    const ts = b.timestamp
    if (typeof ts !== 'number' && typeof ts !== 'string') fail('timestamp', 'number or string')
    const timeMs = toEpochMs(ts as number | string)
    return { height: uintAt(b, 'number', ''), ...(timeMs !== undefined && { timeMs }) }
  },
  'sharded.address.get': (body) => ({
    height: uintAt(objectAt(body, 'data.blockInfo'), 'nonce', 'data.blockInfo'),
    source: 'state block of an address query',
  }),
  'node.status': (body, fetchedAt) => {
    const b = objectAt(body, '')
    const round = uintAt(b, 'last-round', '')
    const since = b['time-since-last-round'] === undefined ? undefined : uintAt(b, 'time-since-last-round', '')
    // time-since-last-round is in nanoseconds; dividing the bigint keeps it exact before it becomes ms.
    return { height: round, ...(since !== undefined && { timeMs: fetchedAt - Number(BigInt(since) / 1_000_000n) }) }
  },
}

/** The head in the answer of `opId`, the operation that serves a network's head. */
export function headOf(opId: OperationId, body: unknown, fetchedAt: number): Head {
  const read = READERS[opId]
  if (!read) throw new Error(`${opId} does not carry a chain head`)
  return read(body, fetchedAt)
}

/** The fields each head reader reads (dot-separated paths). */
const HEAD_FIELDS: Readonly<Record<string, readonly string[]>> = {
  'cosmos.base.latestBlock': [
    'sdk_block.header.height',
    'sdk_block.header.time',
    'block.header.height',
    'block.header.time',
  ],
  'cosmos.ibc.channel.channels': ['height.revision_height'],
  'vm.blocks.get': ['number', 'timestamp'],
  'sharded.address.get': ['data.blockInfo.nonce'],
  'node.status': ['last-round', 'time-since-last-round'],
}

/**
 * Only what headOf reads of a head answer (a whole latest block carries every transaction and signature): a page
 * that shows heads sends this to the browser instead of the answer. headOf(op, headBody(op, b)) is headOf(op, b).
 */
export function headBody(opId: OperationId, body: unknown): unknown {
  const fields = HEAD_FIELDS[opId]
  if (!fields || !body || typeof body !== 'object') return body
  const out: Record<string, unknown> = {}
  for (const path of fields) {
    const keys = path.split('.')
    let from: unknown = body
    for (const k of keys) from = from && typeof from === 'object' ? (from as Record<string, unknown>)[k] : undefined
    if (from === undefined) continue
    let to = out
    for (const k of keys.slice(0, -1)) to = (to[k] ??= {}) as Record<string, unknown>
    to[keys.at(-1)!] = from
  }
  return out
}
