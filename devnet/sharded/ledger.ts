import { createHash } from 'node:crypto'
import { bytesToHex } from '@noble/hashes/utils.js'
import { rng, seedBytes } from '../primitives/random'
import { encodeAddress, METACHAIN, SHARDS, shardOf, shardOfAddress } from './address'
import { parseAddCall, type AdderState } from './contract'

/**
 * The sharded devnet ledger: three shards and a metachain producing one block each per round. Block headers are
 * derived from (seed, shard, nonce) on demand; what is kept is compact running state (balances, nonces, the
 * adder contract) and the transactions themselves, which are needed for lookups by hash.
 */
export const ROUNDS_PER_EPOCH = 600
export const HISTORY_ROUNDS = 1000
export const CHAIN_ID = 'D'
export const MIN_GAS_PRICE = 1_000_000_000
export const MIN_GAS_LIMIT = 50_000
export const GAS_PER_DATA_BYTE = 1_500
const ONE = 10n ** 18n

export type TxStatus = 'pending' | 'success' | 'fail'

export interface Inclusion {
  shard: number
  nonce: number
  round: number
  miniblockHash: string
  /** Metachain nonce whose hyperblock notarizes the shard block (the next round). */
  metaNonce: number
}

export interface LedgerTx {
  hash: string
  nonce: number
  value: bigint
  sender: string
  receiver: string
  gasPrice: number
  gasLimit: number
  /** base64, may be empty. */
  data: string
  signature: string
  chainID: string
  version: number
  options: number
  sourceShard: number
  destinationShard: number
  status: TxStatus
  gasUsed: number
  fee: bigint
  submittedRound: number
  inclusion?: Inclusion
}

export interface AccountState {
  nonce: number
  balance: bigint
}

export interface Token {
  identifier: string
  holdings: Map<string, bigint>
}

export interface NamedAccount {
  address: string
  username: string
  shard: number
}

/** Synthetic 32-byte hashes: native sha256 keeps building thousands of history blocks fast. */
export const hashHex = (...label: (string | number)[]) => createHash('sha256').update(label.join('/')).digest('hex')

export class ShardedLedger {
  readonly genesisMs: number
  /** Latest produced round. */
  round = 0
  readonly accounts = new Map<string, AccountState>()
  readonly named: NamedAccount[] = []
  readonly contract: { address: string; owner: string; code: string; state: AdderState }
  readonly tokens: Token[]
  private readonly txs = new Map<string, LedgerTx>()
  private readonly blockTxs = new Map<string, string[]>()
  private readonly fees = new Map<string, bigint>()
  private pending: LedgerTx[] = []
  private readonly offsets: Record<number, number>

