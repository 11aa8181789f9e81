import { BinaryReader, BinaryWriter } from 'cosmjs-types/binary'
import { sha256 } from '../../primitives/hash'
import { invalid } from '../grpc'

/**
 * Legacy amino binary of a StdTx (what `/tx/v1beta1/encode/amino` returns for amino JSON): registered concrete
 * types carry their 4-byte prefix, structs are protobuf-like fields. Messages devnet produces (bank send,
 * staking delegate) are supported; others are refused as amino cannot be encoded without their registration.
 */

/** amino's nameToDisfix: sha256(name), skip zero bytes, 3 disambiguation bytes, zero bytes, then 4 prefix bytes. */
export function aminoPrefix(name: string): Uint8Array {
  let bz = sha256(name)
  while (bz[0] === 0) bz = bz.slice(1)
  bz = bz.slice(3)
  while (bz[0] === 0) bz = bz.slice(1)
  return bz.slice(0, 4)
}

type Json = Record<string, unknown>
type Kind = 'string' | 'uint64' | 'bytes' | 'coin' | 'coins' | 'msgs' | 'fee' | 'sigs' | 'pubkey'
type Field = [name: string, no: number, kind: Kind]

const COIN: Field[] = [
  ['denom', 1, 'string'],
  ['amount', 2, 'string'],
]
const STRUCTS: Record<string, Field[]> = {
  'cosmos-sdk/StdTx': [
    ['msg', 1, 'msgs'],
    ['fee', 2, 'fee'],
    ['signatures', 3, 'sigs'],
    ['memo', 4, 'string'],
    ['timeout_height', 5, 'uint64'],
  ],
  'cosmos-sdk/MsgSend': [
    ['from_address', 1, 'string'],
    ['to_address', 2, 'string'],
    ['amount', 3, 'coins'],
  ],
  'cosmos-sdk/MsgDelegate': [
    ['delegator_address', 1, 'string'],
    ['validator_address', 2, 'string'],
    ['amount', 3, 'coin'],
  ],
}
const FEE: Field[] = [
  ['amount', 1, 'coins'],
  ['gas', 2, 'uint64'],
  ['payer', 3, 'string'],
  ['granter', 4, 'string'],
]
const SIG: Field[] = [
  ['pub_key', 1, 'pubkey'],
  ['signature', 2, 'bytes'],
]
const PUBKEY = 'tendermint/PubKeySecp256k1'

function writeStruct(w: BinaryWriter, fields: readonly Field[], v: Json): void {
  for (const [name, no, kind] of fields) {
    const x = v[name]
    if (x === undefined || x === null || x === '' || x === '0') continue
    const sub = (f: Field[], y: unknown) => {
      const inner = BinaryWriter.create()
      writeStruct(inner, f, y as Json)
      w.uint32((no << 3) | 2).bytes(inner.finish())
    }
    switch (kind) {
      case 'string':
        w.uint32((no << 3) | 2).string(String(x))
        break
      case 'uint64':
        w.uint32(no << 3).uint64(BigInt(String(x)))
        break
      case 'bytes':
        w.uint32((no << 3) | 2).bytes(Buffer.from(String(x), 'base64'))
        break
      case 'coin':
        sub(COIN, x)
        break
      case 'coins':
        for (const c of x as Json[]) sub(COIN, c)
        break
      case 'fee':
        sub(FEE, x)
        break
      case 'sigs':
        for (const s of x as Json[]) sub(SIG, s)
        break
      case 'pubkey': {
        const pk = x as Json
        if (pk.type !== PUBKEY) throw invalid(`amino: unsupported public key type ${String(pk.type)}`)
        const key = Buffer.from(String(pk.value), 'base64')
        // A registered byte-slice type: prefix, then the length-prefixed bytes.
        w.uint32((no << 3) | 2).bytes(Buffer.concat([aminoPrefix(PUBKEY), new BinaryWriter().bytes(key).finish()]))
        break
      }
      case 'msgs':
        for (const m of x as Json[]) w.uint32((no << 3) | 2).bytes(concrete(m))
        break
    }
  }
}

/** `{type, value}` of a registered concrete struct → prefix ‖ fields. */
function concrete(j: Json): Uint8Array {
  const fields = STRUCTS[String(j.type)]
  if (!fields) throw invalid(`amino: type ${String(j.type)} is not registered`)
  const w = BinaryWriter.create()
  writeStruct(w, fields, (j.value ?? {}) as Json)
  return Buffer.concat([aminoPrefix(String(j.type)), w.finish()])
}

function readStruct(bytes: Uint8Array, fields: readonly Field[]): Json {
  const out: Json = {}
  for (const [name, , kind] of fields)
    out[name] =
      kind === 'coins' || kind === 'msgs' || kind === 'sigs'
        ? []
        : kind === 'uint64'
          ? '0'
          : kind === 'string'
            ? ''
            : null
  const r = new BinaryReader(bytes)
  while (r.pos < r.len) {
    const tag = r.uint32()
    const f = fields.find(([, no]) => no === tag >>> 3)
    if (!f) {
      r.skipType(tag & 7)
      continue
    }
    const [name, , kind] = f
    if (kind === 'uint64') out[name] = r.uint64().toString()
    else if (kind === 'string') out[name] = r.string()
    else if (kind === 'bytes') out[name] = Buffer.from(r.bytes()).toString('base64')
    else if (kind === 'coin') out[name] = readStruct(r.bytes(), COIN)
    else if (kind === 'coins') (out[name] as Json[]).push(readStruct(r.bytes(), COIN))
    else if (kind === 'fee') out[name] = readStruct(r.bytes(), FEE)
    else if (kind === 'sigs') (out[name] as Json[]).push(readStruct(r.bytes(), SIG))
    else if (kind === 'msgs') (out[name] as Json[]).push(readConcrete(r.bytes()))
    else {
      const b = r.bytes()
      if (!aminoPrefix(PUBKEY).every((x, i) => b[i] === x)) throw invalid('amino: unsupported public key type')
      out[name] = { type: PUBKEY, value: Buffer.from(new BinaryReader(b.slice(4)).bytes()).toString('base64') }
    }
  }
  return out
}

function readConcrete(bytes: Uint8Array): Json {
  const type = Object.keys(STRUCTS).find((t) => aminoPrefix(t).every((x, i) => bytes[i] === x))
  if (!type) throw invalid('amino: unknown registered type prefix')
  return { type, value: readStruct(bytes.slice(4), STRUCTS[type]!) }
}

export function aminoEncode(json: string): Uint8Array {
  let parsed: unknown
  try {
    parsed = JSON.parse(json)
  } catch (e) {
    throw invalid(`invalid amino JSON: ${(e as Error).message}`)
  }
  if (!parsed || typeof parsed !== 'object' || (parsed as Json).type !== 'cosmos-sdk/StdTx')
    throw invalid('amino JSON must be a cosmos-sdk/StdTx')
  try {
    return concrete(parsed as Json)
  } catch (e) {
    if (e instanceof SyntaxError || e instanceof RangeError || e instanceof TypeError)
      throw invalid(`invalid amino JSON: ${e.message}`)
    throw e
  }
}

export function aminoDecode(bytes: Uint8Array): string {
  if (!aminoPrefix('cosmos-sdk/StdTx').every((b, i) => bytes[i] === b))
    throw invalid('amino binary is not a registered cosmos-sdk/StdTx')
  try {
    return JSON.stringify(readConcrete(bytes))
  } catch (e) {
    if (e instanceof RangeError || e instanceof Error) throw invalid(`amino binary is not decodable: ${e.message}`)
    throw e
  }
}
