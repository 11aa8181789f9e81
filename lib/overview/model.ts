/**
 * What a network overview shows, as plain serialisable values built on the server from catalog calls: top
 * stats, recent blocks and transactions, the chart window and (SDK chains with staking) validators.
 */
import type { Field } from '@/lib/explorer/view'
import type { DenomInfo } from '@/lib/networks'

export interface Stat {
  label: string
  value: Field
  /** One line under the value (source, unit, window). */
  note?: string
  /** Where the figure's history is charted (the supply dashboard's sampled series). */
  history?: string
}

export interface BlockRow {
  height: string
  href: string
  time?: number
  proposer: Field
  txs?: number
}

export interface TxRow {
  hash: string
  href: string
  /** The transaction's kind in words: `Send`, `IBC transfer`, `Payment`. */
  type: string
  /** Where it went, when that is not obvious (sharded: source → destination shard). */
  route?: string
  from: Field
  to: Field
  amount: Field
  fee: Field
  /** Undefined when the gateway does not say. */
  ok?: boolean
  time?: number
}

export interface ChartPoint {
  height: string
  /** Seconds since the previous block of the window. */
  blockSec?: number
  txs: number
}

export type SectionData<T> = { rows: T[] } | { unavailable: string }

export interface ValidatorRow {
  operator: string
  moniker: string
  /** Bonded tokens, base units. */
  tokens: string
  /** Share of the bonded voting power (`33.34%`), apportioned with the rest of the set; absent outside it. */
  powerShare?: string
  /** Commission rate as a fraction string (`0.1`). */
  commission: string
  status: string
  jailed: boolean
  /** Hex consensus address (sha256(pubkey)[:20]) to name block proposers. */
  consHex?: string
}

export interface Overview {
  stats: Stat[]
  blocks: SectionData<BlockRow>
  txs: SectionData<TxRow>
  chart: ChartPoint[]
  validators?: ValidatorRow[]
  /** Units of the amounts beyond the network's own (a VM token's symbol and decimals, its unit linking to its page). */
  denoms?: Record<string, DenomInfo>
}

/** Average seconds between consecutive blocks of a window sorted newest first; undefined under two timed blocks. */
export function averageBlockSec(rows: { time?: number }[]): number | undefined {
  const t = rows.map((r) => r.time).filter((x): x is number => x !== undefined)
  if (t.length < 2) return undefined
  return (t[0]! - t.at(-1)!) / 1000 / (t.length - 1)
}

/** Chart points, oldest first, from a window sorted newest first. */
export function chartOf(rows: BlockRow[]): ChartPoint[] {
  const asc = [...rows].reverse()
  return asc.map((r, i) => {
    const prev = asc[i - 1]
    const blockSec = prev?.time !== undefined && r.time !== undefined ? (r.time - prev.time) / 1000 : undefined
    return { height: r.height, txs: r.txs ?? 0, ...(blockSec !== undefined && { blockSec }) }
  })
}

// One set of words for message types on every page: the transaction page's and the overview's are the same.
export { typeInWords } from '@/lib/explorer/cosmos/message-words'
