/**
 * The index's tables as Kysely sees them. Integers are bigint on both engines (better-sqlite3 with safe integers,
 * pg with int8 parsed to BigInt); amounts and fee sums are TEXT of base units (they exceed 64 bits).
 */
export interface BlocksTable {
  network: string
  height: bigint
  hash: string | null
  parent_hash: string | null
  time: bigint | null
  tx_count: bigint
  proposer: string | null
  /** Native-denom fees of the block, base units. */
  fees: string
  /** Milliseconds since the previous block, once both are indexed. */
  block_ms: bigint | null
}

export interface TxsTable {
  network: string
  height: bigint
  idx: bigint
  hash: string
  time: bigint | null
  type: string
  /** 1 applied, 0 failed, null unknown. */
  ok: bigint | null
  /** Every coin moved, JSON `[{amount, denom}]`; the first is the main amount. */
  amounts: string
  /** Fee coins, JSON `[{amount, denom}]`. */
  fee: string
}

/** One row per (address, transaction): what the account history pages through. */
export interface TxAccountsTable {
  network: string
  address: string
  height: bigint
  idx: bigint
  /** Comma-separated roles, in ROLES order. */
  roles: string
  dir: string
  type: string
  counterparty: string | null
}

export interface StatsTable {
  network: string
  /** `h` hour, `d` day. */
  bucket: string
  t: bigint
  tx_count: bigint
  block_count: bigint
  fees: string
  active: bigint
  new_accounts: bigint
  min_height: bigint | null
  min_time: bigint | null
  max_height: bigint | null
  max_time: bigint | null
}

/** Which addresses were active in a bucket: what makes `active` a distinct count. */
export interface StatAccountsTable {
  network: string
  bucket: string
  t: bigint
  address: string
}

/** The first indexed appearance of an address: what `new_accounts` counts. */
export interface FirstSeenTable {
  network: string
  address: string
  height: bigint
  time: bigint | null
}

export interface SyncStateTable {
  network: string
  /** Highest height indexed by following the head (null before the first block). */
  top: bigint | null
  /** Head the gateway last answered. */
  head: bigint | null
  updated_at: bigint
}

/** Heights still to read, newest first (backfill), as inclusive ranges. */
export interface BackfillTable {
  network: string
  lo: bigint
  hi: bigint
}

export interface GapsTable {
  network: string
  lo: bigint
  hi: bigint
  reason: string
  noted_at: bigint
}

/** One token movement of a transaction (see migrations.ts m0002). */
export interface TokenMovesTable {
  network: string
  height: bigint
  idx: bigint
  seq: bigint
  token: string
  from_addr: string | null
  to_addr: string | null
  amount: string
}

export interface HistoryDb {
  blocks: BlocksTable
  txs: TxsTable
  tx_accounts: TxAccountsTable
  stats: StatsTable
  stat_accounts: StatAccountsTable
  first_seen: FirstSeenTable
  sync_state: SyncStateTable
  backfill: BackfillTable
  gaps: GapsTable
  token_moves: TokenMovesTable
}
