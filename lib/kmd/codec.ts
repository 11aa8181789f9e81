import {
  decodeAddress,
  decodeSignedTransaction,
  decodeUnsignedTransaction,
  encodeAddress,
  encodeUnsignedTransaction,
  isValidAddress,
  masterDerivationKeyToMnemonic,
  mnemonicToMasterDerivationKey,
  mnemonicToSecretKey,
  msgpackRawDecode,
  secretKeyToMnemonic,
  type Transaction,
} from 'algosdk'
import type { MultisigView } from '@/lib/client/kmd-contract'

export type { MultisigView }

/**
 * Pure key and transaction helpers of the KMD console, shared by the server routes and the browser (the
 * pre-signing preview). Byte arrays travel as base64 text, as go-codec and algosdk's own kmd client send them.
 */

export const toBase64 = (bytes: Uint8Array): string => {
  let s = ''
  for (const b of bytes) s += String.fromCharCode(b)
  return btoa(s)
}

/** Strict base64 (standard or URL alphabet, whitespace ignored); throws a readable error otherwise. */
export function fromBase64(text: string, what = 'value'): Uint8Array {
  const clean = text.replace(/\s+/g, '').replace(/-/g, '+').replace(/_/g, '/')
  if (!clean || !/^[A-Za-z0-9+/]*={0,2}$/.test(clean) || clean.replace(/=+$/, '').length % 4 === 1)
    throw new Error(`${what} must be base64 text`)
  const bin = atob(clean.padEnd(Math.ceil(clean.length / 4) * 4, '='))
  return Uint8Array.from(bin, (c) => c.charCodeAt(0))
}

export const publicKeyOf = (address: string): Uint8Array => {
  if (!isValidAddress(address)) throw new Error(`not a valid account address: ${address.slice(0, 64)}`)
  return decodeAddress(address).publicKey
}

export const publicKeyBase64 = (address: string) => toBase64(publicKeyOf(address))

const wordsOf = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .split(/[\s,]+/)
    .filter(Boolean)

/** A 25-word mnemonic → 64-byte secret key (the seed and the public key). */
export function mnemonicToPrivateKey(mnemonic: string): Uint8Array {
  const words = wordsOf(mnemonic)
  if (words.length !== 25) throw new Error(`a mnemonic has 25 words, got ${words.length}`)
  try {
    return mnemonicToSecretKey(words.join(' ')).sk
  } catch {
    throw new Error('the mnemonic is not valid (unknown word or wrong checksum)')
  }
}

export const privateKeyToMnemonic = (sk: Uint8Array): string => secretKeyToMnemonic(sk)

/** Private key input: a 25-word mnemonic or base64 of the 64-byte key. Returns base64 of the 64 bytes. */
export function parsePrivateKey(input: string): string {
  const text = input.trim()
  if (wordsOf(text).length > 1) return toBase64(mnemonicToPrivateKey(text))
  const bytes = fromBase64(text, 'private key')
  if (bytes.length !== 64) throw new Error(`a private key is 64 bytes, got ${bytes.length}`)
  return toBase64(bytes)
}

/** Master derivation key input: empty (let kmd generate one), a 25-word mnemonic or base64 of 32 bytes. */
export function parseMasterKey(input: string): string | undefined {
  const text = input.trim()
  if (!text) return undefined
  if (wordsOf(text).length > 1) {
    const words = wordsOf(text)
    if (words.length !== 25) throw new Error(`a mnemonic has 25 words, got ${words.length}`)
    try {
      return toBase64(mnemonicToMasterDerivationKey(words.join(' ')))
    } catch {
      throw new Error('the master key mnemonic is not valid (unknown word or wrong checksum)')
    }
  }
  const bytes = fromBase64(text, 'master derivation key')
  if (bytes.length !== 32) throw new Error(`a master derivation key is 32 bytes, got ${bytes.length}`)
  return toBase64(bytes)
}

export const masterKeyToMnemonic = (mdk: Uint8Array): string => masterDerivationKeyToMnemonic(mdk)

export interface TxnPreview {
  txid: string
  type: string
  sender: string
  receiver?: string | undefined
  /** Base units as a decimal string (never through Number). */
  amount?: string | undefined
  assetId?: string | undefined
  closeTo?: string | undefined
  rekeyTo?: string | undefined
  fee: string
  firstValid: string
  lastValid: string
  genesisId: string
  note?: { text?: string | undefined; base64: string } | undefined
  group?: string | undefined
  /** True when the pasted blob was a signed transaction (its inner transaction is what gets signed). */
  wasSigned: boolean
}

