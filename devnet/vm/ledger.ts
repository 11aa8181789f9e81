import { createHash } from 'node:crypto'
import { EventEmitter } from 'node:events'
import { bytesToHex } from '@noble/hashes/utils.js'
import { rng, seedBytes } from '../primitives/random'
import { abi, GUARD_INIT, TOKEN_INIT } from './contracts'
import { Execution, type ClauseOutcome, type EvmLog } from './evm'
import { StateHistory } from './state'
import {
  addressOfKey,
  encodeSigned,
  intrinsicGas,
  sign,
  signingHash,
  txId,
  type TxBody,
  type TxClause,
} from './txcodec'

/**
 * The VM devnet ledger: blocks every interval, transactions executed with @ethereumjs/evm against a revisioned
 * state history, receipts, and event/transfer logs in chain order. Block IDs, timestamps and the synthetic traffic
 * derive from (seed, number); the EVM results are what makes the state.
 */
export const HISTORY_BLOCKS = 1200
export const BASE_GAS_PRICE = 500_000_000_000n
export const BLOCK_GAS_LIMIT = 30_000_000n
export const DEFAULT_EXPIRATION = 720
const ONE = 10n ** 18n

export interface Transfer {
  sender: string
  recipient: string
  amount: bigint
}

export interface Output {
  contractAddress: string | null
  events: EvmLog[]
  transfers: Transfer[]
}

export interface Receipt {
  gasUsed: bigint
  gasPayer: string
  paid: bigint
  reward: bigint
  reverted: boolean
  outputs: Output[]
}

export interface LedgerTx {
  id: string
  body: TxBody
  origin: string
  /** Present for committed transactions; synthetic ones are signed on demand with `key`. */
  signature?: Uint8Array
  key?: Uint8Array
  blockNumber: number
  index: number
  receipt?: Receipt
}

export interface BlockRecord {
  number: number
  id: string
  parentID: string
  timestamp: number
  txs: string[]
  gasUsed: bigint
  signer: string
  beneficiary: string
}

/** A log entry with the meta every filter and subscription answers. */
export interface LogMeta {
  blockID: string
  blockNumber: number
  blockTimestamp: number
  txID: string
  txOrigin: string
  clauseIndex: number
}
export type EventLog = EvmLog & { meta: LogMeta }
export type TransferLog = Transfer & { meta: LogMeta }

export interface DevAccount {
  address: string
  key: Uint8Array
}

const sha = (...label: (string | number)[]) => createHash('sha256').update(label.join('/')).digest('hex')

export class VmLedger extends EventEmitter<{ block: [BlockRecord] }> {
  readonly state = new StateHistory()
  readonly blocks: BlockRecord[] = []
  readonly events: EventLog[] = []
  readonly transfers: TransferLog[] = []
  readonly accounts: DevAccount[] = []
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
    return `0x${n.toString(16).padStart(8, '0')}${sha(this.seed, 'vm', 'block', n).slice(8)}`
  }

  tx(id: string): LedgerTx | undefined {
    return this.txs.get(id.toLowerCase())
  }

  isPending(id: string): boolean {
    return this.pending.some((t) => t.id === id.toLowerCase())
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

  /** The signed RLP of a transaction (synthetic ones are signed now, deterministically). */
  raw(tx: LedgerTx): string {
    const sig = tx.signature ?? sign(signingHash(tx.body), tx.key!)
    return `0x${bytesToHex(encodeSigned(tx.body, sig))}`
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
    const genesis: BlockRecord = {
      number: 0,
      id: this.blockId(0),
      parentID: `0xffffffff${sha(this.seed, 'vm', 'parent').slice(8)}`,
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
    const txs = [...queued, ...this.synthetic(n, parent)]
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
    const outcomes: ClauseOutcome[] = []
    let vmGas = 0n
    const budget = tx.body.gas - intrinsicGas(tx.body.clauses)
    for (const c of tx.body.clauses) {
      const out = await this.head.run({
        caller: tx.origin,
        to: c.to ?? undefined,
        value: c.value,
        data: c.data,
        gas: budget - vmGas > 0n ? budget - vmGas : 0n,
      })
      outcomes.push(out)
      vmGas += out.gasUsed
      if (out.reverted) break
    }
    const reverted = outcomes.some((o) => o.reverted)
    this.state.apply(n, await this.head.end(!reverted))
    const gasUsed = intrinsicGas(tx.body.clauses) + vmGas
    const price = BASE_GAS_PRICE + (BASE_GAS_PRICE * BigInt(tx.body.gasPriceCoef)) / 255n
    const paid = gasUsed * price
    const reward = (paid * 3n) / 10n
    this.state.addEnergy(n, tx.origin, -paid)
    this.state.addEnergy(n, block.beneficiary, reward)
    const outputs: Output[] = reverted
      ? []
      : tx.body.clauses.map((c, i) => {
          const o = outcomes[i]!
          const transfers =
            c.value > 0n ? [{ sender: tx.origin, recipient: (c.to ?? o.contractAddress)!, amount: c.value }] : []
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

  /** Deterministic traffic of block n: native transfers, token transfers and guard calls (some of which revert). */
  private synthetic(n: number, parent: BlockRecord): LedgerTx[] {
    const r = rng(this.seed, 'vm', 'txs', n)
    const count = r.int(0, 2)
    const out: LedgerTx[] = []
    for (let i = 0; i < count; i++) {
      const from = r.pick(this.accounts)
      const to = r.pick(this.accounts)
      const kind = r.next()
      let clause: TxClause
      if (kind < 0.4) clause = { to: to.address, value: BigInt(r.int(1, 1000)) * ONE, data: '0x' }
      else if (kind < 0.85)
        clause = { to: this.token, value: 0n, data: abi.transfer(to.address, BigInt(r.int(1, 50_000)) * ONE) }
      else clause = { to: this.guard, value: 0n, data: abi.double(r.next() < 0.5 ? 0n : BigInt(r.int(1, 1_000_000))) }
      const body: TxBody = {
        chainTag: this.chainTag,
        blockRef: parent.id.slice(0, 18),
        expiration: DEFAULT_EXPIRATION,
        clauses: [clause],
        gasPriceCoef: r.pick([0, 0, 64, 128, 255]),
        gas: intrinsicGas([clause]) + 80_000n,
        dependsOn: null,
        nonce: r.bigint(1n << 64n),
      }
      out.push({
        id: txId(signingHash(body), from.address),
        body,
        origin: from.address,
        key: from.key,
        blockNumber: -1,
        index: -1,
      })
    }
    return out
  }
}
