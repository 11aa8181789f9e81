import { bytesToHex } from '@noble/hashes/utils.js'
import { rng, seedBytes } from '../primitives/random'
import { addressCodec, DEFAULT_HRP, METACHAIN, SHARDS, shardOf, type AddressCodec } from './address'
import type { AdderState } from './contract'
import { executeTx } from './execute'
import { hashHex } from '../primitives/hash'
import { DEV_ACCOUNTS, devPublicKey } from './keys'
import { scrHashOf } from './results'
import { syntheticTxs } from './synthetic'
import { makeCollections, type Collection } from './nfts'
import { makeTokens } from './tokens'
import type { AccountState, LedgerTx, LedgerView, NamedAccount, Token } from './records'
import { transactionHash, type TxFields } from './txcodec'

/**
 * The sharded devnet ledger: three shards and a metachain producing one block each per round. Block headers are
 * derived from (seed, shard, nonce) on demand; what is kept is compact running state (balances, nonces, the
 * adder contract) and the transactions themselves, which are needed for lookups by hash.
 */
export const ROUNDS_PER_EPOCH = 600
export const HISTORY_ROUNDS = 1000
const ONE = 10n ** 18n

export * from './records'

export { hashHex }

export class ShardedLedger implements LedgerView {
  readonly genesisMs: number
  /** Latest produced round. */
  round = 0
  readonly accounts = new Map<string, AccountState>()
  /** Accounts that make the synthetic traffic. */
  readonly named: NamedAccount[] = []
  /** Funded accounts no synthetic transaction sends from; their keys are in ./keys.ts. */
  readonly dev: NamedAccount[] = []
  readonly contract: { address: string; owner: string; code: string; state: AdderState }
  readonly tokens: Token[]
  readonly collections: Collection[]
  readonly addresses: AddressCodec
  private readonly txs = new Map<string, LedgerTx>()
  private readonly blockTxs = new Map<string, string[]>()
  private readonly fees = new Map<string, bigint>()
  private pending: LedgerTx[] = []
  /** Hash of a contract call's result → the call's hash (a result is looked up by its own hash too). */
  private readonly results = new Map<string, string>()
  private readonly offsets: Record<number, number>

  constructor(
    readonly seed: number,
    readonly intervalMs: number,
    private readonly now: () => number,
    hrp: string = DEFAULT_HRP,
    epoch?: number,
  ) {
    this.addresses = addressCodec(hrp)
    const r = rng(seed, 'sharded', 'genesis')
    // Counted from devnet's epoch when it resumes its clock: after a restart the chain catches up, never rewinds.
    this.genesisMs = Math.floor((epoch ?? now()) / intervalMs) * intervalMs - HISTORY_ROUNDS * intervalMs
    // Shards started a few rounds after the metachain, so their nonces trail the round as on the real chain.
    this.offsets = { [METACHAIN]: 0, 0: r.int(3, 40), 1: r.int(3, 40), 2: r.int(3, 40) }
    const names = ['alice', 'bob', 'carol', 'dave', 'erin', 'frank']
    for (let i = 0; i < 24; i++) {
      const key = seedBytes(seed, 'sharded', 'account', i)
      const address = this.addresses.encode(key)
      this.accounts.set(address, { nonce: 0, balance: BigInt(r.int(100, 50_000)) * ONE + r.bigint(ONE) })
      this.named.push({ address, username: i < names.length ? `${names[i]}.shd` : '', shard: shardOf(key) })
    }
    for (let i = 0; i < DEV_ACCOUNTS; i++) {
      const key = devPublicKey(seed, i)
      const address = this.addresses.encode(key)
      this.accounts.set(address, { nonce: 0, balance: 10_000n * ONE })
      this.dev.push({ address, username: '', shard: shardOf(key) })
    }
    const owner = this.named[0]!.address
    const ownerKey = seedBytes(seed, 'sharded', 'account', 0)
    // Contract addresses: eight zero bytes, the VM type 0x0500, then bytes whose tail follows the owner's shard.
    const scKey = new Uint8Array(32)
    scKey.set([0x05, 0x00], 8)
    scKey.set(seedBytes(seed, 'sharded', 'contract').slice(0, 20), 10)
    scKey.set(ownerKey.slice(30), 30)
    this.contract = {
      address: this.addresses.encode(scKey),
      owner,
      code: `0061736d01000000${bytesToHex(seedBytes(seed, 'sharded', 'code'))}`,
      state: { sum: BigInt(r.int(0, 1000)), calls: 0 },
    }
    this.accounts.set(this.contract.address, { nonce: 0, balance: 0n })
    this.tokens = makeTokens(
      seed,
      r,
      [...this.named, ...this.dev].map((n) => n.address),
    )
    this.collections = makeCollections(
      seed,
      this.named.map((n) => n.address),
    )
    this.catchUp()
  }

  /** Round produced at a wall-clock instant. */
  roundAt(ms: number): number {
    return Math.floor((ms - this.genesisMs) / this.intervalMs)
  }

  timestampOf(round: number): number {
    return Math.floor((this.genesisMs + round * this.intervalMs) / 1000)
  }

  epochOf(round: number): number {
    return Math.floor(round / ROUNDS_PER_EPOCH)
  }

