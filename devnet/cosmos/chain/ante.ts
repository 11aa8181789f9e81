import { SignDoc, TxRaw, type Tx } from 'cosmjs-types/cosmos/tx/v1beta1/tx'
import { SignMode } from 'cosmjs-types/cosmos/tx/signing/v1beta1/signing'
import { PubKey } from 'cosmjs-types/cosmos/crypto/secp256k1/keys'
import { anyToJson, TYPE } from './codec'
import type { DeliveryState } from './deliver'
import { feeGrantOf } from './deliver'
import { addressOfPubKey, verifySecp256k1 } from './keys'
import { aminoSignBytes } from './amino-sign'

/**
 * The SDK's ante handler (x/auth/ante, v0.47/v0.50), as CheckTx and simulate run it on a transaction: validate
 * basic, memo, size gas, the validator's minimum gas price (CheckTx only), the fee payer's existence and funds,
 * the public key, the account sequence, and the signature (CheckTx only). Failures carry the SDK's code and raw
 * log wording; what passes is what DeliverTx will take into a block.
 */

export interface AnteFailure {
  code: number
  codespace: string
  log: string
}

/** What CheckTx already accepted into the mempool and not yet delivered: the check state on top of the block's. */
export interface PendingState {
  /** Transactions of this account index waiting in the mempool (each advanced its check-state sequence). */
  queued(index: number): number
  /** Fees the mempool's transactions will take from this address, in this denom. */
  owed(address: string, denom: string): bigint
}

export interface AnteInfo {
  signer: string
  /** Account index of the signer (undefined for an address outside the genesis accounts). */
  index?: number
  payer: string
  fee: { denom: string; amount: bigint }[]
}

const MAX_MEMO = 256
const TX_SIZE_COST_PER_BYTE = 10n
/** Validators' minimum gas price, in tenths of thousandths of the smallest unit (0.0025 per gas on 6 decimals). */
const MIN_GAS_PRICE_E4 = 25n

const SIGNER_FIELD: Record<string, string> = {
  [TYPE.send]: 'from_address',
  [TYPE.delegate]: 'delegator_address',
  [TYPE.transfer]: 'sender',
  [TYPE.recvPacket]: 'signer',
  [TYPE.acknowledgement]: 'signer',
  [TYPE.timeout]: 'signer',
  [TYPE.oracleVote]: 'feeder',
  [TYPE.sendToEth]: 'sender',
  [TYPE.allianceDelegate]: 'delegator_address',
}

const sdk = (code: number, log: string): AnteFailure => ({ code, codespace: 'sdk', log })
const coinsText = (coins: readonly { denom: string; amount: bigint | string }[]) =>
  coins.map((c) => `${c.amount}${c.denom}`).join(',')

/** The transaction's signers, in message order without repeats (the first pays the fee). */
export function signersOf(tx: Tx): string[] {
  const out: string[] = []
  for (const m of tx.body?.messages ?? []) {
    const field = SIGNER_FIELD[m.typeUrl]
    const v = field ? anyToJson(m)[field] : undefined
    if (typeof v === 'string' && v && !out.includes(v)) out.push(v)
  }
  return out
}

/** Smallest fee the validators accept for this gas limit (`ceil(min gas price × gas)`), CheckTx only. */
export function requiredFee(chain: DeliveryState, gasLimit: bigint): bigint {
  const scale = 10n ** BigInt(Math.max(0, chain.opts.profile.exponent - 6))
  return (gasLimit * MIN_GAS_PRICE_E4 * scale + 9999n) / 10000n
}

/** Whether the chain has an account at this address (genesis, module, or one that received funds). */
function accountExists(chain: DeliveryState, address: string): boolean {
  const r = chain.book.resolve(address)
  return r?.kind === 'account' || r?.kind === 'module' || chain.ledger.moved(address)
}

/**
 * Run the ante handler on `bytes`. `mode` 'check' is CheckTx (every check); 'simulate' skips the minimum fee and
 * the signature, and tolerates a transaction without signer infos (what an explorer sends to estimate gas).
 */