export interface DecodedTxn {
  txn: Transaction
  /** base64 msgpack of the unsigned transaction: what kmd signs. */
  unsigned: string
  wasSigned: boolean
}

/** A pasted base64 msgpack transaction, unsigned or signed. */
export function decodeTxn(base64: string): DecodedTxn {
  const bytes = fromBase64(base64, 'transaction')
  let txn: Transaction
  let wasSigned = false
  try {
    txn = decodeUnsignedTransaction(bytes)
  } catch {
    try {
      txn = decodeSignedTransaction(bytes).txn
      wasSigned = true
    } catch {
      throw new Error('not a msgpack transaction (unsigned or signed)')
    }
  }
  return { txn, unsigned: toBase64(encodeUnsignedTransaction(txn)), wasSigned }
}

const printable = (bytes: Uint8Array): string | undefined => {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    return /^[\P{C}\n\t]*$/u.test(text) ? text : undefined
  } catch {
    return undefined
  }
}

const zeroAddress = encodeAddress(new Uint8Array(32))
const addr = (a: { toString(): string } | undefined) => {
  const s = a?.toString()
  return s && s !== zeroAddress ? s : undefined
}

export function previewTxn(base64: string): TxnPreview {
  const { txn, wasSigned } = decodeTxn(base64)
  const pay = txn.payment
  const axfer = txn.assetTransfer
  return {
    txid: txn.txID(),
    type: txn.type,
    sender: txn.sender.toString(),
    receiver: addr(pay?.receiver ?? axfer?.receiver),
    amount: pay ? pay.amount.toString() : axfer ? axfer.amount.toString() : undefined,
    assetId: axfer ? axfer.assetIndex.toString() : undefined,
    closeTo: addr(pay?.closeRemainderTo ?? axfer?.closeRemainderTo),
    rekeyTo: addr(txn.rekeyTo),
    fee: txn.fee.toString(),
    firstValid: txn.firstValid.toString(),
    lastValid: txn.lastValid.toString(),
    genesisId: txn.genesisID ?? '',
    note: txn.note.length ? { text: printable(txn.note), base64: toBase64(txn.note) } : undefined,
    group: txn.group && txn.group.some((b) => b !== 0) ? toBase64(txn.group) : undefined,
    wasSigned,
  }
}

/** The transaction id of a signed transaction blob (to follow it to the explorer after submitting). */
export const signedTxnId = (base64: string): string =>
  decodeSignedTransaction(fromBase64(base64, 'signed transaction')).txn.txID()

/** The kmd multisig answer (msgpack {subsig: [{pk, s?}], thr, v}) → who has signed. */
export function decodeMultisig(base64: string): MultisigView {
  const raw = msgpackRawDecode(fromBase64(base64, 'multisig signature')) as {
    subsig?: { pk?: Uint8Array; s?: Uint8Array }[]
    thr?: number | bigint
    v?: number | bigint
  }
  if (!raw || !Array.isArray(raw.subsig)) throw new Error('not a multisig signature')
  const subsigs = raw.subsig.map((x) => ({
    address: x.pk instanceof Uint8Array && x.pk.length === 32 ? encodeAddress(x.pk) : '(invalid key)',
    signed: x.s instanceof Uint8Array && x.s.some((b) => b !== 0),
  }))
  return {
    version: Number(raw.v ?? 0),
    threshold: Number(raw.thr ?? 0),
    subsigs,
    signatures: subsigs.filter((s) => s.signed).length,
  }
}

/** The kmd multisig answer → the request form of `partial_multisig` (MultisigSig, byte arrays as base64). */
export function multisigToPartial(base64: string): {
  Subsigs: { Key: string; Sig?: string }[]
  Threshold: number
  Version: number
} {
  const raw = msgpackRawDecode(fromBase64(base64, 'partial multisig')) as {
    subsig?: { pk?: Uint8Array; s?: Uint8Array }[]
    thr?: number | bigint
    v?: number | bigint
  }
  if (!raw || !Array.isArray(raw.subsig)) throw new Error('partial multisig is not a multisig signature')
  return {
    Subsigs: raw.subsig.map((x) => {
      if (!(x.pk instanceof Uint8Array) || x.pk.length !== 32)
        throw new Error('partial multisig has an invalid public key')
      return x.s instanceof Uint8Array && x.s.length === 64
        ? { Key: toBase64(x.pk), Sig: toBase64(x.s) }
        : { Key: toBase64(x.pk) }
    }),
    Threshold: Number(raw.thr ?? 0),
    Version: Number(raw.v ?? 0),
  }
}
