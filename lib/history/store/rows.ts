/**
 * An extracted block turned into table rows, and the per-bucket figures it adds. Pure: the writer applies them.
 * One account row per (address, transaction), its roles joined, its direction and counterparty as that address
 * sees the transaction.
 */
import { ROLES, type Coin, type Direction, type ExtractedBlock, type ExtractedTx, type Role } from '../types'

export const HOUR_MS = 3_600_000
export const DAY_MS = 86_400_000
export const BUCKETS = [
  { bucket: 'h', ms: HOUR_MS },
  { bucket: 'd', ms: DAY_MS },
] as const
export type BucketName = (typeof BUCKETS)[number]['bucket']

export const bucketStart = (time: number | bigint, ms: number): bigint => {
  const t = BigInt(time)
  return t - (((t % BigInt(ms)) + BigInt(ms)) % BigInt(ms))
}

/** Roles that make an address an account of this network taking part (counted as active, new). */
export const ACCOUNT_ROLES: ReadonlySet<Role> = new Set([
  'sender',
  'recipient',
  'signer',
  'fee payer',
  'contract',
  'target',
])
const OUT_ROLES: ReadonlySet<Role> = new Set(['sender', 'signer'])

export function direction(roles: ReadonlySet<Role>): Direction {
  const out = [...roles].some((r) => OUT_ROLES.has(r))
  const inn = roles.has('recipient')
  return out && inn ? 'self' : out ? 'out' : inn ? 'in' : 'other'
}

export interface AccountRow {
  address: string
  roles: Role[]
  dir: Direction
  counterparty: string | null
}

const first = (tx: ExtractedTx, roles: Role[], not: string) =>
  roles.flatMap((r) => tx.participants.filter((p) => p.role === r && p.address !== not)).at(0)?.address ?? null

/** One row per distinct address of a transaction. */
export function accountRows(tx: ExtractedTx): AccountRow[] {
  const by = new Map<string, Set<Role>>()
  for (const p of tx.participants) {
    if (!p.address) continue
    let s = by.get(p.address)
    if (!s) by.set(p.address, (s = new Set()))
    s.add(p.role)
  }
  return [...by].map(([address, set]) => {
    const dir = direction(set)
    const counterparty =
      dir === 'in'
        ? first(tx, ['sender', 'IBC counterparty', 'signer'], address)
        : first(tx, ['recipient', 'IBC counterparty', 'contract', 'validator', 'sender'], address)
    return { address, roles: ROLES.filter((r) => set.has(r)), dir, counterparty }
  })
}

/** Accounts of this network that a block touched (not foreign IBC addresses or channel names). */
export function activeAddresses(b: ExtractedBlock): Set<string> {
  const out = new Set<string>()
  for (const tx of b.txs)
    for (const p of tx.participants) if (ACCOUNT_ROLES.has(p.role) && p.address) out.add(p.address)
  return out
}

/** Sum of the coins of one denomination (the network's own, for fee totals), exact. */
export function sumDenom(coins: readonly Coin[], denom: string): bigint {
  let s = 0n
  for (const c of coins) if (c.denom === denom && /^\d+$/.test(c.amount)) s += BigInt(c.amount)
  return s
}

export function blockFees(b: ExtractedBlock, denom: string): bigint {
  return b.txs.reduce((s, tx) => s + sumDenom(tx.fee, denom), 0n)
}

/** What one bucket gains from a set of blocks (before distinct accounts). */
export interface BucketDelta {
  bucket: BucketName
  t: bigint
  txs: bigint
  blocks: bigint
  fees: bigint
  minHeight: bigint
  minTime: bigint
  maxHeight: bigint
  maxTime: bigint
  addresses: Set<string>
}

export const bucketKey = (bucket: string, t: bigint) => `${bucket}:${t}`

/** Per-bucket deltas of timed blocks. */
export function bucketDeltas(
  blocks: readonly { height: bigint; time?: number; txs: number; fees: bigint; addresses: Set<string> }[],
): Map<string, BucketDelta> {
  const out = new Map<string, BucketDelta>()
  for (const b of blocks) {
    if (b.time === undefined) continue
    const time = BigInt(b.time)
    for (const { bucket, ms } of BUCKETS) {
      const t = bucketStart(time, ms)
      const k = bucketKey(bucket, t)
      let d = out.get(k)
      if (!d)
        out.set(
          k,
          (d = {
            bucket,
            t,
            txs: 0n,
            blocks: 0n,
            fees: 0n,
            minHeight: b.height,
            minTime: time,
            maxHeight: b.height,
            maxTime: time,
            addresses: new Set(),
          }),
        )
      d.txs += BigInt(b.txs)
      d.blocks += 1n
      d.fees += b.fees
      if (b.height < d.minHeight) [d.minHeight, d.minTime] = [b.height, time]
      if (b.height > d.maxHeight) [d.maxHeight, d.maxTime] = [b.height, time]
      for (const a of b.addresses) d.addresses.add(a)
    }
  }
  return out
}
