/**
 * What the explorer's own index holds, as plain values shared by the followers, the store, the route handlers and
 * the browser. Pure: no server imports. Heights, amounts and fees are decimal strings (uint64 and 18-decimal
 * amounts exceed 2^53); times are epoch milliseconds.
 */
import type { NetworkId } from '@/lib/networks'

/** How an address takes part in a transaction. One address may hold several roles in one transaction. */
export const ROLES = [
  'sender',
  'recipient',
  'signer',
  'fee payer',
  'validator',
  'contract',
  /** Acted on without paying or receiving: a frozen holding, a heartbeat's participant, a rekey's new signer. */
  'target',
  'IBC counterparty',
  'IBC channel',
] as const
export type Role = (typeof ROLES)[number]

/** The transaction seen from one address: it sent (out), received (in), both (self), or took another part. */
export const DIRECTIONS = ['in', 'out', 'self', 'other'] as const
export type Direction = (typeof DIRECTIONS)[number]

export interface Coin {
  /** Base units, exact. */
  amount: string
  denom: string
}

export interface Participant {
  address: string
  role: Role
}

/** One transaction as a follower extracts it from the gateway's answers. */
export interface ExtractedTx {
  /** Position in the block (the ledger's intra-round offset, the order of the block's transaction list). */
  idx: number
  hash: string
  /** The kind in words: `Send`, `IBC transfer`, `Contract call`. */
  type: string
  participants: Participant[]
  /** What moved, first the main amount (base units with denom). */
  amounts: Coin[]
  fee: Coin[]
  /** True: applied; false: failed or reverted; undefined: the gateway does not say. */
  ok?: boolean
  /**
   * Each token movement with its two sides, where the ledger says them exactly (a VM's Transfer events): what token
   * holder balances are summed from. A mint has no `from`, a burn no `to`.
   */
  moves?: TokenMove[]
}

/** One movement of a token: base units from one account to another. */
export interface TokenMove {
  /** The coin's denomination as the amounts name it (`token 0x…` on a VM ledger). */
  token: string
  from?: string
  to?: string
  amount: string
}

/** One block and its transactions as a follower extracts them. */
export interface ExtractedBlock {
  height: bigint
  hash?: string
  parentHash?: string
  time?: number
  proposer?: string
  txs: ExtractedTx[]
}

/** A row of an account's history, as the API answers it. */
export interface HistoryRow {
  network: NetworkId
  height: string
  idx: number
  hash: string
  time?: number
  type: string
  direction: Direction
  roles: Role[]
  /** The other side from this address's point of view (recipient of what it sent, sender of what it got). */
  counterparty?: string
  amount?: Coin
  fee?: Coin
  ok?: boolean
}

export interface HistoryPage {
  rows: HistoryRow[]
  /** Opaque cursor of the next (older) page; absent on the last page. */
  next?: string
  /**
   * Set when a filtered page stopped after scanning its bound of rows: `next` continues the search below this
   * height (a filter that matches rarely is searched in steps, never in one scan of everything).
   */
  scannedTo?: string
}

/** A gap in the index: heights the gateway no longer served when the index reached them. */
export interface Gap {
  lo: string
  hi: string
  reason: 'pruned'
}

/** How far a network's index has got, for the page ("indexed 7,420 of 10,000 blocks") and the log. */
export interface IndexStatus {
  network: NetworkId
  /** The index reads this network at all (its gateway offers blocks), and this instance or another indexes it. */
  indexed: boolean
  /** Why not, in words. */
  reason?: string
  /** Highest height indexed. */
  top?: string
  /** Lowest height indexed. */
  low?: string
  /** Blocks held and blocks the gateway serves that the index aims for (up to the head it last saw). */
  blocks: string
  target?: string
  /** Heights still to be read, newest first. */
  backfilling: boolean
  gaps: Gap[]
  /** Blocks older than this are not kept (INDEX_RETENTION_DAYS). */
  retentionDays?: number
  updatedAt?: number
}

export const ACTIVITY_RANGES = ['24h', '7d', '30d', 'all'] as const
export type ActivityRange = (typeof ACTIVITY_RANGES)[number]

/** One bucket (an hour or a day) of a network's activity. */
export interface ActivityPoint {
  /** Bucket start, epoch ms. */
  t: number
  txs: number
  blocks: number
  active: number
  newAccounts: number
  /** Native-denom fees, base units. */
  fees: string
  /** Average seconds between blocks inside the bucket, when it holds two blocks or more. */
  blockSec?: number
}

export interface Activity {
  network: NetworkId
  range: ActivityRange
  bucket: 'hour' | 'day'
  /** The range's bounds, epoch ms (the server's clock). */
  from: number
  to: number
  points: ActivityPoint[]
  status: IndexStatus
}

/** A transfer of one token the index recorded (sharded token pages). */
export interface TokenTransferRow {
  height: string
  idx: number
  hash: string
  time?: number
  from?: string
  to?: string
  /** Base units of the token, exact. */
  amount?: string
  /** On a collection's page: the item of the collection the transfer moved (`HERO-1a2b3c-0a`). */
  item?: string
  ok?: boolean
}

/** An item of a collection as the index saw it move: its id, how many recorded transfers, the latest height. */
export interface CollectionItemRow {
  id: string
  transfers: number
  lastHeight: string
}

/** An account the index saw move a token, with its balance as the gateway answers it now. */
export interface TokenHolderRow {
  address: string
  /** The height of its latest indexed transfer of the token. */
  lastHeight: string
  /** Base units; absent when the gateway did not answer. */
  balance?: string
}

/** A holder as the index's recorded movements sum it: received − sent since the index's first height. */
export interface IndexedHolderRow {
  address: string
  /** Base units, exact; positive. */
  balance: string
  /** The height of its latest indexed movement of the token. */
  lastHeight: string
}

export interface IndexedHoldersPage {
  /** The token as the index names its amounts (`token 0x…`): the key of its units on the page. */
  denom: string
  rows: IndexedHolderRow[]
  /** Offset of the next page; absent on the last. */
  next?: number
  /** Accounts with a positive balance in all. */
  total: number
  /** The index's recorded movements of the token in all (what the balances are summed from). */
  moves: number
  status: IndexStatus
}

export interface TokenPage {
  rows: TokenTransferRow[]
  next?: string
  /** On the first page: the accounts the index saw with the token, most recently active first. */
  holders?: TokenHolderRow[]
  /** On a collection's first page (instead of holders): its items the index saw move, by nonce. */
  items?: CollectionItemRow[]
  status: IndexStatus
}
