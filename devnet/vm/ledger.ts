import { EventEmitter } from 'node:events'
import { bytesToHex } from '@noble/hashes/utils.js'
import { hashHex } from '../primitives/hash'
import { rng, seedBytes } from '../primitives/random'
import { runTokenClause, type TokenOutcome } from './clause-run'
import { abi, GUARD_INIT, TOKEN_INIT } from './contracts'
import { Execution } from './evm'
import type { BlockRecord, DevAccount, EventLog, LedgerTx, LogMeta, Output, Receipt, TransferLog } from './records'
import { StateHistory } from './state'
import { syntheticTxs } from './traffic'
import { addressOfKey, encodeSigned, intrinsicGas, sign, signingHash, txId, type TxBody } from './txcodec'

/**
 * The VM devnet ledger: blocks every interval, transactions executed with @ethereumjs/evm against a revisioned
 * state history, receipts, and event/transfer logs in chain order. Block IDs, timestamps and the synthetic traffic
 * derive from (seed, number); the EVM results are what makes the state.
 */
export const HISTORY_BLOCKS = 1200
export const BASE_GAS_PRICE = 500_000_000_000n
export const BLOCK_GAS_LIMIT = 30_000_000n
const ONE = 10n ** 18n
/** What each quiet account holds at genesis, in balance and in energy. */
export const QUIET_FUNDS = 1_000_000n * ONE

/** Meter's gas price: base + base × coef / 255. */
export const gasPrice = (coef: number) => BASE_GAS_PRICE + (BASE_GAS_PRICE * BigInt(coef)) / 255n

export type {
  BlockRecord,
  DevAccount,
  EventLog,
  LedgerTx,
  LogMeta,
  Output,
  Receipt,
  Transfer,
  TransferLog,
} from './records'

export class VmLedger extends EventEmitter<{ block: [BlockRecord] }> {
  readonly state = new StateHistory()
  readonly blocks: BlockRecord[] = []
  readonly events: EventLog[] = []
  readonly transfers: TransferLog[] = []
  readonly accounts: DevAccount[] = []
  /**
   * Funded at genesis and never in the synthetic traffic, so a test (the VeChain SDK conformance flow) can send
   * from one and check exact balances. Their keys derive from the seed and stay in devnet.
   */
  readonly quiet: DevAccount[] = []
  readonly validators: DevAccount[] = []
  token = ''
  guard = ''
  readonly genesisMs: number
  private readonly txs = new Map<string, LedgerTx>()
  private pending: LedgerTx[] = []
  private head!: Execution
  /** Serializes block production (the EVM is async). */
  private producing: Promise<void> = Promise.resolve()

  private constructor(
    readonly seed: number,
    readonly intervalMs: number,
    private readonly now: () => number,
    epoch?: number,
  ) {
    super()
    // Counted from devnet's epoch when it resumes its clock: after a restart the chain catches up, never rewinds.
    this.genesisMs = Math.floor((epoch ?? now()) / intervalMs) * intervalMs - HISTORY_BLOCKS * intervalMs
  }

  static async create(seed: number, intervalMs: number, now: () => number, epoch?: number): Promise<VmLedger> {
    const l = new VmLedger(seed, intervalMs, now, epoch)
    await l.genesis()
    await l.catchUp()
    return l
  }

  get best(): BlockRecord {
    return this.blocks[this.blocks.length - 1]!
  }

  get chainTag(): number {
    return parseInt(this.blocks[0]!.id.slice(-2), 16)
  }

  blockId(n: number): string {
    return `0x${n.toString(16).padStart(8, '0')}${hashHex(this.seed, 'vm', 'block', n).slice(8)}`
  }

  /** A transaction by ID, in a block or still pending (`blockNumber` -1). */
  tx(id: string): LedgerTx | undefined {
    return this.txs.get(id.toLowerCase())
  }

  /** Produce every block the clock has reached. */
  catchUp(): Promise<void> {
    this.producing = this.producing.then(async () => {
      const target = Math.floor((this.now() - this.genesisMs) / this.intervalMs)
      while (this.best.number < target) await this.produce(this.best.number + 1)
    })
    return this.producing
  }

  /** Queue a signed transaction for the next block. */
  submit(body: TxBody, signature: Uint8Array, origin: string): LedgerTx {
    const tx: LedgerTx = { id: txId(signingHash(body), origin), body, origin, signature, blockNumber: -1, index: -1 }
    this.pending.push(tx)
    this.txs.set(tx.id, tx)
    return tx
  }

  /** A transaction's signature; a synthetic one is signed on first use (deterministically) and kept. */
  signature(tx: LedgerTx): Uint8Array {
    return (tx.signature ??= sign(signingHash(tx.body), tx.key!))
  }

  /** The signed RLP of a transaction, in Meter's format. */
  raw(tx: LedgerTx): string {
    return `0x${bytesToHex(encodeSigned(tx.body, this.signature(tx)))}`
  }

  devAccount(address: string): DevAccount | undefined {
    return this.accounts.find((a) => a.address === address.toLowerCase())
  }

