import { sha256, sha512_256 } from '@noble/hashes/sha2.js'
import type { SignedTransaction } from 'algosdk'
import { seedBytes } from '../../primitives/random'
import { addrStr } from './addr'
import { applyTxn, type Effects } from './apply'
import { DEFAULT_HISTORY_ROUNDS, genesisHash, ledgerBlockMs, PROTO_V41, PROTO_V42, UPGRADE_AT } from './constants'
import { buildGenesis, type Genesis } from './genesis'
import { RoundJournal, type JournaledTxn } from './journal'
import type { BlockRecord, TxRecord } from './records'
import type { LedgerState, SigType } from './state'
import { synthRound } from './synth'
import { indexTx, txRecord } from './tx-record'

export interface LedgerOptions {
  seed: number
  blockMs?: number
  /** Rounds the ledger has at `epoch` (DEVNET_LEDGER_ROUNDS); the consensus upgrade falls inside them. */
  historyRounds?: number
  /**
   * The instant the initial history ends at: devnet's resumed clock, so a restarted ledger counts its rounds
   * from the same genesis as before. Default `now()` (a new chain).
   */
  epoch?: number
  now(): number
  /** Where the submitted transactions of each round are kept (journal.ts); without one a restart loses them. */
  journalFile?: string
}

export interface PendingTxn {
  stxn: SignedTransaction
  id: string
  sigType: SigType
  receivedAt: number
}

const concat = (parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0))
  let o = 0
  for (const p of parts) out.set(p, (o += p.length) - p.length)
  return out
}

/**
 * Devnet's ledger: a deterministic genesis, a history of synthetic rounds built at start (same seed, same
 * transactions), then one new round every block interval carrying synthetic traffic and the submitted pool.
 * Round r is due at genesis + r intervals and carries that instant as its timestamp, and its transactions are the
 * journaled pool's then the synthetic ones of (seed, r): a ledger built again on the same clock and journal (a
 * restarted devnet) has every round it had, byte for byte, and the rounds wall time added meanwhile.
 */
export class Ledger {
  readonly seed: number
  readonly blockMs: number
  readonly genesis: Genesis
  readonly genesisHash: Uint8Array
  readonly state: LedgerState
  readonly upgradeRound: number
  /** Round 0's instant (ms): round r is due, and stamped, `r` block intervals later. */
  readonly genesisMs: number
  readonly genesisTimestamp: number
  /** Genesis balances and statuses, kept before history changes the running state. */
  readonly genesisAlloc: readonly { address: string; amount: bigint; status: string }[]
  readonly blocks: BlockRecord[] = []
  readonly txs: TxRecord[] = []
  readonly byId = new Map<string, TxRecord>()
  readonly byAddress = new Map<string, number[]>()
  readonly byAsset = new Map<bigint, number[]>()
  readonly byApp = new Map<bigint, number[]>()
  /** Submitted, not yet in a block; insertion order is pool order. */
  readonly pending = new Map<string, PendingTxn>()
  private readonly ids: { next: bigint }
  readonly now: () => number
  private timer?: NodeJS.Timeout
  private stopped = false
  private readonly waiters = new Set<() => void>()
  private readonly journal?: RoundJournal
  /** Journaled pool transactions of rounds not yet built, by round. */
  private readonly replay: Map<number, JournaledTxn[]>

  constructor(opts: LedgerOptions) {
    this.seed = opts.seed
    this.now = opts.now
    this.blockMs = opts.blockMs ?? ledgerBlockMs()
    const history = Math.max(20, opts.historyRounds ?? DEFAULT_HISTORY_ROUNDS)
    this.genesis = buildGenesis(opts.seed)
    this.state = this.genesis.state
    this.genesisAlloc = [...this.state.accounts.values()].map((a) => ({
      address: a.address,
      amount: a.amount,
      status: a.status,
    }))
    this.ids = { next: this.genesis.nextId }
    this.genesisHash = genesisHash(opts.seed)
    this.upgradeRound = Math.floor(history * UPGRADE_AT)
    this.genesisMs = (opts.epoch ?? opts.now()) - history * this.blockMs
    this.genesisTimestamp = this.roundTime(0)
    if (opts.journalFile) {
      const chain = { seed: this.seed, genesisMs: this.genesisMs, blockMs: this.blockMs, historyRounds: history }
      const { journal, rounds } = RoundJournal.open(opts.journalFile, chain)
      this.journal = journal
      this.replay = rounds
    } else this.replay = new Map()
    this.commit(0, this.genesisTimestamp, [])
    for (let r = 1; r <= history; r++) this.commit(r, this.roundTime(r), [...this.replayed(r), ...this.synth(r)])
    this.catchUp()
  }

  /** Unix seconds of round r: when it is due. */
  private roundTime(round: number): number {
    return Math.floor((this.genesisMs + round * this.blockMs) / 1000)
  }

  /** The highest round the clock has reached. */
  private dueRound(): number {
    return Math.floor((this.now() - this.genesisMs) / this.blockMs)
  }

  private replayed(round: number): JournaledTxn[] {
    const txns = this.replay.get(round) ?? []
    this.replay.delete(round)
    return txns
  }

  /** Produce every round the clock has reached. */
  catchUp(): void {
    while (this.head < this.dueRound()) this.produceRound()
  }

  get head(): number {
    return this.blocks.length - 1
  }

  headBlock(): BlockRecord {
    return this.blocks[this.head]!
  }

  block(round: number): BlockRecord | undefined {
    return this.blocks[round]
  }

  blockTxs(b: BlockRecord): TxRecord[] {
    return this.txs.slice(b.txStart, b.txEnd)
  }

