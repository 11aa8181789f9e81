import {
  Address,
  Blake2b256,
  BufferKind,
  CompactFixedHexBlobKind,
  HexBlobKind,
  NumericKind,
  OptionalFixedHexBlobKind,
  RLPProfiler,
  Secp256k1,
  type RLPProfile,
} from '@vechain/sdk-core'

/**
 * Meter's transaction, built only from the VeChain SDK's own RLP building blocks (`RLPProfiler` and its kinds,
 * `Blake2b256`, `Secp256k1`). The SDK's `Transaction` knows VeChain's clause `[to, value, data]`; Meter's clause is
 * `[to, value, token, data]` (meter-pov tx/clause.go), so this is the SDK's legacy profile with the token put in.
 */
const BODY = [
  { name: 'chainTag', kind: new NumericKind(1) },
  { name: 'blockRef', kind: new CompactFixedHexBlobKind(8) },
  { name: 'expiration', kind: new NumericKind(4) },
  {
    name: 'clauses',
    kind: {
      item: [
        { name: 'to', kind: new OptionalFixedHexBlobKind(20) },
        { name: 'value', kind: new NumericKind(32) },
        { name: 'token', kind: new NumericKind(1) },
        { name: 'data', kind: new HexBlobKind() },
      ],
    },
  },
  { name: 'gasPriceCoef', kind: new NumericKind(1) },
  { name: 'gas', kind: new NumericKind(8) },
  { name: 'dependsOn', kind: new OptionalFixedHexBlobKind(32) },
  { name: 'nonce', kind: new NumericKind(8) },
  { name: 'reserved', kind: { item: new BufferKind() } },
]
const UNSIGNED: RLPProfile = { name: 'tx', kind: BODY }
const SIGNED: RLPProfile = { name: 'tx', kind: [...BODY, { name: 'signature', kind: new BufferKind() }] }

export interface MeterClause {
  to: string | null
  value: bigint
  /** 0 = MTR (devnet's energy), 1 = MTRG (devnet's balance). */
  token: 0 | 1
  data: string
}

export interface MeterTxBody {
  chainTag: number
  blockRef: string
  expiration: number
  clauses: MeterClause[]
  gasPriceCoef: number
  gas: number
  dependsOn: string | null
  nonce: number | string
}

// The SDK's NumericKind takes a decimal string or a number, never a bigint.
const fields = (b: MeterTxBody) => ({
  ...b,
  clauses: b.clauses.map((c) => ({ ...c, value: c.value.toString() })),
  reserved: [],
})

export const meterSigningHash = (b: MeterTxBody): Uint8Array =>
  Blake2b256.of(RLPProfiler.ofObject(fields(b), UNSIGNED).encoded).bytes

/** Signed raw transaction as `0x` hex, and its ID: blake2b-256(signingHash ‖ origin), as Meter's tx.ID() computes. */
export function signMeterTx(b: MeterTxBody, key: Uint8Array): { raw: string; id: string; origin: string } {
  const hash = meterSigningHash(b)
  const signature = Secp256k1.sign(hash, key)
  const encoded = RLPProfiler.ofObject({ ...fields(b), signature }, SIGNED).encoded
  const origin = Address.ofPublicKey(Secp256k1.derivePublicKey(key))
  return {
    raw: `0x${Buffer.from(encoded).toString('hex')}`,
    id: meterTxId(hash, origin.toString()),
    origin: origin.toString().toLowerCase(),
  }
}

export const meterTxId = (signingHash: Uint8Array, origin: string): string =>
  Blake2b256.of(new Uint8Array([...signingHash, ...Address.of(origin).bytes])).toString()

/** The body of a signed raw Meter transaction, as the SDK's profiler unpacks it. */
export function decodeMeterTx(raw: string): MeterTxBody & { signature: Uint8Array } {
  const bytes = Uint8Array.from(Buffer.from(raw.replace(/^0x/, ''), 'hex'))
  return RLPProfiler.ofObjectEncoded(bytes, SIGNED).object as unknown as MeterTxBody & { signature: Uint8Array }
}
