/**
 * ABI decoding (Solidity ABI spec, "Formal Specification of the Encoding"): head/tail layout, static and dynamic
 * types, arrays and tuples. Values stay strings (uint256 never passes through Number). Malformed data throws an
 * AbiDecodeError that names the parameter, so callers can fall back to showing hex.
 */
import { hexToBytes } from '@/lib/format/hex'
import { canonicalType, type AbiParam } from './abi'

export type AbiValue =
  | { kind: 'address'; v: string }
  | { kind: 'uint' | 'int'; v: string; bits: number }
  | { kind: 'bool'; v: boolean }
  | { kind: 'bytes'; hex: string }
  | { kind: 'string'; v: string }
  | { kind: 'array'; items: AbiValue[] }
  | { kind: 'tuple'; fields: DecodedParam[] }
  /** An indexed dynamic event parameter: the topic holds only its keccak hash. */
  | { kind: 'hash'; hex: string }

export interface DecodedParam {
  name: string
  type: string
  value: AbiValue
}

export class AbiDecodeError extends Error {
  override name = 'AbiDecodeError'
}

/** Bound on nesting and array lengths, so hostile data cannot make the decoder loop for long. */
const MAX_ITEMS = 4096
const MAX_DEPTH = 16

/** ABI data as bytes; anything but hex is an AbiDecodeError, like every other fault in the data. */
export function abiBytes(hex: string): Uint8Array {
  try {
    return hexToBytes(hex)
  } catch {
    throw new AbiDecodeError('not hex data')
  }
}
const toHex = (b: Uint8Array) => `0x${Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('')}`

interface Type {
  base: string
  /** Outermost array dimension last: `uint8[2][]` → [2, null]. */
  dims: (number | null)[]
  components?: AbiParam[]
}

function typeOf(p: AbiParam): Type {
  const canon = canonicalType(p)
  const dims: (number | null)[] = []
  let rest = canon
  for (let m = /\[(\d*)\]$/.exec(rest); m; m = /\[(\d*)\]$/.exec(rest)) {
    dims.unshift(m[1] === '' ? null : Number(m[1]))
    rest = rest.slice(0, m.index)
  }
  return { base: p.type.startsWith('tuple') ? 'tuple' : rest, dims, ...(p.components && { components: p.components }) }
}

const inner = (t: Type): Type => ({ ...t, dims: t.dims.slice(0, -1) })

function isDynamic(t: Type): boolean {
  if (t.dims.length) {
    const last = t.dims[t.dims.length - 1]
    return last === null || isDynamic(inner(t))
  }
  if (t.base === 'string' || t.base === 'bytes') return true
  if (t.base === 'tuple') return (t.components ?? []).some((c) => isDynamic(typeOf(c)))
  return false
}

/** Bytes a static type takes in the head. */
function headSize(t: Type): number {
  if (isDynamic(t)) return 32
  if (t.dims.length) return (t.dims[t.dims.length - 1] as number) * headSize(inner(t))
  if (t.base === 'tuple') return (t.components ?? []).reduce((n, c) => n + headSize(typeOf(c)), 0)
  return 32
}

class Reader {
  constructor(readonly data: Uint8Array) {}
  word(at: number, what: string): Uint8Array {
    if (at < 0 || at + 32 > this.data.length)
      throw new AbiDecodeError(`${what}: data ends before its word at byte ${at}`)
    return this.data.subarray(at, at + 32)
  }
  uint(at: number, what: string): bigint {
    return BigInt(toHex(this.word(at, what)))
  }
  /** An offset or length: must fit the data, so a lying length fails instead of allocating. */
  size(at: number, what: string): number {
    const v = this.uint(at, what)
    if (v > BigInt(this.data.length))
      throw new AbiDecodeError(`${what}: offset or length ${v} is past the end of the data`)
    return Number(v)
  }
}