  private async genesis(): Promise<void> {
    const r = rng(this.seed, 'vm', 'genesis')
    for (let i = 0; i < 12; i++) {
      const key = seedBytes(this.seed, 'vm', 'key', i)
      this.accounts.push({ address: addressOfKey(key), key })
    }
    for (let i = 0; i < 4; i++) {
      const key = seedBytes(this.seed, 'vm', 'validator', i)
      this.validators.push({ address: addressOfKey(key), key })
    }
    for (const a of this.accounts) {
      this.state.setBalance(0, a.address, BigInt(r.int(1_000, 1_000_000)) * ONE)
      this.state.setEnergy(0, a.address, BigInt(r.int(10_000, 100_000)) * ONE)
    }
    for (let i = 0; i < 2; i++) {
      const key = seedBytes(this.seed, 'vm', 'quiet', i)
      const a = { address: addressOfKey(key), key }
      this.quiet.push(a)
      this.state.setBalance(0, a.address, QUIET_FUNDS)
      this.state.setEnergy(0, a.address, QUIET_FUNDS)
    }
    const genesis: BlockRecord = {
      number: 0,
      id: this.blockId(0),
      parentID: `0xffffffff${hashHex(this.seed, 'vm', 'parent').slice(8)}`,
      timestamp: Math.floor(this.genesisMs / 1000),
      txs: [],
      gasUsed: 0n,
      signer: `0x${'0'.repeat(40)}`,
      beneficiary: `0x${'0'.repeat(40)}`,
    }
    this.blocks.push(genesis)
    this.head = await Execution.over(this.state.snapshot(0))
    // Genesis deploys the token and the guard from account 0, then hands out tokens: real EVM runs.
    const deployer = this.accounts[0]!.address
    await this.head.begin()
    const token = await this.head.run({ caller: deployer, data: TOKEN_INIT, gas: 5_000_000n })
    const guard = await this.head.run({ caller: deployer, data: GUARD_INIT, gas: 5_000_000n })
    this.token = token.contractAddress!
    this.guard = guard.contractAddress!
    for (const a of this.accounts.slice(1))
      await this.head.run({
        caller: deployer,
        to: this.token,
        data: abi.transfer(a.address, 1_000_000n * ONE),
        gas: 200_000n,
      })
    this.state.apply(0, await this.head.end(true))
  }

  private async produce(n: number): Promise<void> {
    const parent = this.best
    const validator = this.validators[n % this.validators.length]!
    const block: BlockRecord = {
      number: n,
      id: this.blockId(n),
      parentID: parent.id,
      timestamp: Math.floor((this.genesisMs + n * this.intervalMs) / 1000),
      txs: [],
      gasUsed: 0n,
      signer: validator.address,
      beneficiary: validator.address,
    }
    const queued = this.pending
    this.pending = []
    const txs = [...queued, ...syntheticTxs(this, n, parent)]
    for (const tx of txs) {
      if (block.gasUsed + tx.body.gas > BLOCK_GAS_LIMIT) {
        this.pending.push(tx)
        continue
      }
      tx.blockNumber = n
      tx.index = block.txs.length
      tx.receipt = await this.execute(n, block, tx)
      block.txs.push(tx.id)
      block.gasUsed += tx.receipt.gasUsed
      this.txs.set(tx.id, tx)
    }
    this.blocks.push(block)
    this.emit('block', block)
  }

  private async execute(n: number, block: BlockRecord, tx: LedgerTx): Promise<Receipt> {
    await this.head.begin()
    const outcomes: TokenOutcome[] = []
    let vmGas = 0n
    const budget = tx.body.gas - intrinsicGas(tx.body.clauses)
    const price = gasPrice(tx.body.gasPriceCoef)
    // Meter buys the gas before the clauses run: energy values may spend only what is left after it.
    let energyLeft = this.state.account(tx.origin, n).energy - tx.body.gas * price
    for (const c of tx.body.clauses) {
      const out = await runTokenClause(
        this.head,
        {
          caller: tx.origin,
          to: c.to ?? undefined,
          value: c.value,
          token: c.token,
          data: c.data,
          gas: budget - vmGas > 0n ? budget - vmGas : 0n,
        },
        energyLeft,
      )
      outcomes.push(out)
      vmGas += out.gasUsed
      energyLeft -= out.energyMoved
      if (out.reverted) break
    }
    const reverted = outcomes.some((o) => o.reverted)
    this.state.apply(n, await this.head.end(!reverted))
    const gasUsed = intrinsicGas(tx.body.clauses) + vmGas
    const paid = gasUsed * price
    const reward = (paid * 3n) / 10n
    this.state.addEnergy(n, tx.origin, -paid)
    this.state.addEnergy(n, block.beneficiary, reward)
    const outputs: Output[] = reverted
      ? []
      : tx.body.clauses.map((c, i) => {
          const o = outcomes[i]!
          const recipient = (c.to ?? o.contractAddress)!
          if (o.energyMoved > 0n) {
            this.state.addEnergy(n, tx.origin, -o.energyMoved)
            this.state.addEnergy(n, recipient, o.energyMoved)
          }
          const transfers = c.value > 0n ? [{ sender: tx.origin, recipient, amount: c.value, token: c.token }] : []
          return { contractAddress: c.to ? null : (o.contractAddress ?? null), events: o.logs, transfers }
        })
    const meta = (clauseIndex: number): LogMeta => ({
      blockID: block.id,
      blockNumber: n,
      blockTimestamp: block.timestamp,
      txID: tx.id,
      txOrigin: tx.origin,
      clauseIndex,
    })
    outputs.forEach((o, i) => {
      for (const e of o.events) this.events.push({ ...e, meta: meta(i) })
      for (const t of o.transfers) this.transfers.push({ ...t, meta: meta(i) })
    })
    return { gasUsed, gasPayer: tx.origin, paid, reward, reverted, outputs }
  }
}
