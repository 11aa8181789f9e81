import { rng, seedBytes } from '../../primitives/random'
import { AddressBook } from './accounts'
import { ackPackets, applyIntent, type RunningState } from './apply'
import { deliverTx } from './deliver'
import { Topology } from './ibc'
import { clockOf, initialHeightOf, linksOf, type ChainLinks } from './packets'
import { profileOf, type PrefixOverrides } from './profile'
import type { CosmosGatewayId } from '@/lib/catalog/types'
import { grantsOf, sponsorGrants } from './grants'
import { deriveIntents, QUIET_ACCOUNTS, type Intent, type IntentContext } from './intents'
import { HistoricMap } from './history'
import { Ledger } from './ledger'
import { Mempool } from './mempool'
import type { ChainProfile } from './profile'
import { Staking } from './staking'
import { TxIndex } from './tx-index'
import type { BlockTx, TxEnv } from './tx-events'
import { buildGenerated, feePayerOf, gasOf, signerOf, sponsorOf } from './txbuild'

export interface Block {
  height: number
  /** ms since the epoch. */
  time: number
  hash: Uint8Array
  proposer: number
  txs: BlockTx[]
}

export interface ChainOptions {
  seed: number
  profile: ChainProfile
  blockMs?: number
  now: () => number
  /**
   * The instant every chain's timeline counts back from (devnet's start; defaults to now()): chains built from
   * the same epoch agree on when each other's packets were sent.
   */
  epoch?: number
  /** Account prefixes configured for the devnet networks (this chain's own is in `profile`). */
  prefixes?: PrefixOverrides
  /**
   * `background` (default): hash every block's transactions from genesis up once started (3–4 s of CPU per
   * chain), so that a lookup of a hash no block holds is answered at once. `on-lookup`: only as a lookup needs
   * (from the head down), for devnets that live a few seconds (unit tests), where that background work was most
   * of their CPU.
   */
  txIndex?: 'background' | 'on-lookup'
}

/**
 * One network: compact running state (balances, delegations, sequences, IBC packets) and blocks re-derived
 * on demand from (seed, chain, height). History costs a few numbers per transaction, not a stored block.
 */
export class Chain {
  readonly book: AddressBook
  readonly topology: Topology
  readonly ledger: Ledger
  readonly staking: Staking
  readonly env: TxEnv
  readonly blockMs: number
  readonly genesisTime: number
  readonly initialHeight: number
  private readonly intentCtx: IntentContext
  head = 0
  /** txStart[h] = ordinal of block h's first generated tx; per-ordinal signer and packet sequences. */
  private readonly txStart: number[] = [0, 0]
  private readonly accSeqOf: number[] = []
  private readonly pktSeqOf: number[] = []
  /** Account sequences and fee-grant spending read as of any recent height (x-cosmos-block-height). */
  readonly sequences = new HistoricMap<number, number>(() => this.ledger.height)
  readonly nextSend = new Map<string, number>()
  readonly pending = new Map<string, Map<number, number>>()
  /** What generated transactions change as the chain advances. */
  private readonly running: RunningState
  /** Broadcast transactions: queued for the next block, then kept by the height that included them. */
  readonly mempool = new Mempool()
  private readonly txIndex = new TxIndex((h) => this.hashesAt(h))
  private readonly cache = new Map<number, Block>()
  private timer: NodeJS.Timeout | undefined
  private indexer: NodeJS.Immediate | undefined
  readonly allianceDenoms: number[]
  /** Packets to and from the other devnet chains (pure schedule, shared by both ends). */
  readonly links: ChainLinks
  private readonly peerBooks = new Map<CosmosGatewayId, AddressBook>()
  /** Fees paid so far under each fee grant (index in `env.grants`): what its allowance has left. */
  readonly feeGrantUsed = new HistoricMap<number, bigint>(() => this.ledger.height)