export function runAnte(
  chain: DeliveryState,
  bytes: Uint8Array,
  tx: Tx,
  mode: 'check' | 'simulate',
  pending: PendingState,
): { ok: true; info: AnteInfo } | { ok: false; failure: AnteFailure } {
  const fail = (f: AnteFailure) => ({ ok: false as const, failure: f })
  const profile = chain.opts.profile
  const signers = signersOf(tx)
  const signer = signers[0]
  if (!signer) return fail(sdk(2, `no signer in the transaction's messages: tx parse error`))
  const infos = tx.authInfo?.signerInfos ?? []
  const loose = mode === 'simulate' && infos.length === 0
  // ValidateBasicDecorator
  if (!loose && tx.signatures.length === 0) return fail(sdk(15, 'no signatures supplied'))
  if (!loose && (infos.length !== tx.signatures.length || infos.length !== signers.length))
    return fail(
      sdk(4, `invalid number of signer;  expected: ${signers.length}, got ${tx.signatures.length}: unauthorized`),
    )
  // ValidateMemoDecorator
  const memo = tx.body?.memo ?? ''
  if (memo.length > MAX_MEMO)
    return fail(
      sdk(12, `maximum number of characters is ${MAX_MEMO} but received ${memo.length} characters: memo too large`),
    )
  const gasLimit = tx.authInfo?.fee?.gasLimit ?? 0n
  if (mode === 'check') {
    // ConsumeGasForTxSizeDecorator, then DeductFeeDecorator's gas and minimum-fee checks.
    const sizeGas = BigInt(bytes.length) * TX_SIZE_COST_PER_BYTE
    if (gasLimit === 0n) return fail(sdk(41, 'must provide positive gas: invalid gas limit'))
    if (sizeGas > gasLimit)
      return fail(sdk(11, `out of gas in location: txSize; gasWanted: ${gasLimit}, gasUsed: ${sizeGas}: out of gas`))
  }
  const fee = (tx.authInfo?.fee?.amount ?? []).map((c) => ({ denom: c.denom, amount: BigInt(c.amount || '0') }))
  if (mode === 'check') {
    const need = requiredFee(chain, gasLimit)
    const paid = fee.find((c) => c.denom === profile.denom)?.amount ?? 0n
    if (paid < need)
      return fail(
        sdk(13, `insufficient fees; got: ${coinsText(fee)} required: ${need}${profile.denom}: insufficient fee`),
      )
  }
  const granter = tx.authInfo?.fee?.granter || undefined
  const feeTotal = fee.filter((c) => c.denom === profile.denom).reduce((a, c) => a + c.amount, 0n)
  if (granter && granter !== signer) {
    const g = feeGrantOf(chain, granter, signer, feeTotal)
    if ('problem' in g) return fail({ code: g.code, codespace: 'feegrant', log: g.problem })
  }
  const payer = granter ?? signer
  if (!accountExists(chain, payer)) return fail(sdk(9, `fee payer address: ${payer} does not exist: unknown address`))
  for (const c of fee) {
    if (c.amount === 0n) continue
    const spendable = chain.ledger.balance(payer, c.denom) - pending.owed(payer, c.denom)
    if (spendable < c.amount)
      return fail(
        sdk(
          5,
          `spendable balance ${spendable < 0n ? 0n : spendable}${c.denom} is smaller than ${c.amount}${c.denom}: insufficient funds: insufficient funds`,
        ),
      )
  }
  const r = chain.book.resolve(signer)
  const index = r?.kind === 'account' ? r.index : undefined
  const info: AnteInfo = { signer, index, payer, fee }
  if (loose) return { ok: true, info }
  if (!accountExists(chain, signer)) return fail(sdk(9, `account ${signer} does not exist: unknown address`))
  // SetPubKeyDecorator: a key given must be the signer's.
  const given = infos[0]?.publicKey
  let pubKey: Uint8Array | undefined
  if (given?.typeUrl === TYPE.secp256k1) pubKey = PubKey.decode(given.value).key
  const onChain = index !== undefined && (chain.sequences.get(index) ?? 0) > 0 ? chain.book.pubKey(index) : undefined
  const signerBytes = r && 'bytes' in r ? r.bytes : index !== undefined ? chain.book.accountBytes(index) : undefined
  if (mode === 'check' && pubKey && signerBytes && !sameBytes(addressOfPubKey(pubKey), signerBytes))
    return fail(sdk(8, `pubKey does not match signer address ${signer} with signer index: 0: invalid pubkey`))
  pubKey = onChain ?? pubKey
  if (mode === 'check' && !pubKey) return fail(sdk(8, 'pubkey on account is not set: invalid pubkey'))
  // SigVerificationDecorator: the sequence, then (CheckTx) the signature.
  const expected = index !== undefined ? (chain.sequences.get(index) ?? 0) + pending.queued(index) : 0
  const got = infos[0]!.sequence
  if (got !== BigInt(expected))
    return fail(sdk(32, `account sequence mismatch, expected ${expected}, got ${got}: incorrect account sequence`))
  if (mode === 'simulate') return { ok: true, info }
  const accountNumber = index !== undefined ? chain.book.accountNumber(index) : 0
  const signBytes = signBytesOf(chain, bytes, tx, infos[0]!.modeInfo?.single?.mode, accountNumber, got)
  if (!signBytes || !verifySecp256k1(tx.signatures[0]!, signBytes, pubKey!)) {
    const chainId = profile.chainId
    const why = profile.sdkVersion.startsWith('v0.47') ? '' : ': (unable to verify single signer signature)'
    return fail(
      sdk(
        4,
        `signature verification failed; please verify account number (${accountNumber}) and chain-id (${chainId})${why}: unauthorized`,
      ),
    )
  }
  return { ok: true, info }
}

/** The bytes the signer signed, by its sign mode (direct: the SignDoc of the raw body and auth info). */
function signBytesOf(
  chain: DeliveryState,
  bytes: Uint8Array,
  tx: Tx,
  mode: SignMode | undefined,
  accountNumber: number,
  sequence: bigint,
): Uint8Array | undefined {
  const chainId = chain.opts.profile.chainId
  if (mode === SignMode.SIGN_MODE_DIRECT) {
    const raw = TxRaw.decode(bytes)
    return SignDoc.encode({
      bodyBytes: raw.bodyBytes,
      authInfoBytes: raw.authInfoBytes,
      chainId,
      accountNumber: BigInt(accountNumber),
    }).finish()
  }
  if (mode === SignMode.SIGN_MODE_LEGACY_AMINO_JSON)
    return aminoSignBytes(tx, { chainId, accountNumber: String(accountNumber), sequence: String(sequence) })
  return undefined
}

const sameBytes = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((x, i) => x === b[i])
