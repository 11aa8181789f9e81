import { Address, bytesToBase64, encodeMsgpack, msgpackRawEncode, stringifyJSON, type Encodable } from 'algosdk'
import type { HandlerResult } from '../types'

/**
 * Wire helpers shared by the node and the indexer: uint64 stays exact (algosdk's JSON writer emits bigint as a
 * JSON number), bytes are base64 in JSON and raw in msgpack, addresses base32 in JSON and raw in msgpack.
 */

export type Format = 'json' | 'msgpack'

export const formatOf = (q: Record<string, unknown>): Format => (q.format === 'msgpack' ? 'msgpack' : 'json')

/**
 * An algosdk model (generated from the upstream spec) in the requested encoding. JSON keeps required fields even
 * when zero or empty (algod writes `"amount": 0`); only unset optional fields are left out.
 */
export function model(m: Encodable, format: Format = 'json', status = 200): HandlerResult {
  if (format === 'msgpack') return { status, body: Buffer.from(encodeMsgpack(m)), contentType: 'application/msgpack' }
  return json(forJson(m.toEncodingData(), false), status)
}

/** A plain tree (Maps or objects, bigint, Uint8Array, Address) in the requested encoding. */
export function tree(value: unknown, format: Format = 'json', status = 200): HandlerResult {
  if (format === 'msgpack')
    return {
      status,
      body: Buffer.from(msgpackRawEncode(forMsgpack(value) as never)),
      contentType: 'application/msgpack',
    }
  return json(forJson(value), status)
}

/** JSON with exact bigints. */
export function json(value: unknown, status = 200): HandlerResult {
  return { status, body: Buffer.from(stringifyJSON(value)), contentType: 'application/json' }
}

const empty = (v: unknown) =>
  v === undefined ||
  v === null ||
  v === false ||
  v === 0 ||
  v === 0n ||
  v === '' ||
  (v instanceof Uint8Array && v.length === 0) ||
  (Array.isArray(v) && v.length === 0) ||
  (v instanceof Map && v.size === 0)

const entries = (v: Map<unknown, unknown> | Record<string, unknown>): [string, unknown][] =>
  v instanceof Map
    ? [...v].map(([k, x]) => [k instanceof Uint8Array ? Buffer.from(k).toString('latin1') : String(k), x])
    : Object.entries(v)

/**
 * JSON form of an encoding tree. `omitEmpty` drops empty values as go-codec's omitempty does (msgpack-keyed
 * records); otherwise only undefined is dropped (spec models, whose unset optional fields are undefined).
 */
export function forJson(v: unknown, omitEmpty = true): unknown {
  if (v instanceof Address) return v.toString()
  if (v instanceof Uint8Array) return bytesToBase64(v)
  if (Array.isArray(v)) return v.map((x) => forJson(x, omitEmpty))
  if (v instanceof Map || (v && typeof v === 'object')) {
    const out: Record<string, unknown> = {}
    for (const [k, x] of entries(v as Map<unknown, unknown>)) {
      const c = forJson(x, omitEmpty)
      if (
        !omitEmpty
          ? c !== undefined
          : !empty(c) && !(c && typeof c === 'object' && !Array.isArray(c) && Object.keys(c).length === 0)
      )
        out[k] = c
    }
    return out
  }
  return v
}

function forMsgpack(v: unknown): unknown {
  if (v instanceof Address) return v.publicKey
  if (v instanceof Uint8Array) return v
  if (Array.isArray(v)) return v.map(forMsgpack)
  if (v instanceof Map || (v && typeof v === 'object')) {
    const out = new Map<string, unknown>()
    for (const [k, x] of entries(v as Map<unknown, unknown>)) {
      const c = forMsgpack(x)
      if (!empty(c) && !(c instanceof Map && c.size === 0)) out.set(k, c)
    }
    return out
  }
  return v
}

/** Decimal query values to bigint (the catalog validated them as uint64 strings). */
export const big = (v: unknown): bigint | undefined => (typeof v === 'string' && v !== '' ? BigInt(v) : undefined)
export const bool = (v: unknown): boolean => v === 'true'
export const int = (v: unknown, fallback: number): number =>
  typeof v === 'string' && v !== '' ? Math.min(Number(v), Number.MAX_SAFE_INTEGER) : fallback

/** A repeated or comma-separated query value as a flat list (`include=values,x` or `include=a&include=b`). */
export const list = (v: unknown): string[] =>
  Array.isArray(v) ? v.flatMap((x) => String(x).split(',')) : typeof v === 'string' ? v.split(',') : []

/** A validated string param (the core parsed it), or '' when absent. */
export const text = (v: unknown): string => (typeof v === 'string' ? v : '')
