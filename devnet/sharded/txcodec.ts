import { ed25519 } from '@noble/curves/ed25519.js'
import { blake2b } from '@noble/hashes/blake2.js'
import { keccak_256 } from '@noble/hashes/sha3.js'
import { bytesToHex } from '@noble/hashes/utils.js'
import protobuf from 'protobufjs/light.js'
import type { AddressCodec } from './address'

/**
 * A transaction's bytes as the real node computes them: its hash is blake2b-256 of the protobuf message
 * (mx-chain-core-go data/transaction/transaction.proto, gogoproto: fields in number order, proto3 defaults
 * left out), and its signature covers the JSON of the FrontendTransaction, or keccak-256 of that JSON when the
 * hash-signing option is set.
 */
export interface TxFields {
  nonce: number
  value: bigint
  sender: string
  receiver: string
  /** base64, as on the wire. */
  senderUsername?: string
  receiverUsername?: string
  gasPrice: number
  gasLimit: number
  /** base64, empty when none. */
  data: string
  chainID: string
  version: number
  options: number
  /** hex */
  signature: string
  guardian?: string
  guardianSignature?: string
  relayer?: string
  relayerSignature?: string
}

const Transaction = new protobuf.Type('Transaction')
for (const [name, id, type] of [
  ['Nonce', 1, 'uint64'],
  ['Value', 2, 'bytes'],
  ['RcvAddr', 3, 'bytes'],
  ['RcvUserName', 4, 'bytes'],
  ['SndAddr', 5, 'bytes'],
  ['SndUserName', 6, 'bytes'],
  ['GasPrice', 7, 'uint64'],
  ['GasLimit', 8, 'uint64'],
  ['Data', 9, 'bytes'],
  ['ChainID', 10, 'bytes'],
  ['Version', 11, 'uint32'],
  ['Signature', 12, 'bytes'],
  ['Options', 13, 'uint32'],
  ['GuardianAddr', 14, 'bytes'],
  ['GuardianSignature', 15, 'bytes'],
  ['RelayerAddr', 16, 'bytes'],
  ['RelayerSignature', 17, 'bytes'],
] as const)
  Transaction.add(new protobuf.Field(name, id, type))

// Native Buffer decoding: a history replay hashes thousands of transactions at start.
const b64 = (s: string | undefined) => (s ? Buffer.from(s, 'base64') : new Uint8Array())
const hex = (s: string | undefined) => (s ? Buffer.from(s, 'hex') : new Uint8Array())

/** Go's big.Int caster: a sign byte, then the magnitude; zero is two zero bytes. */
function bigIntBytes(v: bigint): Uint8Array {
  if (v === 0n) return new Uint8Array(2)
  const h = v.toString(16)
  return Buffer.from(`00${h.length % 2 ? '0' : ''}${h}`, 'hex')
}

const utf8 = new TextEncoder()

/** Protobuf bytes of the transaction, proto3 style: zero numbers and empty bytes are not written. */
export function encodeTransaction(tx: TxFields, addresses: AddressCodec): Uint8Array {
  const m: Record<string, number | Uint8Array> = {}
  const bytes = (name: string, v: Uint8Array) => {
    if (v.length) m[name] = v
  }
  const uint = (name: string, v: number) => {
    if (v) m[name] = v
  }
  uint('Nonce', tx.nonce)
  bytes('Value', bigIntBytes(tx.value))
  bytes('RcvAddr', addresses.decode(tx.receiver))
  bytes('RcvUserName', b64(tx.receiverUsername))
  bytes('SndAddr', addresses.decode(tx.sender))
  bytes('SndUserName', b64(tx.senderUsername))
  uint('GasPrice', tx.gasPrice)
  uint('GasLimit', tx.gasLimit)
  bytes('Data', b64(tx.data))
  bytes('ChainID', utf8.encode(tx.chainID))
  uint('Version', tx.version)
  bytes('Signature', hex(tx.signature))
  uint('Options', tx.options)
  if (tx.guardian) bytes('GuardianAddr', addresses.decode(tx.guardian))
  bytes('GuardianSignature', hex(tx.guardianSignature))
  if (tx.relayer) bytes('RelayerAddr', addresses.decode(tx.relayer))
  bytes('RelayerSignature', hex(tx.relayerSignature))
  // Plain values of the field types already: no fromObject conversion pass.
  return Transaction.encode(m).finish()
}

/** The transaction hash the node answers on send: hex blake2b-256 of the protobuf bytes. */
export const transactionHash = (tx: TxFields, addresses: AddressCodec): string =>
  bytesToHex(blake2b(encodeTransaction(tx, addresses), { dkLen: 32 }))

/** Go's encoding/json escapes these in strings; JSON.stringify does not. */
const goJson = (v: unknown) =>
  JSON.stringify(v).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)

/** What the sender signs: the FrontendTransaction JSON without signatures, in Go's field order and omitempty rules. */
export function signingBytes(tx: TxFields): Uint8Array {
  const json = goJson({
    nonce: tx.nonce,
    value: tx.value.toString(),
    receiver: tx.receiver,
    sender: tx.sender,
    senderUsername: tx.senderUsername || undefined,
    receiverUsername: tx.receiverUsername || undefined,
    gasPrice: tx.gasPrice,
    gasLimit: tx.gasLimit,
    data: tx.data || undefined,
    chainID: tx.chainID,
    version: tx.version,
    options: tx.options || undefined,
    guardian: tx.guardian || undefined,
    relayer: tx.relayer || undefined,
  })
  const bytes = utf8.encode(json)
  // Version 2 with the lowest option bit set signs the keccak-256 of the JSON (hardware wallets).
  return tx.version > 1 && (tx.options & 1) === 1 ? keccak_256(bytes) : bytes
}

/** ed25519 over the signing bytes with the sender's key, as the node's interceptor checks it. */
export function signatureValid(tx: TxFields, addresses: AddressCodec): boolean {
  try {
    return ed25519.verify(hex(tx.signature), signingBytes(tx), addresses.decode(tx.sender))
  } catch {
    return false
  }
}

/** Sign with a secret key (devnet's own tests and tools; the dev accounts' keys are never served). */
export const signTransaction = (tx: TxFields, secretKey: Uint8Array): string =>
  bytesToHex(ed25519.sign(signingBytes(tx), secretKey))
