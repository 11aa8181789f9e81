import { RLP } from '@ethereumjs/rlp'
import { secp256k1 } from '@noble/curves/secp256k1.js'
import { blake2b } from '@noble/hashes/blake2.js'
import { keccak_256 } from '@noble/hashes/sha3.js'
import { bytesToHex, concatBytes, hexToBytes } from '@noble/hashes/utils.js'

/**
 * Meter's transaction format (meter-pov tx/transaction.go, tx/clause.go): the body is RLP
 * [chainTag, blockRef, expiration, clauses[[to, value, token, data]], gasPriceCoef, gas, dependsOn, nonce, reserved],
 * where `token` is the clause's coin (0 = the gas coin MTR, devnet's energy; 1 = the governance token MTRG, devnet's
 * balance) and is what sets Meter's clause apart from VeChain Thor's three-field `[to, value, data]`.
 * signingHash = blake2b-256(RLP(body)), the signed form appends the 65-byte [r, s, v] signature, and the ID is
 * blake2b-256(signingHash ‖ origin). Checked against meter-pov's own tx tests.
 */
export type Token = 0 | 1
/** meter.MTR and meter.MTRG (meter/params.go). */
export const ENERGY_TOKEN: Token = 0
export const BALANCE_TOKEN: Token = 1

export interface TxClause {
  to: string | null
  value: bigint
  token: Token
  data: string
}

/** Reserved fields as decoded: kept verbatim so the signing hash and the ID stay those the sender signed. */
export type Reserved = (Uint8Array | Reserved)[]

export interface TxBody {
  chainTag: number
  blockRef: string
  expiration: number
  clauses: TxClause[]
  gasPriceCoef: number
  gas: bigint
  dependsOn: string | null
  nonce: bigint
  reserved?: Reserved
}

export const blake2b256 = (...parts: Uint8Array[]) => blake2b(concatBytes(...parts), { dkLen: 32 })

const strip0x = (h: string) => (h.startsWith('0x') ? h.slice(2) : h)
const bytes = (h: string) => hexToBytes(strip0x(h).length % 2 ? `0${strip0x(h)}` : strip0x(h))
/** Minimal big-endian bytes of an unsigned integer (RLP's canonical integer form). */
const uint = (v: bigint | number) => {
  const b = BigInt(v)
  if (b === 0n) return new Uint8Array()
  return bytes(b.toString(16))
}
/** A fixed-length field with its leading zeros trimmed (Thor encodes blockRef as a uint64). */
const trimmed = (h: string) => {
  const b = bytes(h)
  let i = 0
  while (i < b.length && b[i] === 0) i++
  return b.slice(i)
}

function bodyFields(b: TxBody) {
  return [
    uint(b.chainTag),
    trimmed(b.blockRef),
    uint(b.expiration),
    b.clauses.map((c) => [c.to ? bytes(c.to) : new Uint8Array(), uint(c.value), uint(c.token), bytes(c.data || '0x')]),
    uint(b.gasPriceCoef),
    uint(b.gas),
    b.dependsOn ? bytes(b.dependsOn) : new Uint8Array(),
    uint(b.nonce),
    b.reserved ?? [],
  ]
}

export const encodeUnsigned = (b: TxBody): Uint8Array => RLP.encode(bodyFields(b))
export const encodeSigned = (b: TxBody, signature: Uint8Array): Uint8Array => RLP.encode([...bodyFields(b), signature])

export const signingHash = (b: TxBody): Uint8Array => blake2b256(encodeUnsigned(b))

export const txId = (hash: Uint8Array, origin: string): string => `0x${bytesToHex(blake2b256(hash, bytes(origin)))}`

/** Ethereum-style address of a secp256k1 public key (what Thor uses too). */
export function addressOf(publicKey: Uint8Array): string {
  const uncompressed = publicKey.length === 65 ? publicKey : secp256k1.Point.fromBytes(publicKey).toBytes(false)
  return `0x${bytesToHex(keccak_256(uncompressed.slice(1)).slice(12))}`
}

export const addressOfKey = (privateKey: Uint8Array) => addressOf(secp256k1.getPublicKey(privateKey, false))

/** Thor's 65-byte signature: r ‖ s ‖ recovery. */
export function sign(hash: Uint8Array, privateKey: Uint8Array): Uint8Array {
  const rec = secp256k1.sign(hash, privateKey, { prehash: false, format: 'recovered' })
  return concatBytes(rec.slice(1), rec.slice(0, 1))
}