function decodeBase(r: Reader, t: Type, at: number, what: string): AbiValue {
  const w = r.word(at, what)
  const b = t.base
  if (b === 'address') {
    if (w.subarray(0, 12).some((x) => x !== 0)) throw new AbiDecodeError(`${what}: not an address (high bytes set)`)
    return { kind: 'address', v: toHex(w.subarray(12)) }
  }
  if (b === 'bool') {
    const v = r.uint(at, what)
    if (v > 1n) throw new AbiDecodeError(`${what}: not a bool`)
    return { kind: 'bool', v: v === 1n }
  }
  const int = /^(u?)int(\d+)$/.exec(b)
  if (int) {
    const bits = Number(int[2])
    let v = r.uint(at, what)
    if (int[1] === 'u') {
      if (v >> BigInt(bits)) throw new AbiDecodeError(`${what}: value does not fit ${b}`)
      return { kind: 'uint', v: v.toString(), bits }
    }
    if (v >> 255n) v -= 1n << 256n
    return { kind: 'int', v: v.toString(), bits }
  }
  const fixed = /^bytes(\d+)$/.exec(b)
  if (fixed) return { kind: 'bytes', hex: toHex(w.subarray(0, Number(fixed[1]))) }
  // string / bytes: at points to the length word.
  const len = r.size(at, what)
  if (at + 32 + len > r.data.length) throw new AbiDecodeError(`${what}: ${len} bytes announced, fewer present`)
  const bytes = r.data.subarray(at + 32, at + 32 + len)
  if (b === 'bytes') return { kind: 'bytes', hex: toHex(bytes) }
  return { kind: 'string', v: new TextDecoder().decode(bytes) }
}

function decodeAt(r: Reader, t: Type, at: number, what: string, depth: number): AbiValue {
  if (depth > MAX_DEPTH) throw new AbiDecodeError(`${what}: nested too deeply`)
  if (t.dims.length) {
    const last = t.dims[t.dims.length - 1]
    const el = inner(t)
    let count = last ?? 0
    let start = at
    if (last === null) {
      count = r.size(at, what)
      start = at + 32
    }
    if (count > MAX_ITEMS) throw new AbiDecodeError(`${what}: ${count} items is more than this decoder reads`)
    return { kind: 'array', items: decodeSequence(r, Array<Type>(count).fill(el), start, what, depth).map((d) => d) }
  }
  if (t.base === 'tuple') {
    const comps = t.components ?? []
    const values = decodeSequence(r, comps.map(typeOf), at, what, depth)
    return { kind: 'tuple', fields: comps.map((c, i) => ({ name: c.name, type: canonicalType(c), value: values[i]! })) }
  }
  return decodeBase(r, t, at, what)
}

/** Head/tail sequence starting at `start` (the base dynamic offsets are relative to). */
function decodeSequence(r: Reader, types: Type[], start: number, what: string, depth: number): AbiValue[] {
  let head = start
  return types.map((t, i) => {
    const name = `${what}[${i}]`
    let v: AbiValue
    if (isDynamic(t)) {
      const off = r.size(head, name)
      v = decodeAt(r, t, start + off, name, depth + 1)
    } else v = decodeAt(r, t, head, name, depth + 1)
    head += headSize(t)
    return v
  })
}

/** Decode ABI-encoded `data` (no selector) as the given parameters. */
export function decodeParams(params: AbiParam[], data: string | Uint8Array): DecodedParam[] {
  const r = new Reader(typeof data === 'string' ? abiBytes(data) : data)
  const values = decodeSequence(r, params.map(typeOf), 0, 'data', 0)
  return params.map((p, i) => ({ name: p.name, type: canonicalType(p), value: values[i]! }))
}

/** One indexed event parameter from its topic: value types decode, dynamic ones are only a hash. */
export function decodeTopic(p: AbiParam, topic: string): DecodedParam {
  const t = typeOf(p)
  const type = canonicalType(p)
  if (isDynamic(t) || t.dims.length || t.base === 'tuple')
    return { name: p.name, type, value: { kind: 'hash', hex: topic.toLowerCase() } }
  const bytes = abiBytes(topic)
  if (bytes.length !== 32) throw new AbiDecodeError(`${p.name || 'topic'}: a topic is 32 bytes`)
  return { name: p.name, type, value: decodeBase(new Reader(bytes), t, 0, p.name || 'topic') }
}