  isV42(round: number): boolean {
    return round > this.upgradeRound
  }

  private synth(round: number): { stxn: SignedTransaction; sigType: SigType }[] {
    return synthRound(
      {
        seed: this.seed,
        genesis: this.genesis,
        genesisHash: this.genesisHash,
        state: this.state,
        upgradeRound: this.upgradeRound,
      },
      round,
    )
  }

  /**
   * Produce the next round now (the clock's timer, or a test ahead of it): synthetic traffic plus every pooled
   * transaction that is still valid, the pool journaled first so the round can be built again after a restart.
   */
  produceRound(): BlockRecord {
    const round = this.head + 1
    const pooled = [...this.pending.values()].map((p) => ({ stxn: p.stxn, sigType: p.sigType }))
    this.pending.clear()
    if (pooled.length && this.journal) {
      try {
        this.journal.append(round, pooled)
      } catch (err) {
        // The round still goes out; only a restart would rebuild it without these.
        console.warn(`[devnet] ledger: round ${round}'s submitted transactions not journaled: ${String(err)}`)
      }
    }
    const b = this.commit(round, this.roundTime(round), [...this.replayed(round), ...pooled, ...this.synth(round)])
    for (const w of [...this.waiters]) w()
    return b
  }

  private commit(round: number, timestamp: number, txns: { stxn: SignedTransaction; sigType: SigType }[]): BlockRecord {
    const txStart = this.txs.length
    let fees = 0n
    for (const { stxn, sigType } of txns) {
      // A transaction ID is committed once (two identical opt-ins drawn for one round collapse to one).
      const id = stxn.txn.txID()
      if (this.byId.has(id)) continue
      let fx: Effects
      try {
        fx = applyTxn({ state: this.state, round, ids: this.ids }, stxn)
      } catch {
        continue // no longer valid (a pooled transaction overtaken by the state): algod drops it from the pool
      }
      fees += stxn.txn.fee
      this.record(txRecord(id, stxn, sigType, fx, round, timestamp, this.txs.length - txStart))
    }
    const prev = this.blocks[round - 1]
    const seed = seedBytes(this.seed, 'ledger-block-seed', round)
    const ids = this.txs.slice(txStart).map((t) => new TextEncoder().encode(t.id))
    const txnRoot = sha512_256(concat(ids))
    const v42 = this.isV42(round)
    const count = this.txs.length - txStart
    const b: BlockRecord = {
      round,
      timestamp,
      seed,
      prevHash: prev?.hash ?? new Uint8Array(32),
      // Over the round's time too, as algod's header hash is: a chain on another clock is another chain.
      hash: sha512_256(
        concat([prev?.hash ?? new Uint8Array(32), seed, txnRoot, new TextEncoder().encode(`${round}/${timestamp}`)]),
      ),
      txStart,
      txEnd: this.txs.length,
      proposer: this.proposer(round),
      feesCollected: fees,
      txnCounter: BigInt(this.txs.length) + (this.ids.next - this.genesis.nextId),
      protocol: v42 ? PROTO_V42 : PROTO_V41,
      v42,
      // Load in thousandths of a full block; congestion tax only when blocks run full.
      load: v42 ? BigInt(Math.min(1000, count * 37)) : 0n,
      congestionTax: v42 && count > 20 ? BigInt(count - 20) * 10n : 0n,
      txnRoot,
      txnRoot256: sha256(concat(ids)),
    }
    this.blocks[round] = b
    return b
  }

  private proposer(round: number): string {
    const online = [...this.state.accounts.values()].filter((a) => a.status === 'Online')
    if (!online.length) return this.genesis.walletAccounts[0]!
    return online[seedBytes(this.seed, 'proposer', round)[0]! % online.length]!.address
  }

  private record(rec: TxRecord): void {
    indexTx(this, rec)
    if (rec.createdApp !== undefined) this.markV42App(rec.createdApp, rec.stxn.txn.note)
    const sender = this.state.accounts.get(addrStr(rec.stxn.txn.sender))
    if (sender) sender.sigType = rec.sigType
  }

  /** The two applications created right after the upgrade set the v42 box-access parameters. */
  private markV42App(id: bigint, note: Uint8Array): void {
    const app = this.state.apps.get(id)
    const text = new TextDecoder().decode(note)
    if (!app) return
    if (text.startsWith('vault')) app.familyBoxAccess = true
    if (text.startsWith('oracle')) app.foreignBoxReads = true
  }

  /** Resolves once the ledger has a round after `round` (wait-for-block-after), or after `timeoutMs`. */
  waitForRoundAfter(round: number, timeoutMs: number): Promise<void> {
    if (this.head > round) return Promise.resolve()
    return new Promise((resolve) => {
      const done = () => {
        if (this.head <= round && !this.stopped) return
        clearTimeout(t)
        this.waiters.delete(done)
        resolve()
      }
      const t = setTimeout(() => {
        this.waiters.delete(done)
        resolve()
      }, timeoutMs)
      t.unref?.()
      this.waiters.add(done)
    })
  }

  start(): void {
    this.stopped = false
    if (this.timer) return
    const tick = () => {
      this.catchUp()
      // Woken when the next round is due; at least once an interval, in case the clock is a test's.
      const wait = this.genesisMs + (this.head + 1) * this.blockMs - this.now()
      this.timer = setTimeout(tick, Math.min(this.blockMs, Math.max(0, wait)))
      this.timer.unref()
    }
    tick()
  }

  stop(): void {
    clearTimeout(this.timer)
    this.timer = undefined
    // Long polls answer at once instead of holding the server's shutdown.
    this.stopped = true
    for (const w of [...this.waiters]) w()
  }
}
