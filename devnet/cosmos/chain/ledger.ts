import type { AddressBook } from './accounts'
import { mix32 } from './hash'
import { unitScale, type ChainProfile } from './profile'

export interface Coin {
  denom: string
  amount: string
}

/** Accounts i with i % HOLDER_MOD == j hold extra denom j at genesis, so its owners are listed without a scan. */
export const HOLDER_MOD = 16

/** Heights of history a past-height read is answered for, like a node pruned with keep-recent = 1000. */
export const KEEP_RECENT = 1000

interface Change {
  h: number
  address: string
  denom: string
  v: bigint
}

/**
 * Balances as genesis (a pure function of the account index) plus sparse deltas from the transactions applied
 * since. Supply is the genesis total plus what was minted; every transfer moves value between two keys.
 */
export class Ledger {
  private readonly delta = new Map<string, Map<string, bigint>>()
  private readonly genesisTotal = new Map<string, bigint>()
  private readonly minted = new Map<string, bigint>()
  /** Balance changes of the last KEEP_RECENT heights, in order: a past balance is today's minus what came after. */
  private journal: Change[] = []
  private journalStart = 0
  /** The height whose transactions are being applied (set by the chain). */
  height = 0
  readonly salt: number
  private readonly scale: bigint

  constructor(
    readonly book: AddressBook,
    readonly profile: ChainProfile,
    /** Denoms besides the staking denom that accounts hold at genesis (IBC and native). */
    readonly extraDenoms: readonly string[],
  ) {
    this.salt = mix32(book.seed, profile.chainId.length, profile.accounts)
    this.scale = unitScale(profile)
    let base = 0n
    for (let i = 0; i < profile.accounts; i++) base += this.genesisBase(i)
    this.genesisTotal.set(profile.denom, base)
    extraDenoms.forEach((d, j) => {
      let t = 0n
      for (let i = j; i < profile.accounts; i += HOLDER_MOD) t += this.genesisExtra(i, j)
      this.genesisTotal.set(d, t)
    })
  }

  genesisBase(i: number): bigint {
    return (1_000_000_000n + BigInt(mix32(this.salt, i) % 9_000_000_000) * 7n) * this.scale
  }

  genesisExtra(i: number, j: number): bigint {
    return (10_000_000n + BigInt(mix32(this.salt, i, j + 1) % 5_000_000_000)) * this.scale
  }

  private genesisOf(address: string): Map<string, bigint> {
    const r = this.book.resolve(address)
    const out = new Map<string, bigint>()
    if (r?.kind !== 'account') return out
    out.set(this.profile.denom, this.genesisBase(r.index))
    const j = r.index % HOLDER_MOD
    const extra = this.extraDenoms[j]
    if (extra) out.set(extra, this.genesisExtra(r.index, j))
    return out
  }

  balance(address: string, denom: string): bigint {
    return (this.genesisOf(address).get(denom) ?? 0n) + (this.delta.get(address)?.get(denom) ?? 0n)
  }

  /** Whether value ever moved to or from this address (an address outside the genesis that received funds). */
  moved(address: string): boolean {
    return this.delta.has(address)
  }

  /** Non-zero balances sorted by denom, as the bank module lists them. */
  coins(address: string): Coin[] {
    const all = this.genesisOf(address)
    for (const [d, v] of this.delta.get(address) ?? []) all.set(d, (all.get(d) ?? 0n) + v)
    return [...all]
      .filter(([, v]) => v !== 0n)
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([denom, v]) => ({ denom, amount: v.toString() }))
  }

  private add(address: string, denom: string, v: bigint): void {
    let m = this.delta.get(address)
    if (!m) this.delta.set(address, (m = new Map()))
    m.set(denom, (m.get(denom) ?? 0n) + v)
    this.journal.push({ h: this.height, address, denom, v })
    const j = this.journal
    while (this.journalStart < j.length && j[this.journalStart]!.h <= this.height - KEEP_RECENT) this.journalStart++
    if (this.journalStart > 4096 && this.journalStart * 2 > j.length) {
      this.journal = j.slice(this.journalStart)
      this.journalStart = 0
    }
  }

  /** The lowest height whose balances can still be rebuilt (older state is "pruned"). */
  lowestServed(): number {
    return Math.max(1, this.height - KEEP_RECENT)
  }

  /** Balances at the end of height `at` (lowestServed() ≤ at ≤ the current height). */
  coinsAt(address: string, at: number): Coin[] {
    const all = new Map(this.coins(address).map((c) => [c.denom, BigInt(c.amount)]))
    for (let i = this.journal.length - 1; i >= this.journalStart; i--) {
      const c = this.journal[i]!
      if (c.h <= at) break
      if (c.address === address) all.set(c.denom, (all.get(c.denom) ?? 0n) - c.v)
    }
    return [...all]
      .filter(([, v]) => v !== 0n)
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([denom, v]) => ({ denom, amount: v.toString() }))
  }

  balanceAt(address: string, denom: string, at: number): bigint {
    return BigInt(this.coinsAt(address, at).find((c) => c.denom === denom)?.amount ?? '0')
  }

  /** Move value; false (and nothing moved) when the sender cannot cover it. */
  transfer(from: string, to: string, denom: string, amount: bigint): boolean {
    if (amount < 0n || this.balance(from, denom) < amount) return false
    this.add(from, denom, -amount)
    this.add(to, denom, amount)
    return true
  }

  mint(to: string, denom: string, amount: bigint): void {
    this.add(to, denom, amount)
    this.minted.set(denom, (this.minted.get(denom) ?? 0n) + amount)
  }

  supply(denom: string): bigint {
    return (this.genesisTotal.get(denom) ?? 0n) + (this.minted.get(denom) ?? 0n)
  }

  denoms(): string[] {
    return [...new Set([...this.genesisTotal.keys(), ...this.minted.keys()])].sort()
  }

  /** Addresses whose balance moved since genesis (module accounts, recipients of new denoms). */
  touched(): IterableIterator<string> {
    return this.delta.keys()
  }
}