export function recoverOrigin(hash: Uint8Array, signature: Uint8Array): string {
  if (signature.length !== 65) throw new Error('invalid signature length')
  const recovered = concatBytes(signature.slice(64), signature.slice(0, 64))
  return addressOf(secp256k1.recoverPublicKey(recovered, hash, { prehash: false }))
}

const toHexField = (b: Uint8Array) => `0x${bytesToHex(b)}`
const toBig = (b: Uint8Array) => (b.length ? BigInt(toHexField(b)) : 0n)

const isBytes = (v: unknown): v is Uint8Array => v instanceof Uint8Array
/** A canonical RLP unsigned integer of at most `max` bytes, as go-ethereum's rlp decodes one. */
function uintField(v: unknown, name: string, max: number): bigint {
  if (!isBytes(v)) throw new Error(`rlp: expected input string or byte for ${name}`)
  if (v.length > max) throw new Error(`rlp: input string too long for ${name}`)
  if (v.length && v[0] === 0) throw new Error(`rlp: non-canonical integer (leading zero bytes) for ${name}`)
  return toBig(v)
}
function bytesField(v: unknown, name: string): Uint8Array {
  if (!isBytes(v)) throw new Error(`rlp: expected input string or byte for ${name}`)
  return v
}

function decodeClause(c: unknown): TxClause {
  // go-ethereum's rlp refuses a list with fewer or more elements than the struct: a Thor clause has 3.
  if (!Array.isArray(c)) throw new Error('rlp: expected input list for tx.clauseBody')
  if (c.length < 4) throw new Error('rlp: too few elements for tx.clauseBody')
  if (c.length > 4) throw new Error('rlp: input list has too many elements for tx.clauseBody')
  const to = bytesField(c[0], 'tx.clauseBody.To')
  if (to.length !== 0 && to.length !== 20) throw new Error('rlp: input string too long for meter.Address')
  const token = uintField(c[2], 'tx.clauseBody.Token', 1)
  if (token > 1n) throw new Error(`invalid token ${token}: 0 (MTR) or 1 (MTRG)`)
  return {
    to: to.length ? toHexField(to) : null,
    value: uintField(c[1], 'tx.clauseBody.Value', 32),
    token: Number(token) as Token,
    data: toHexField(bytesField(c[3], 'tx.clauseBody.Data')),
  }
}

/** Decodes a signed Meter transaction; throws, with go-ethereum's rlp wording, on anything malformed. */
export function decodeSigned(raw: Uint8Array): { body: TxBody; signature: Uint8Array } {
  const fields = RLP.decode(raw) as unknown
  if (!Array.isArray(fields)) throw new Error('rlp: expected input list for tx.body')
  if (fields.length < 10) throw new Error('rlp: too few elements for tx.body')
  if (fields.length > 10) throw new Error('rlp: input list has too many elements for tx.body')
  const [chainTag, blockRef, expiration, clauses, coef, gas, dependsOn, nonce, reserved, signature] = fields
  if (!Array.isArray(clauses)) throw new Error('rlp: expected input list for []*tx.Clause')
  if (!Array.isArray(reserved)) throw new Error('rlp: expected input list for []interface {}')
  const depends = bytesField(dependsOn, 'tx.body.DependsOn')
  if (depends.length !== 0 && depends.length !== 32) throw new Error('rlp: input string too long for meter.Bytes32')
  return {
    body: {
      chainTag: Number(uintField(chainTag, 'tx.body.ChainTag', 1)),
      blockRef: `0x${uintField(blockRef, 'tx.body.BlockRef', 8).toString(16).padStart(16, '0')}`,
      expiration: Number(uintField(expiration, 'tx.body.Expiration', 4)),
      clauses: clauses.map(decodeClause),
      gasPriceCoef: Number(uintField(coef, 'tx.body.GasPriceCoef', 1)),
      gas: uintField(gas, 'tx.body.Gas', 8),
      dependsOn: depends.length ? toHexField(depends) : null,
      nonce: uintField(nonce, 'tx.body.Nonce', 8),
      reserved: reserved as Reserved,
    },
    signature: bytesField(signature, 'tx.body.Signature'),
  }
}

/** Meter's intrinsic gas (Thor's): 5000 per tx, 16000 per clause (48000 for a deployment), 4/68 per zero/non-zero data byte. */
export function intrinsicGas(clauses: readonly Pick<TxClause, 'to' | 'data'>[]): bigint {
  if (!clauses.length) return 21000n
  let gas = 5000n
  for (const c of clauses) {
    gas += c.to ? 16000n : 48000n
    for (const b of bytes(c.data || '0x')) gas += b === 0 ? 4n : 68n
  }
  return gas
}
