import { createHash } from 'node:crypto'
import {
  BASE_GAS_PRICE,
  BLOCK_GAS_LIMIT,
  type BlockRecord,
  type EventLog,
  type LedgerTx,
  type Receipt,
  type TransferLog,
  type VmLedger,
} from './ledger'
import { encodeSigned, type TxClause } from './txcodec'

/** JSON shapes of the Meter/Thor REST API (meter.yaml v1.2.2 and Meter's api/*\/types.go), amounts as 0x hex. */
export const hex = (v: bigint) => `0x${v.toString(16)}`

/** Thor's root of an empty trie, for blocks without transactions. */
const EMPTY_ROOT = '0x45b0cfc220ceec5b7c1c62c4d4193d38e4eba48e8815729ce75f9c0ab0e4c1c0'
const root = (...parts: (string | number)[]) => `0x${createHash('sha256').update(parts.join('/')).digest('hex')}`
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
    baseFeePerGas: hex(BASE_GAS_PRICE),
  }
}

const clauseView = (c: TxClause) => ({ to: c.to, value: hex(c.value), token: 1, data: c.data })

export function txMeta(l: VmLedger, tx: LedgerTx) {
  const b = l.blocks[tx.blockNumber]!
  return { blockID: b.id, blockNumber: b.number, blockTimestamp: b.timestamp }
}

export function txView(l: VmLedger, tx: LedgerTx) {
  return {
    id: tx.id,
    chainTag: tx.body.chainTag,
    blockRef: tx.body.blockRef,
    expiration: tx.body.expiration,
    clauses: tx.body.clauses.map(clauseView),
    gasPriceCoef: tx.body.gasPriceCoef,
    gas: Number(tx.body.gas),
    origin: tx.origin,
    delegator: null,
    nonce: hex(tx.body.nonce),
    dependsOn: tx.body.dependsOn,
    size: encodeSigned(tx.body, new Uint8Array(65)).length,
    meta: txMeta(l, tx),
  }
}

export const rawTxView = (l: VmLedger, tx: LedgerTx) => ({ raw: l.raw(tx), meta: txMeta(l, tx) })

export function receiptView(l: VmLedger, tx: LedgerTx, r: Receipt) {
  return {
    gasUsed: Number(r.gasUsed),
    gasPayer: r.gasPayer,
    paid: hex(r.paid),
    reward: hex(r.reward),
    reverted: r.reverted,
    meta: { ...txMeta(l, tx), txID: tx.id, txOrigin: tx.origin },
    outputs: r.outputs.map((o) => ({
      contractAddress: o.contractAddress,
      events: o.events,
      transfers: o.transfers.map((t) => ({ sender: t.sender, recipient: t.recipient, amount: hex(t.amount) })),
    })),
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
export const transferView = (t: TransferLog) => ({
  sender: t.sender,
  recipient: t.recipient,
  amount: hex(t.amount),
  meta: logMeta(t.meta),
})
