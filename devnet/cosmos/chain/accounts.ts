import { sha256 } from '../../primitives/hash'
import { bech32Decode, bech32Encode } from '../../primitives/bech32'
import { seedBytes } from '../../primitives/random'
import { addressOfPubKey, compressedPubKey, KEYED_ACCOUNTS, testPrivateKey } from './keys'
import type { ChainProfile } from './profile'

export interface ModuleAccount {
  name: string
  permissions: string[]
  address: string
  bytes: Uint8Array
}

const MODULES: readonly [string, string[]][] = [
  ['bonded_tokens_pool', ['burner', 'staking']],
  ['distribution', []],
  ['fee_collector', []],
  ['gov', ['burner']],
  ['mint', ['minter']],
  ['not_bonded_tokens_pool', ['burner', 'staking']],
  ['transfer', ['minter', 'burner']],
]
const EXTRA_MODULES: Partial<Record<string, [string, string[]][]>> = {
  exchange: [['peggy', ['minter', 'burner']]],
  platform: [['alliance', ['minter', 'burner']]],
  classic: [
    ['oracle', []],
    ['treasury', ['minter', 'burner']],
    ['market', ['minter', 'burner']],
  ],
}

/** The SDK's module address: the first 20 bytes of sha256(module name). */
export const moduleAddressBytes = (name: string) => sha256(name).slice(0, 20)

/**
 * Accounts derived from their number, never materialised: bytes = 4-byte chain tag ‖ index ‖ 12 seeded bytes,
 * so an address decodes back to its index in O(1) and 100,000 accounts cost nothing until asked for.
 * Account numbers: module accounts first, then index i has number modules + i. Validators own accounts 0..V-1.
 */
export class AddressBook {
  readonly tag: Uint8Array
  readonly modules: ModuleAccount[]
  private readonly moduleByHex = new Map<string, number>()
  /** The test accounts (`keys.ts`): index → public key and address bytes, and address hex → index. */
  private readonly keyed = new Map<number, { pub: Uint8Array; bytes: Uint8Array }>()
  private readonly keyedByHex = new Map<string, number>()

  constructor(
    readonly seed: number,
    readonly profile: ChainProfile,
  ) {
    this.tag = seedBytes(seed, profile.id, 'account-tag').slice(0, 4)
    this.modules = [...MODULES, ...(EXTRA_MODULES[profile.id] ?? [])]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, permissions]) => {
        const bytes = moduleAddressBytes(name)
        return { name, permissions, bytes, address: bech32Encode(profile.prefix, bytes) }
      })
    this.modules.forEach((m, i) => this.moduleByHex.set(Buffer.from(m.bytes).toString('hex'), i))
    for (let k = 0; k < KEYED_ACCOUNTS; k++) {
      const pub = compressedPubKey(testPrivateKey(seed, profile.id, k))
      const bytes = addressOfPubKey(pub)
      this.keyed.set(this.keyedIndex(k), { pub, bytes })
      this.keyedByHex.set(Buffer.from(bytes).toString('hex'), this.keyedIndex(k))
    }
  }

  /** Account index of test key `k` (the last accounts, which generated transactions never use). */
  keyedIndex(k: number): number {
    return this.profile.accounts - 1 - k
  }

  get count(): number {
    return this.profile.accounts
  }

  accountBytes(i: number): Uint8Array {
    const keyed = this.keyed.get(i)
    if (keyed) return keyed.bytes
    const out = new Uint8Array(20)
    out.set(this.tag, 0)
    new DataView(out.buffer).setUint32(4, i)
    out.set(seedBytes(this.seed, this.profile.id, 'account', i).slice(0, 12), 8)
    return out
  }

  /** Memoised: addresses are asked for again and again while blocks replay. */
  private readonly addressCache = new Map<number, string>()
  private readonly resolveCache = new Map<string, ReturnType<AddressBook['resolveUncached']>>()

  address(i: number): string {
    let a = this.addressCache.get(i)
    if (a === undefined) {
      a = bech32Encode(this.profile.prefix, this.accountBytes(i))
      this.addressCache.set(i, a)
      this.resolveCache.set(a, { kind: 'account', index: i })
    }
    return a
  }

  private readonly valoperCache = new Map<number, string>()

  valoper(v: number): string {
    let a = this.valoperCache.get(v)
    if (a === undefined)
      this.valoperCache.set(v, (a = bech32Encode(`${this.profile.prefix}valoper`, this.accountBytes(v))))
    return a
  }

  valcons(v: number): string {
    return bech32Encode(`${this.profile.prefix}valcons`, this.consAddressBytes(v))
  }

  consPubKey(v: number): Uint8Array {
    return seedBytes(this.seed, this.profile.id, 'cons-key', v)
  }

  consAddressBytes(v: number): Uint8Array {
    return sha256(this.consPubKey(v)).slice(0, 20)
  }

  /** Compressed secp256k1-shaped public key of an account (33 bytes). */
  pubKey(i: number): Uint8Array {
    const keyed = this.keyed.get(i)
    if (keyed) return keyed.pub
    const k = seedBytes(this.seed, this.profile.id, 'pubkey', i)
    return Uint8Array.from([2 + (k[0]! & 1), ...k])
  }

  moduleAccount(name: string): ModuleAccount | undefined {
    return this.modules.find((m) => m.name === name)
  }

  /** Index of an account from its bytes, or -1 when no account of this chain has them. */
  indexOfBytes(bytes: Uint8Array): number {
    const keyed = this.keyedByHex.get(Buffer.from(bytes).toString('hex'))
    if (keyed !== undefined) return keyed
    if (bytes.length !== 20 || !this.tag.every((b, k) => bytes[k] === b)) return -1
    const i = new DataView(bytes.buffer, bytes.byteOffset).getUint32(4)
    if (i >= this.count) return -1
    const tail = seedBytes(this.seed, this.profile.id, 'account', i)
    return tail.slice(0, 12).every((b, k) => bytes[8 + k] === b) ? i : -1
  }

  /** What an address string names on this chain. */
  resolve(address: string): ReturnType<AddressBook['resolveUncached']> {
    const hit = this.resolveCache.get(address)
    if (hit !== undefined) return hit
    const r = this.resolveUncached(address)
    if (r && r.kind !== 'unknown' && this.resolveCache.size < 250_000) this.resolveCache.set(address, r)
    return r
  }

  private resolveUncached(
    address: string,
  ):
    | { kind: 'account'; index: number }
    | { kind: 'module'; module: ModuleAccount }
    | { kind: 'unknown'; bytes: Uint8Array }
    | null {
    const d = bech32Decode(address)
    if (!d) return null
    const m = this.moduleByHex.get(Buffer.from(d.bytes).toString('hex'))
    if (m !== undefined) return { kind: 'module', module: this.modules[m]! }
    const i = this.indexOfBytes(d.bytes)
    return i >= 0 ? { kind: 'account', index: i } : { kind: 'unknown', bytes: d.bytes }
  }

  /** Validator index of an operator address (prefix valoper), or -1. */
  validatorOf(valoper: string): number {
    const d = bech32Decode(valoper)
    if (!d || d.prefix !== `${this.profile.prefix}valoper`) return -1
    const i = this.indexOfBytes(d.bytes)
    return i >= 0 && i < this.profile.validators ? i : -1
  }

  accountNumber(i: number): number {
    return this.modules.length + i
  }
}
