/**
 * Block and log summaries as the live feed carries them: one normalised shape per record, whatever the ledger
 * kind, so the relay, the live page and the home strip share one reading of the wire JSON. Pure: no I/O.
 * Heights and amounts stay decimal strings (uint64 values can exceed 2^53).
 */
import { getNetwork, type NetworkId } from '@/lib/networks'
import { proposerAddress } from '@/lib/format/address'
import { base64ToHex } from '@/lib/format/hex'
import { toEpochMs } from '@/lib/format/time'

export interface ShardRef {
  shard: number
  nonce: string
  hash?: string
}

export interface BlockSummary {
  network: NetworkId
  /** SSE event id: the height, or `<shard>:<nonce>` on the sharded ledger (its metachain shard id). */
  id: string
  /** Height, number, round or nonce, as a decimal string. */
  height: string
  hash?: string
  /** Block timestamp, epoch ms. */
  time?: number
  txs?: number
  /** Proposer, signer or beneficiary as the ledger names it. */
  proposer?: string
  size?: number
  gasUsed?: string
  gasLimit?: string
  /** Sharded ledger: the shard blocks a hyperblock notarizes. */
  shards?: ShardRef[]
  /** VM ledger: the block left the trunk (a fork); the feed reports it, pages mark it. */
  obsolete?: boolean
}

export interface LogSummary {
  kind: 'event' | 'transfer'
  /** `<blockNumber>.<index in block>`: orders like the chain and resumes with Last-Event-ID. */
  id: string
  blockNumber: string
  blockId?: string
  time?: number
  txId?: string
  txOrigin?: string
  clauseIndex?: number
  /** Events: emitter address, topics and data. */
  address?: string
  topics?: string[]
  data?: string
  /** Transfers: sender, recipient and hex amount. */
  sender?: string
  recipient?: string
  amount?: string
  obsolete?: boolean
}

/** The metachain's shard id on the sharded ledger (MultiversX `core.MetachainShardId`). */
export const METACHAIN_SHARD = 4294967295

type Obj = Record<string, unknown>
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v)
const obj = (v: unknown): Obj => (isObj(v) ? v : {})

/** A JSON integer (number, bigint or decimal string) as a decimal string; anything else is undefined. */
export function intString(v: unknown): string | undefined {
  if (typeof v === 'bigint') return v >= 0n ? v.toString() : undefined
  if (typeof v === 'number') return Number.isSafeInteger(v) && v >= 0 ? String(v) : undefined
  if (typeof v === 'string' && /^\d+$/.test(v)) return v.replace(/^0+(?=\d)/, '')
  return undefined
}

const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined)
const smallInt = (v: unknown): number | undefined => {
  const s = intString(v)
  return s !== undefined && s.length < 16 ? Number(s) : undefined
}
const count = (v: unknown): number | undefined => (Array.isArray(v) ? v.length : undefined)

/** Drop undefined fields so the JSON on the wire stays small and `toEqual` in tests stays exact. */
function compact<T extends object>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T
}

/** VM ledger block (REST `/blocks/{revision}` or a `/subscriptions/block` message). */
export function vmBlock(network: NetworkId, raw: unknown): BlockSummary | undefined {
  const b = obj(raw)
  const height = intString(b.number)
  if (height === undefined) return undefined
  return compact({
    network,
    id: height,
    height,
    hash: str(b.id),
    time: toEpochMs(smallInt(b.timestamp)),
    txs: count(b.transactions),
    proposer: str(b.signer) ?? str(b.beneficiary),
    size: smallInt(b.size),
    gasUsed: intString(b.gasUsed),
    gasLimit: intString(b.gasLimit),
    obsolete: b.obsolete === true ? true : undefined,
  })
}

/** A cosmos proposer as the rest of the site shows it: the network's bech32 `…valcons1…` address. */
function cosmosProposer(network: NetworkId, raw: string | undefined): string | undefined {
  return raw && (proposerAddress(raw, getNetwork(network).address) ?? raw)
}

/**
 * Cosmos block: the answer of `blocks/latest`, `blocks/{height}` or `txs/block/{height}` (all carry `block_id`
 * and `block`; the first two also `sdk_block`, whose proposer is bech32 rather than base64). The wire's base64
 * hash and proposer become upper-case hex and a valcons address, as block pages and overviews show them.
 */
