import { RLP } from '@ethereumjs/rlp'
import { secp256k1 } from '@noble/curves/secp256k1.js'
import { blake2b } from '@noble/hashes/blake2.js'
import { keccak_256 } from '@noble/hashes/sha3.js'
import { bytesToHex, concatBytes, hexToBytes } from '@noble/hashes/utils.js'

/**
 * The VeChain-Thor legacy transaction format that Meter inherits: the body is RLP
 * [chainTag, blockRef, expiration, clauses[[to, value, data]], gasPriceCoef, gas, dependsOn, nonce, reserved],
 * signingHash = blake2b-256(RLP(body)), the signed form appends the 65-byte [r, s, v] signature, and the ID is
 * blake2b-256(signingHash ‖ origin). Checked against thor-devkit's published vectors in the tests.
 */
export interface TxClause {
  to: string | null
  value: bigint
  data: string
}

export interface TxBody {
  chainTag: number
  blockRef: string
  expiration: number
  clauses: TxClause[]
  gasPriceCoef: number
  gas: bigint
  dependsOn: string | null
  nonce: bigint
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
    b.clauses.map((c) => [c.to ? bytes(c.to) : new Uint8Array(), uint(c.value), bytes(c.data || '0x')]),
    uint(b.gasPriceCoef),
    uint(b.gas),
    b.dependsOn ? bytes(b.dependsOn) : new Uint8Array(),
    uint(b.nonce),
    [] as Uint8Array[],
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

/** Decodes a signed legacy transaction; throws on anything malformed. */
export function decodeSigned(raw: Uint8Array): { body: TxBody; signature: Uint8Array } {
  const fields = RLP.decode(raw) as unknown
  if (!Array.isArray(fields) || fields.length !== 10) throw new Error('invalid transaction: expected 10 RLP fields')
  const [chainTag, blockRef, expiration, clauses, coef, gas, dependsOn, nonce, , signature] = fields as [
    Uint8Array,
    Uint8Array,
    Uint8Array,
    Uint8Array[][],
    Uint8Array,
    Uint8Array,
    Uint8Array,
    Uint8Array,
    unknown,
    Uint8Array,
  ]
  if (!Array.isArray(clauses)) throw new Error('invalid transaction: clauses must be a list')
  return {
    body: {
      chainTag: Number(toBig(chainTag)),
      blockRef: `0x${toBig(blockRef).toString(16).padStart(16, '0')}`,
      expiration: Number(toBig(expiration)),
      clauses: clauses.map((c) => {
        if (!Array.isArray(c) || c.length !== 3) throw new Error('invalid transaction: a clause has 3 fields')
        const [to, value, data] = c as [Uint8Array, Uint8Array, Uint8Array]
        return { to: to.length ? toHexField(to) : null, value: toBig(value), data: toHexField(data) }
      }),
      gasPriceCoef: Number(toBig(coef)),
      gas: toBig(gas),
      dependsOn: dependsOn.length ? toHexField(dependsOn) : null,
      nonce: toBig(nonce),
    },
    signature,
  }
}

/** Thor intrinsic gas: 5000 per tx, 16000 per clause (48000 for a deployment), 4/68 per zero/non-zero data byte. */
export function intrinsicGas(clauses: readonly TxClause[]): bigint {
  if (!clauses.length) return 21000n
  let gas = 5000n
  for (const c of clauses) {
    gas += c.to ? 16000n : 48000n
    for (const b of bytes(c.data || '0x')) gas += b === 0 ? 4n : 68n
  }
  return gas
}
