import { rng } from '../../primitives/random'
import type { AddressBook } from './accounts'
import { HistoricMap } from './history'
import { mix32 } from './hash'
import type { Ledger } from './ledger'
import { unitScale, type ChainProfile } from './profile'

export type BondStatus = 'BOND_STATUS_BONDED' | 'BOND_STATUS_UNBONDING' | 'BOND_STATUS_UNBONDED'

export interface ValidatorMeta {
  index: number
  moniker: string
  status: BondStatus
  jailed: boolean
  commission: { rate: bigint; maxRate: bigint; maxChange: bigint } // in 1e-4 units
  website: string
}

export interface Unbonding {
  delegator: number
  validator: number
  amount: bigint
  /** Height the unbonding started. */
  height: number
  /** Completion offset from genesis, ms. */
  completesIn: number
}

const WORDS = [
  'Aurora',
  'Basalt',
  'Cobalt',
  'Delta',
  'Ember',
  'Fjord',
  'Granite',
  'Harbor',
  'Iris',
  'Juniper',
  'Kestrel',
  'Lumen',
  'Meridian',
  'Nimbus',
  'Onyx',
  'Polaris',
  'Quartz',
  'Ridge',
  'Summit',
  'Tundra',
]

/** Validators, delegations (tokens = shares), unbondings and alliance delegations of one chain. */
export class Staking {
  readonly validators: ValidatorMeta[]
  /** validator → delegator → tokens; each validator's map reads as of any recent height. */
  readonly delegations = new Map<number, HistoricMap<number, bigint>>()
  readonly unbondings: Unbonding[] = []
  /** `delegator|validator|denom` → amount, readable as of any recent height. */
  readonly alliance: HistoricMap<string, bigint>

  constructor(
    seed: number,
    readonly profile: ChainProfile,
    private readonly book: AddressBook,
    private readonly ledger: Ledger,
  ) {
    this.alliance = new HistoricMap(() => ledger.height)
    const V = profile.validators
    const unbondingUntil = profile.bonded + Math.ceil((V - profile.bonded) / 2)
    const scale = unitScale(profile)
    this.validators = Array.from({ length: V }, (_, v) => {
      const r = rng(seed, profile.id, 'validator', v)
      const rate = BigInt(r.int(1, 20)) * 100n
      return {
        index: v,
        moniker: `${WORDS[v % WORDS.length]} ${WORDS[mix32(v, 7) % WORDS.length]} ${v}`,
        status:
          v < profile.bonded
            ? 'BOND_STATUS_BONDED'
            : v < unbondingUntil
              ? 'BOND_STATUS_UNBONDING'
              : 'BOND_STATUS_UNBONDED',
        jailed: v >= profile.bonded && v < unbondingUntil,
        commission: { rate, maxRate: rate + 1000n, maxChange: 100n },
        website: `https://validator-${v}.devnet.example`,
      }
    })
    // Genesis delegations: tokens sit in the pools from genesis (pool balances are minted as genesis supply).
    for (let v = 0; v < V; v++) {
      const r = rng(seed, profile.id, 'delegations', v)
      const declining = BigInt(Math.max(1, V - v))
      this.bond(v, v, (BigInt(r.int(1_000, 5_000)) * declining * 1_000_000n * scale) / 10n, true)
      const n = v < profile.bonded ? r.int(8, 24) : r.int(1, 4)
      const delegators: number[] = []
      for (let k = 0; k < n; k++) {
        const d = r.int(V, profile.accounts - 1)
        delegators.push(d)
        this.bond(d, v, BigInt(r.int(1, 50_000)) * 1_000_000n * scale, true)
      }
      // Every validator has delegators part-way out: one to three of them unbond, some in two entries.
      for (let u = r.int(1, 3); u > 0; u--) {
        const delegator = r.pick(delegators)
        for (let e = r.int(1, 2); e > 0; e--) {
          const height = r.int(100, 9_000)
          this.unbondings.push({
            delegator,
            validator: v,
            amount: BigInt(r.int(1, 5_000)) * 1_000_000n * scale,
            height,
            completesIn: height * profile.blockMs + 21 * 86_400_000,
          })
        }
      }
    }
    const notBonded = this.book.moduleAccount('not_bonded_tokens_pool')!.address
    for (const u of this.unbondings) this.ledger.mint(notBonded, profile.denom, u.amount)
  }

  private poolOf(v: number): string {
    return this.book.moduleAccount(
      this.validators[v]!.status === 'BOND_STATUS_BONDED' ? 'bonded_tokens_pool' : 'not_bonded_tokens_pool',
    )!.address
  }

  private bond(d: number, v: number, amount: bigint, genesis: boolean): boolean {
    if (!genesis && !this.ledger.transfer(this.book.address(d), this.poolOf(v), this.profile.denom, amount))
      return false
    if (genesis) this.ledger.mint(this.poolOf(v), this.profile.denom, amount)
    let m = this.delegations.get(v)
    if (!m) this.delegations.set(v, (m = new HistoricMap(() => this.ledger.height)))
    m.set(d, (m.get(d) ?? 0n) + amount)
    return true
  }

  delegate(d: number, v: number, amount: bigint): boolean {
    return this.bond(d, v, amount, false)
  }

  allianceDelegate(d: number, v: number, denom: string, amount: bigint): boolean {
    if (!this.ledger.transfer(this.book.address(d), this.book.moduleAccount('alliance')!.address, denom, amount))
      return false
    const k = `${d}|${v}|${denom}`
    this.alliance.set(k, (this.alliance.get(k) ?? 0n) + amount)
    return true
  }

  /** Tokens bonded to validator v at the end of height `at` (the head when undefined). */
  tokens(v: number, at?: number): bigint {
    let t = 0n
    for (const x of this.delegations.get(v)?.entriesAt(at).values() ?? []) t += x
    return t
  }

  /** Delegations sorted by delegator index, then validator (the store's key order, by delegator). */
  delegationsOf(d: number, at?: number): { validator: number; amount: bigint }[] {
    const out: { validator: number; amount: bigint }[] = []
    for (const [v, m] of this.delegations) {
      const a = m.getAt(d, at)
      if (a !== undefined) out.push({ validator: v, amount: a })
    }
    return out.sort((a, b) => a.validator - b.validator)
  }

  pool(): { bonded: bigint; notBonded: bigint } {
    const bal = (name: string) => this.ledger.balance(this.book.moduleAccount(name)!.address, this.profile.denom)
    return { bonded: bal('bonded_tokens_pool'), notBonded: bal('not_bonded_tokens_pool') }
  }
}