  /** Produce every round the clock has reached (the timer calls this; reads call it too so time can be injected). */
  catchUp(): void {
    const target = this.roundAt(this.now())
    while (this.round < target) this.produce(this.round + 1)
  }

  nonceAt(shard: number, round: number): number {
    return round - (this.offsets[shard] ?? 0)
  }

  roundOf(shard: number, nonce: number): number {
    return nonce + (this.offsets[shard] ?? 0)
  }

  /** Latest nonce of a shard (or the metachain). */
  latestNonce(shard: number): number {
    return this.nonceAt(shard, this.round)
  }

  blockHash(shard: number, nonce: number): string {
    return hashHex(this.seed, 'sharded', 'block', shard, nonce)
  }

  stateRoot(shard: number, nonce: number): string {
    return hashHex(this.seed, 'sharded', 'state', shard, nonce)
  }

  /** True when the block exists (produced and after the chain's first nonce). */
  hasBlock(shard: number, nonce: number): boolean {
    return (
      (shard === METACHAIN || SHARDS.includes(shard as 0 | 1 | 2)) && nonce >= 1 && nonce <= this.latestNonce(shard)
    )
  }

  txsOf(shard: number, nonce: number): LedgerTx[] {
    return (this.blockTxs.get(`${shard}/${nonce}`) ?? []).map((h) => this.txs.get(h)!)
  }

  feesOf(shard: number, nonce: number): bigint {
    return this.fees.get(`${shard}/${nonce}`) ?? 0n
  }

  tx(hash: string): LedgerTx | undefined {
    return this.txs.get(hash.toLowerCase())
  }

  /** The contract call whose smart-contract result has this hash. */
  resultOf(hash: string): LedgerTx | undefined {
    const parent = this.results.get(hash.toLowerCase())
    return parent === undefined ? undefined : this.txs.get(parent)
  }

  /** An account that exists in state (funded at genesis or touched by a transaction). */
  exists(address: string): boolean {
    return this.accounts.has(address)
  }

  account(address: string): AccountState {
    return this.accounts.get(address) ?? { nonce: 0, balance: 0n }
  }

  usernameOf(address: string): string {
    return this.named.find((n) => n.address === address)?.username ?? ''
  }

  /** The hash a transaction gets: blake2b-256 of its protobuf bytes (./txcodec.ts). */
  hashOf(fields: TxFields): string {
    return transactionHash(fields, this.addresses)
  }

  /** Accept a checked transaction into the pool; a later block of the sender's shard executes it in nonce order. */
  submit(fields: TxFields): LedgerTx {
    const hash = this.hashOf(fields)
    const known = this.txs.get(hash)
    if (known) return known // the pool keeps one copy of a transaction sent twice
    const tx: LedgerTx = {
      ...fields,
      hash,
      sourceShard: this.addresses.shardOf(fields.sender),
      destinationShard: this.addresses.shardOf(fields.receiver),
      status: 'pending',
      gasUsed: 0,
      fee: 0n,
      submittedRound: this.round,
    }
    this.txs.set(hash, tx)
    this.pending.push(tx)
    return tx
  }

  /**
   * Pool transactions of a shard a block of `round` can take: each sender's in nonce order from its account
   * nonce. A gap waits; a nonce another transaction already used is evicted, never executed (its hash is unknown
   * afterwards, as on the real chain).
   */
  private takeReady(shard: number, round: number): LedgerTx[] {
    const ready: LedgerTx[] = []
    const next = new Map<string, number>()
    const evicted = new Set<LedgerTx>()
    for (const tx of [...this.pending].sort((a, b) => a.nonce - b.nonce)) {
      if (tx.sourceShard !== shard || tx.submittedRound >= round) continue
      const expected = next.get(tx.sender) ?? this.account(tx.sender).nonce
      if (tx.nonce === expected) {
        ready.push(tx)
        next.set(tx.sender, expected + 1)
      } else if (tx.nonce < expected) evicted.add(tx)
    }
    for (const tx of evicted) this.txs.delete(tx.hash)
    this.pending = this.pending.filter((t) => !evicted.has(t) && !ready.includes(t))
    return ready
  }

  private produce(round: number): void {
    this.round = round
    for (const shard of SHARDS) {
      const nonce = this.nonceAt(shard, round)
      if (nonce < 1) continue
      const txs = [...this.takeReady(shard, round), ...syntheticTxs(this, shard, nonce, round)]
      if (!txs.length) continue
      const key = `${shard}/${nonce}`
      let fees = 0n
      for (const tx of txs) {
        executeTx(this, tx)
        if (tx.outcome) this.results.set(scrHashOf(tx), tx.hash)
        const miniblockHash = hashHex(
          this.seed,
          'sharded',
          'miniblock',
          shard,
          nonce,
          tx.sourceShard,
          tx.destinationShard,
        )
        tx.inclusion = { shard, nonce, round, miniblockHash, metaNonce: this.nonceAt(METACHAIN, round + 1) }
        this.txs.set(tx.hash, tx)
        fees += tx.fee
      }
      this.blockTxs.set(
        key,
        txs.map((t) => t.hash),
      )
      this.fees.set(key, fees)
    }
  }
}