export function cosmosBlock(network: NetworkId, raw: unknown): BlockSummary | undefined {
  const body = obj(raw)
  const block = isObj(body.sdk_block) ? body.sdk_block : obj(body.block)
  const header = obj(block.header)
  const height = intString(header.height)
  if (height === undefined) return undefined
  const txs = count(obj(block.data).txs) ?? count(body.txs)
  return compact({
    network,
    id: height,
    height,
    hash: hexHash(str(obj(body.block_id).hash)),
    time: toEpochMs(str(header.time)),
    txs: txs ?? 0,
    proposer: cosmosProposer(network, str(header.proposer_address)),
  })
}

const hexHash = (h: string | undefined) =>
  h === undefined ? h : /^[0-9a-f]{64}$/i.test(h) ? h.toUpperCase() : (base64ToHex(h) ?? h)

/** Sharded ledger hyperblock, inside the gateway envelope `{data:{hyperblock}}` or bare. */
export function shardedHyperblock(network: NetworkId, raw: unknown): BlockSummary | undefined {
  const r = obj(raw)
  const h = obj(obj(r.data).hyperblock ?? r.hyperblock)
  const nonce = intString(h.nonce)
  if (nonce === undefined) return undefined
  const shards = Array.isArray(h.shardBlocks)
    ? h.shardBlocks.flatMap((s): ShardRef[] => {
        const o = obj(s)
        const n = intString(o.nonce)
        const shard = smallInt(o.shard)
        return n === undefined || shard === undefined ? [] : [compact({ shard, nonce: n, hash: str(o.hash) })]
      })
    : undefined
  return compact({
    network,
    id: `${METACHAIN_SHARD}:${nonce}`,
    height: nonce,
    hash: str(h.hash),
    time: toEpochMs(smallInt(h.timestamp)),
    txs: smallInt(h.numTxs) ?? count(h.transactions),
    shards,
  })
}

/** Ledger node block (`/v2/blocks/{round}` JSON: msgpack short keys inside `block`). */
export function ledgerBlock(network: NetworkId, raw: unknown): BlockSummary | undefined {
  const b = obj(obj(raw).block)
  const round = intString(b.rnd)
  if (round === undefined) return undefined
  return compact({
    network,
    id: round,
    height: round,
    time: toEpochMs(smallInt(b.ts)),
    txs: count(b.txns) ?? 0,
    proposer: str(b.prp),
  })
}

export interface BeatSummary {
  id: string
  height: string
  hash?: string
  time?: number
  /** Hex bloom filter of the addresses (and topics) the block touched, and its hash count. */
  bloom?: string
  k?: number
  obsolete?: boolean
}

/** A VM `/subscriptions/beat` message. */
export function vmBeat(raw: unknown): BeatSummary | undefined {
  const b = obj(raw)
  const height = intString(b.number)
  if (height === undefined) return undefined
  return compact({
    id: height,
    height,
    hash: str(b.id),
    time: toEpochMs(smallInt(b.timestamp)),
    bloom: str(b.bloom),
    k: smallInt(b.k),
    obsolete: b.obsolete === true ? true : undefined,
  })
}

/** A VM `/subscriptions/event` or `/subscriptions/transfer` message; `index` numbers it inside its block. */
export function vmLog(kind: 'event' | 'transfer', raw: unknown, index: number): LogSummary | undefined {
  const m = obj(raw)
  const meta = obj(m.meta)
  const blockNumber = intString(meta.blockNumber)
  if (blockNumber === undefined) return undefined
  const topics = Array.isArray(m.topics) ? m.topics.filter((t): t is string => typeof t === 'string') : undefined
  return compact({
    kind,
    id: `${blockNumber}.${index}`,
    blockNumber,
    blockId: str(meta.blockID),
    time: toEpochMs(smallInt(meta.blockTimestamp)),
    txId: str(meta.txID),
    txOrigin: str(meta.txOrigin),
    clauseIndex: smallInt(meta.clauseIndex),
    address: kind === 'event' ? str(m.address) : undefined,
    topics: kind === 'event' ? topics : undefined,
    data: kind === 'event' ? str(m.data) : undefined,
    sender: kind === 'transfer' ? str(m.sender) : undefined,
    recipient: kind === 'transfer' ? str(m.recipient) : undefined,
    amount: kind === 'transfer' ? str(m.amount) : undefined,
    obsolete: m.obsolete === true ? true : undefined,
  })
}

/**
 * The order of an event id: the height (or nonce, or block number of a log). Used when a Last-Event-ID is no
 * longer in the relay's buffer, to resume after the block it names. Undefined for anything malformed.
 */
export function orderOfId(id: string): bigint | undefined {
  const m = /^(?:\d{1,10}:)?(\d{1,20})(?:\.\d{1,6})?$/.exec(id)
  return m ? BigInt(m[1]!) : undefined
}