  constructor(
    readonly seed: number,
    readonly intervalMs: number,
    private readonly now: () => number,
    epoch?: number,
  ) {
    const r = rng(seed, 'sharded', 'genesis')
    // Counted from devnet's epoch when it resumes its clock: after a restart the chain catches up, never rewinds.
    this.genesisMs = Math.floor((epoch ?? now()) / intervalMs) * intervalMs - HISTORY_ROUNDS * intervalMs
    // Shards started a few rounds after the metachain, so their nonces trail the round as on the real chain.
    this.offsets = { [METACHAIN]: 0, 0: r.int(3, 40), 1: r.int(3, 40), 2: r.int(3, 40) }
    const names = ['alice', 'bob', 'carol', 'dave', 'erin', 'frank']
    for (let i = 0; i < 24; i++) {
      const key = seedBytes(seed, 'sharded', 'account', i)
      const address = encodeAddress(key)
      this.accounts.set(address, { nonce: 0, balance: BigInt(r.int(100, 50_000)) * ONE + r.bigint(ONE) })
      this.named.push({ address, username: i < names.length ? `${names[i]}.shd` : '', shard: shardOf(key) })
    }
    const owner = this.named[0]!.address
    const ownerKey = seedBytes(seed, 'sharded', 'account', 0)
    // Contract addresses: eight zero bytes, the VM type 0x0500, then bytes whose tail follows the owner's shard.
    const scKey = new Uint8Array(32)
    scKey.set([0x05, 0x00], 8)
    scKey.set(seedBytes(seed, 'sharded', 'contract').slice(0, 20), 10)
    scKey.set(ownerKey.slice(30), 30)
    this.contract = {
      address: encodeAddress(scKey),
      owner,
      code: `0061736d01000000${bytesToHex(seedBytes(seed, 'sharded', 'code'))}`,
      state: { sum: BigInt(r.int(0, 1000)), calls: 0 },
    }
    this.accounts.set(this.contract.address, { nonce: 0, balance: 0n })
    this.tokens = ['WSHD', 'USDS', 'MEXX'].map((ticker) => {
      const identifier = `${ticker}-${bytesToHex(seedBytes(seed, 'sharded', 'token', ticker)).slice(0, 6)}`
      const holdings = new Map<string, bigint>()
      for (const { address } of this.named) if (r.next() < 0.6) holdings.set(address, r.bigint(1_000_000n * ONE))
      return { identifier, holdings }
    })
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

  account(address: string): AccountState {
    return this.accounts.get(address) ?? { nonce: 0, balance: 0n }
  }

  usernameOf(address: string): string {
    return this.named.find((n) => n.address === address)?.username ?? ''
  }

  /** Accept a transaction into the pool; it is executed in the sender shard's next block. */
  submit(
    input: Omit<
      LedgerTx,
      'hash' | 'sourceShard' | 'destinationShard' | 'status' | 'gasUsed' | 'fee' | 'submittedRound'
    >,
  ): LedgerTx {
    const hash = hashHex(JSON.stringify({ ...input, value: input.value.toString() }))
    const tx: LedgerTx = {
      ...input,
      hash,
      sourceShard: shardOfAddress(input.sender),
      destinationShard: shardOfAddress(input.receiver),
      status: 'pending',
      gasUsed: 0,
      fee: 0n,
      submittedRound: this.round,
    }
    this.txs.set(hash, tx)
    this.pending.push(tx)
    return tx
  }

  private produce(round: number): void {
    this.round = round
    for (const shard of SHARDS) {
      const nonce = this.nonceAt(shard, round)
      if (nonce < 1) continue
      const included = this.pending.filter((t) => t.sourceShard === shard && t.submittedRound < round)
      this.pending = this.pending.filter((t) => !included.includes(t))
      const txs = [...included, ...this.synthetic(shard, nonce, round)]
      if (!txs.length) continue
      const key = `${shard}/${nonce}`
      let fees = 0n
      for (const tx of txs) {
        this.execute(tx)
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

  /** A few deterministic move-balance transfers and adder calls per shard block. */
  private synthetic(shard: number, nonce: number, round: number): LedgerTx[] {
    const r = rng(this.seed, 'sharded', 'txs', shard, nonce)
    const local = this.named.filter((n) => n.shard === shard)
    if (!local.length) return []
    const out: LedgerTx[] = []
    // The owner runs a keeper that adds to its contract in every block of the contract's shard, so every
    // hyperblock that notarizes that shard holds a smart-contract call naming the contract.
    if (shard === shardOfAddress(this.contract.address)) out.push(this.keeperCall(shard, nonce, round))
    const count = r.int(0, 3)
    for (let i = 0; i < count; i++) {
      const sender = r.pick(local).address
      const callsContract = r.next() < 0.2
      const receiver = callsContract ? this.contract.address : r.pick(this.named).address
      const state = this.account(sender)
      const data = callsContract
        ? Buffer.from(`add@${r.int(1, 255).toString(16).padStart(2, '0')}`).toString('base64')
        : ''
      out.push({
        hash: hashHex(this.seed, 'sharded', 'tx', shard, nonce, i),
        nonce: state.nonce + out.filter((t) => t.sender === sender).length,
        value: callsContract ? 0n : r.bigint(state.balance / 100n + 1n),
        sender,
        receiver,
        gasPrice: MIN_GAS_PRICE,
        gasLimit: callsContract ? 5_000_000 : MIN_GAS_LIMIT + GAS_PER_DATA_BYTE * Buffer.from(data, 'base64').length,
        data,
        signature:
          hashHex(this.seed, 'sharded', 'sig', shard, nonce, i) +
          hashHex(this.seed, 'sharded', 'sig2', shard, nonce, i),
        chainID: CHAIN_ID,
        version: 1,
        options: 0,
        sourceShard: shard,
        destinationShard: shardOfAddress(receiver),
        status: 'pending',
        gasUsed: 0,
        fee: 0n,
        submittedRound: round - 1,
      })
    }
    return out
  }

  private keeperCall(shard: number, nonce: number, round: number): LedgerTx {
    const data = Buffer.from(`add@${((nonce % 255) + 1).toString(16).padStart(2, '0')}`).toString('base64')
    return {
      hash: hashHex(this.seed, 'sharded', 'keeper', shard, nonce),
      nonce: this.account(this.contract.owner).nonce,
      value: 0n,
      sender: this.contract.owner,
      receiver: this.contract.address,
      gasPrice: MIN_GAS_PRICE,
      gasLimit: 5_000_000,
      data,
      signature:
        hashHex(this.seed, 'sharded', 'keeper-sig', shard, nonce) +
        hashHex(this.seed, 'sharded', 'keeper-sig2', shard, nonce),
      chainID: CHAIN_ID,
      version: 1,
      options: 0,
      sourceShard: shard,
      destinationShard: shard,
      status: 'pending',
      gasUsed: 0,
      fee: 0n,
      submittedRound: round - 1,
    }
  }

  /** Apply a transaction: move-balance fee, value transfer, and the adder call when it targets the contract. */
  private execute(tx: LedgerTx): void {
    const dataBytes = Buffer.from(tx.data, 'base64')
    tx.gasUsed = Math.min(
      tx.gasLimit,
      MIN_GAS_LIMIT + GAS_PER_DATA_BYTE * dataBytes.length + (tx.receiver === this.contract.address ? 1_000_000 : 0),
    )
    tx.fee = BigInt(tx.gasUsed) * BigInt(tx.gasPrice)
    const from = this.account(tx.sender)
    if (from.balance < tx.value + tx.fee || tx.nonce !== from.nonce) {
      tx.status = 'fail'
      if (tx.nonce === from.nonce) this.accounts.set(tx.sender, { nonce: from.nonce + 1, balance: from.balance })
      return
    }
    const to = this.account(tx.receiver)
    this.accounts.set(tx.sender, { nonce: from.nonce + 1, balance: from.balance - tx.value - tx.fee })
    const after = tx.receiver === tx.sender ? this.account(tx.sender) : to
    this.accounts.set(tx.receiver, { ...after, balance: after.balance + tx.value })
    if (tx.receiver === this.contract.address) {
      const add = parseAddCall(dataBytes.toString('utf8'))
      if (add === undefined) {
        tx.status = 'fail'
        return
      }
      this.contract.state.sum += add
      this.contract.state.calls++
    }
    tx.status = 'success'
  }
}