  constructor(readonly opts: ChainOptions) {
    const { seed, profile } = opts
    this.book = new AddressBook(seed, profile)
    this.topology = new Topology(profile.id)
    const extraDenoms = [...this.topology.traces.map((t) => t.denom), ...profile.nativeDenoms]
    this.ledger = new Ledger(this.book, profile, extraDenoms)
    const grants = grantsOf(profile)
    this.env = { seed, profile, book: this.book, topology: this.topology, extraDenoms, grants }
    this.staking = new Staking(seed, profile, this.book, this.ledger)
    this.running = {
      book: this.book,
      ledger: this.ledger,
      staking: this.staking,
      env: this.env,
      nextSend: this.nextSend,
      pending: this.pending,
      unacked: [],
    }
    // Alliance assets: two IBC vouchers and the native liquid-staking denom.
    this.allianceDenoms = (profile.allianceDenoms ?? []).map((d) =>
      d.startsWith('ibc:') ? Number(d.slice(4)) : extraDenoms.indexOf(d),
    )
    this.blockMs = opts.blockMs ?? profile.blockMs
    this.initialHeight = initialHeightOf(seed, profile.id)
    const epoch = opts.epoch ?? opts.now()
    this.genesisTime = clockOf(seed, profile.id, epoch, this.blockMs).genesis
    this.links = linksOf(seed, profile.id, epoch, opts.blockMs)
    this.intentCtx = {
      seed,
      profile,
      topology: this.topology,
      allianceDenoms: this.allianceDenoms,
      oracleDenoms: profile.nativeDenoms,
      grants,
      sponsors: sponsorGrants(profile, profile.accounts - QUIET_ACCOUNTS),
      links: this.links,
      peerAddress: (peer, i) => this.peerBook(peer).address(i),
    }
    // Replay the history up to now: the initial height at the epoch, plus the blocks wall time has added since
    // (a devnet resuming an earlier epoch goes on from there, never below a height it served).
    const due = Math.floor((opts.now() - this.genesisTime) / this.blockMs)
    for (let h = 1; h <= Math.max(this.initialHeight, due); h++) this.advance()
  }

  /** Address book of another devnet chain (addresses of cross-chain senders and receivers). */
  peerBook(peer: CosmosGatewayId): AddressBook {
    let b = this.peerBooks.get(peer)
    if (!b) this.peerBooks.set(peer, (b = new AddressBook(this.opts.seed, profileOf(peer, this.opts.prefixes))))
    return b
  }

  /** Apply the next height's transactions to the running state. */
  private advance(): void {
    const h = this.head + 1
    this.ledger.height = h
    const intents = deriveIntents(this.intentCtx, h)
    intents.forEach((intent, i) => {
      const signer = signerOf(intent)
      const seq = this.sequences.get(signer) ?? 0
      this.sequences.set(signer, seq + 1)
      this.accSeqOf.push(seq)
      const { fee } = gasOf(this.env, h, i)
      this.ledger.transfer(
        this.book.address(feePayerOf(this.env, intent)),
        this.book.moduleAccount('fee_collector')!.address,
        this.opts.profile.denom,
        fee,
      )
      const sponsor = sponsorOf(intent)
      if (sponsor !== undefined) this.feeGrantUsed.set(sponsor, (this.feeGrantUsed.get(sponsor) ?? 0n) + fee)
      this.pktSeqOf.push(applyIntent(this.running, intent, h))
    })
    this.txStart[h + 1] = this.accSeqOf.length
    ackPackets(this.running, h)
    this.mintBlockReward()
    this.head = h
  }

  private mintBlockReward(): void {
    this.ledger.mint(
      this.book.moduleAccount('fee_collector')!.address,
      this.opts.profile.denom,
      2_000_000n * (this.ledger.supply(this.opts.profile.denom) / 10n ** 15n + 1n),
    )
  }

  /** What block h's generated transactions do, before encoding (cheap: tests use it to find blocks worth building). */
  intentsAt(h: number): Intent[] {
    return deriveIntents(this.intentCtx, h)
  }

  /** Account indexes that signed the generated transactions of block h, cheaply (no encoding). */
  signersAt(h: number): number[] {
    return deriveIntents(this.intentCtx, h).map(signerOf)
  }

  blockTime(h: number): number {
    return this.genesisTime + h * this.blockMs
  }

  blockHash(h: number): Uint8Array {
    return seedBytes(this.opts.seed, this.opts.profile.id, 'block-hash', h)
  }

