import { hashHex } from '../primitives/hash'
import {
  BASE_GAS_PRICE,
  BLOCK_GAS_LIMIT,
  gasPrice,
  type BlockRecord,
  type EventLog,
  type LedgerTx,
  type Output,
  type Receipt,
  type Transfer,
  type TransferLog,
  type VmLedger,
} from './ledger'
import { encodeSigned, type TxClause } from './txcodec'

/** Meter answers chainId 82 on its mainnet and 83 on any other network (api/transactions convertTransaction). */
const CHAIN_ID = 83n

/** JSON shapes of the Meter/Thor REST API (meter.yaml v1.2.2 and Meter's api/*\/types.go), amounts as 0x hex. */
export const hex = (v: bigint) => `0x${v.toString(16)}`

/** Thor's root of an empty trie, for blocks without transactions. */
const EMPTY_ROOT = '0x45b0cfc220ceec5b7c1c62c4d4193d38e4eba48e8815729ce75f9c0ab0e4c1c0'
const root = (...parts: (string | number)[]) => `0x${hashHex(...parts)}`
/** Meter's PoS epochs: a key block (KBlock) every this many blocks starts a new committee epoch. */
export const EPOCH_BLOCKS = 60

export function blockView(l: VmLedger, b: BlockRecord) {
  const epoch = Math.floor(b.number / EPOCH_BLOCKS)
  return {
    number: b.number,
    id: b.id,
    size: 380 + b.txs.length * 180,
    parentID: b.parentID,
    timestamp: b.timestamp,
    gasLimit: Number(BLOCK_GAS_LIMIT),
    beneficiary: b.beneficiary,
    gasUsed: Number(b.gasUsed),
    totalScore: b.number,
    txsRoot: b.txs.length ? root(l.seed, 'txs', ...b.txs) : EMPTY_ROOT,
    txsFeatures: 0,
    stateRoot: root(l.seed, 'state', b.number),
    receiptsRoot: b.txs.length ? root(l.seed, 'receipts', ...b.txs) : EMPTY_ROOT,
    signer: b.signer,
    isTrunk: true,
    transactions: b.txs,
    // Meter's fields beyond the spec (api/blocks/types.go).
    blockType: b.number % EPOCH_BLOCKS === 0 ? 'KBlock' : 'MBlock',
    lastKBlockHeight: epoch * EPOCH_BLOCKS,
    committee: [],
    qc: { qcHeight: Math.max(0, b.number - 1), qcRound: b.number, voterBitArrayStr: 'BA{4:xxxx}', epochID: epoch },
    nonce: 0,
    epoch,
    kblockData: [],
    powBlocks: [],
    logsBloom: `0x${'0'.repeat(512)}`,
    // A uint64 in Meter's JSONBlockSummary: a number, not hex.
    baseFeePerGas: Number(BASE_GAS_PRICE),
  }
}

/**
 * `GET /blocks/{revision}?expanded=true` as Meter's api/blocks answers it (JSONExpandedBlock): the summary, and each
 * transaction with its receipt part (gas used, payer, paid, reward, reverted, outputs) and its signature's v, r, s.
 */
export function expandedBlockView(l: VmLedger, b: BlockRecord) {
  return { ...blockView(l, b), transactions: b.txs.map((id) => embeddedTxView(l, l.tx(id)!)) }
}

function embeddedTxView(l: VmLedger, tx: LedgerTx) {
  const r = tx.receipt!
  return {
    id: tx.id,
    chainTag: tx.body.chainTag,
    blockRef: tx.body.blockRef,
    expiration: tx.body.expiration,
    clauses: tx.body.clauses.map(clauseView),
    gasPriceCoef: tx.body.gasPriceCoef,
    gas: Number(tx.body.gas),
    gasPrice: Number(gasPrice(tx.body.gasPriceCoef)),
    origin: tx.origin,
    delegator: null,
    nonce: hex(tx.body.nonce),
    dependsOn: tx.body.dependsOn,
    size: txSize(tx),
    gasUsed: Number(r.gasUsed),
    gasPayer: r.gasPayer,
    paid: hex(r.paid),
    reward: hex(r.reward),
    reverted: r.reverted,
    outputs: r.outputs.map(outputView),
    ...signatureView(l, tx),
    type: 0,
    chainId: hex(CHAIN_ID),
    maxFeePerGas: '0x0',
    maxPriorityFeePerGas: '0x0',
  }
}