  /** Block h, rebuilt from its derivation (recent ones cached). */
  block(h: number): Block | undefined {
    if (!Number.isSafeInteger(h) || h < 1 || h > this.head) return undefined
    const hit = this.cache.get(h)
    if (hit) return hit
    const intents = deriveIntents(this.intentCtx, h)
    const start = this.txStart[h]!
    const txs = intents.map((intent, i) =>
      buildGenerated(this.env, h, i, intent, this.accSeqOf[start + i]!, this.pktSeqOf[start + i]!),
    )
    txs.push(...this.mempool.includedAt(h))
    const r = rng(this.opts.seed, this.opts.profile.id, 'proposer', h)
    const b: Block = {
      height: h,
      time: this.blockTime(h),
      hash: this.blockHash(h),
      proposer: r.int(0, this.opts.profile.bonded - 1),
      txs,
    }
    this.cache.set(h, b)
    if (this.cache.size > 128) this.cache.delete(this.cache.keys().next().value!)
    return b
  }

  /** Hashes of block h's transactions, generated and broadcast (cheaper than building the block). */
  private hashesAt(h: number): string[] {
    const start = this.txStart[h]!
    return [
      ...deriveIntents(this.intentCtx, h).map(
        (intent, i) =>
          buildGenerated(this.env, h, i, intent, this.accSeqOf[start + i]!, this.pktSeqOf[start + i]!).hash,
      ),
      ...this.mempool.includedAt(h).map((t) => t.hash),
    ]
  }

  /**
   * The block and position of a transaction. On a young devnet (before the background index is through) a hash no
   * block holds is looked for through the whole history, 3–4 s of CPU per chain: the search yields to the event
   * loop every 50 heights, or every other gateway's answers would wait that long. A node answers from its index.
   */
  async txByHash(hash: string): Promise<{ block: Block; tx: BlockTx; index: number } | undefined> {
    const key = hash.toUpperCase()
    // No block holds anything but a SHA-256, and a broadcast still in the mempool is in no block: answer either
    // at once rather than search all history for it.
    if (!/^[0-9A-F]{64}$/.test(key) || this.mempool.isQueued(key)) return undefined
    for (;;) {
      const h = this.txIndex.lookBack(key, this.head, 50)
      if (h !== 'more') return this.hitAt(key, h)
      await new Promise((r) => setImmediate(r))
    }
  }

  private hitAt(key: string, h: number | undefined): { block: Block; tx: BlockTx; index: number } | undefined {
    const block = h === undefined ? undefined : this.block(h)
    const index = block?.txs.findIndex((t) => t.hash === key) ?? -1
    return block && index >= 0 ? { block, tx: block.txs[index]!, index } : undefined
  }

  /** Produce the next block: generated transactions plus the queue of broadcast ones. */
  produce(): Block {
    this.advance()
    const h = this.head
    this.mempool.includeAt(h, (t) => deliverTx(this, t))
    return this.block(h)!
  }

  /** Transactions of account `index` waiting in the mempool (their sequences are taken). */
  pendingOf(index: number): number {
    return this.mempool.queued(index)
  }

  get pendingCount(): number {
    return this.mempool.size
  }

  start(): void {
    if (this.timer) return
    // Block h is stamped genesis + h·interval, so produce each block when that time comes (catching up after a
    // slow start) rather than on a free-running interval that would publish blocks seconds after their stamp.
    const tick = () => {
      while (this.blockTime(this.head + 1) <= this.opts.now()) this.produce()
      this.timer = setTimeout(tick, Math.max(10, this.blockTime(this.head + 1) - this.opts.now()))
      this.timer.unref()
    }
    tick()
    if (this.opts.txIndex === 'on-lookup') return
    // Build the hash index in the background so the first lookup by hash is fast.
    const step = () => {
      this.txIndex.indexTo(Math.min(this.head, this.txIndex.indexedTo + 25))
      if (this.txIndex.indexedTo < this.head) {
        this.indexer = setImmediate(step)
        this.indexer.unref()
      }
    }
    this.indexer = setImmediate(step)
    this.indexer.unref()
  }

  stop(): void {
    clearTimeout(this.timer)
    if (this.indexer) clearImmediate(this.indexer)
    this.timer = undefined
  }
}