/** Meter writes r, s and v (the recovery byte) of the 65-byte signature as hex quantities. */
function signatureView(l: VmLedger, tx: LedgerTx) {
  const sig = l.signature(tx)
  const quantity = (b: Uint8Array) => hex(b.length ? BigInt(`0x${Buffer.from(b).toString('hex')}`) : 0n)
  return { v: quantity(sig.slice(64, 65)), r: quantity(sig.slice(0, 32)), s: quantity(sig.slice(32, 64)) }
}

const txSize = (tx: LedgerTx) => encodeSigned(tx.body, new Uint8Array(65)).length

const clauseView = (c: TxClause) => ({ to: c.to, value: hex(c.value), token: c.token, data: c.data })

const transferOf = (t: Transfer) => ({
  sender: t.sender,
  recipient: t.recipient,
  amount: hex(t.amount),
  token: t.token,
})

const outputView = (o: Output) => ({
  contractAddress: o.contractAddress,
  events: o.events,
  transfers: o.transfers.map(transferOf),
})

export function txMeta(l: VmLedger, tx: LedgerTx) {
  const b = l.blocks[tx.blockNumber]!
  return { blockID: b.id, blockNumber: b.number, blockTimestamp: b.timestamp }
}

/** `GET /transactions/{id}` as Meter's api/transactions convertTransaction answers it (no delegator: Meter has none). */
export function txView(l: VmLedger, tx: LedgerTx) {
  return {
    id: tx.id,
    type: 0,
    chainId: hex(CHAIN_ID),
    chainTag: tx.body.chainTag,
    blockRef: tx.body.blockRef,
    expiration: tx.body.expiration,
    clauses: tx.body.clauses.map(clauseView),
    gasPriceCoef: tx.body.gasPriceCoef,
    gasPrice: Number(gasPrice(tx.body.gasPriceCoef)),
    gas: Number(tx.body.gas),
    origin: tx.origin,
    nonce: hex(tx.body.nonce),
    dependsOn: tx.body.dependsOn,
    size: txSize(tx),
    meta: tx.blockNumber >= 0 ? txMeta(l, tx) : null,
    ethTx: null,
    reserved: (tx.body.reserved ?? []).flatMap((r) =>
      r instanceof Uint8Array ? [Buffer.from(r).toString('hex')] : [],
    ),
    ...signatureView(l, tx),
  }
}

/** A pending transaction's meta is Meter's zero TxMeta (the raw form's meta is a struct, not a pointer). */
const ZERO_META = { blockID: `0x${'0'.repeat(64)}`, blockNumber: 0, blockTimestamp: 0 }
export const rawTxView = (l: VmLedger, tx: LedgerTx) => ({
  raw: l.raw(tx),
  meta: tx.blockNumber >= 0 ? txMeta(l, tx) : ZERO_META,
})

export function receiptView(l: VmLedger, tx: LedgerTx, r: Receipt) {
  return {
    gasUsed: Number(r.gasUsed),
    gasPayer: r.gasPayer,
    paid: hex(r.paid),
    reward: hex(r.reward),
    reverted: r.reverted,
    meta: { ...txMeta(l, tx), txID: tx.id, txOrigin: tx.origin },
    outputs: r.outputs.map(outputView),
  }
}

const logMeta = (m: EventLog['meta']) => ({
  blockID: m.blockID,
  blockNumber: m.blockNumber,
  blockTimestamp: m.blockTimestamp,
  txID: m.txID,
  txOrigin: m.txOrigin,
  clauseIndex: m.clauseIndex,
})

export const eventView = (e: EventLog) => ({
  address: e.address,
  topics: e.topics,
  data: e.data,
  meta: logMeta(e.meta),
})
export const transferView = (t: TransferLog) => ({ ...transferOf(t), meta: logMeta(t.meta) })
