import { Common, Hardfork, Mainnet } from '@ethereumjs/common'
import { createEVM, type EVM } from '@ethereumjs/evm'
import { SimpleStateManager } from '@ethereumjs/statemanager'
import { Account, Address, bytesToHex, createAddressFromString, hexToBytes, setLengthLeft } from '@ethereumjs/util'

/**
 * Executes clauses with @ethereumjs/evm over a state snapshot. The state manager records every account and storage
 * write, so the ledger can keep its own compact, revision-indexed history and build a fresh snapshot for any
 * historical revision.
 */
export interface AccountSnapshot {
  balance: bigint
  nonce: bigint
  code?: string
  storage: ReadonlyMap<string, string>
}

export interface EvmLog {
  address: string
  topics: string[]
  data: string
}

export interface ClauseOutcome {
  data: string
  reverted: boolean
  vmError: string
  gasUsed: bigint
  logs: EvmLog[]
  contractAddress?: string
  /** Writes to keep when the whole execution is kept: final balance/nonce/code per account and storage slots. */
}

export interface Writes {
  accounts: Map<string, { balance: bigint; nonce: bigint }>
  code: Map<string, string>
  storage: Map<string, Map<string, string>>
}

const emptyWrites = (): Writes => ({ accounts: new Map(), code: new Map(), storage: new Map() })

const COMMON = new Common({ chain: Mainnet, hardfork: Hardfork.Shanghai })

/** SimpleStateManager that notes what was written since the last `resetJournal()`. */
class RecordingStateManager extends SimpleStateManager {
  journal = emptyWrites()
  resetJournal() {
    this.journal = emptyWrites()
  }
  override async putAccount(address: Address, account?: Account): Promise<void> {
    await super.putAccount(address, account)
    if (account) this.journal.accounts.set(address.toString(), { balance: account.balance, nonce: account.nonce })
  }
  override async putCode(address: Address, value: Uint8Array): Promise<void> {
    await super.putCode(address, value)
    this.journal.code.set(address.toString(), bytesToHex(value))
  }
  override async putStorage(address: Address, key: Uint8Array, value: Uint8Array): Promise<void> {
    await super.putStorage(address, key, value)
    const a = address.toString()
    let slots = this.journal.storage.get(a)
    if (!slots) this.journal.storage.set(a, (slots = new Map()))
    slots.set(bytesToHex(setLengthLeft(key, 32)), bytesToHex(setLengthLeft(value, 32)))
  }
}

export interface ClauseCall {
  caller: string
  /** Undefined deploys `data` as init code. */
  to?: string
  value?: bigint
  data?: string
  gas: bigint
  gasPrice?: bigint
}

/** One execution context: a snapshot loaded into a state manager and an EVM; run clauses one after another. */
export class Execution {
  private constructor(
    private readonly evm: EVM,
    private readonly sm: RecordingStateManager,
  ) {}

  static async over(accounts: ReadonlyMap<string, AccountSnapshot>): Promise<Execution> {
    const sm = new RecordingStateManager({ common: COMMON })
    for (const [addr, acc] of accounts) {
      const a = createAddressFromString(addr)
      await sm.putAccount(a, new Account(acc.nonce, acc.balance))
      if (acc.code) await sm.putCode(a, hexToBytes(acc.code as `0x${string}`))
      for (const [k, v] of acc.storage)
        await sm.putStorage(a, hexToBytes(k as `0x${string}`), stripZeros(hexToBytes(v as `0x${string}`)))
    }
    sm.resetJournal()
    const evm = await createEVM({ common: COMMON, stateManager: sm })
    return new Execution(evm, sm)
  }

  /** The EVM, for tracers that listen to its steps. */
  get vm(): EVM {
    return this.evm
  }

  /** Start a transaction: its clauses then run in one unit, kept or dropped by `end`. */
  async begin(): Promise<void> {
    await this.sm.checkpoint()
    this.sm.resetJournal()
  }

  /** Keep (returning the writes) or drop everything since `begin`. */
  async end(keep: boolean): Promise<Writes> {
    if (keep) await this.sm.commit()
    else await this.sm.revert()
    const w = keep ? this.sm.journal : emptyWrites()
    this.sm.resetJournal()
    return w
  }

  /** Run one clause; a failed clause leaves no state behind. */
  async run(input: ClauseCall): Promise<ClauseOutcome> {
    await this.sm.checkpoint()
    let res
    try {
      res = await this.evm.runCall({
        caller: createAddressFromString(input.caller),
        to: input.to ? createAddressFromString(input.to) : undefined,
        value: input.value ?? 0n,
        data: input.data && input.data !== '0x' ? hexToBytes(input.data as `0x${string}`) : new Uint8Array(),
        gasLimit: input.gas,
        gasPrice: input.gasPrice ?? 0n,
      })
    } catch (e) {
      await this.sm.revert()
      return { data: '0x', reverted: true, vmError: (e as Error).message, gasUsed: 0n, logs: [] }
    }
    const ex = res.execResult
    const reverted = ex.exceptionError !== undefined
    if (reverted) await this.sm.revert()
    else await this.sm.commit()
    return {
      data: bytesToHex(ex.returnValue),
      reverted,
      vmError: reverted ? vmErrorText(ex.exceptionError!.error) : '',
      gasUsed: ex.executionGasUsed,
      logs: reverted
        ? []
        : (ex.logs ?? []).map(([address, topics, data]) => ({
            address: bytesToHex(address),
            topics: topics.map((t) => bytesToHex(t)),
            data: bytesToHex(data),
          })),
      contractAddress: !reverted && res.createdAddress ? res.createdAddress.toString() : undefined,
    }
  }
}

/** The real node's vmError texts ("execution reverted", "out of gas", ...). */
function vmErrorText(e: string): string {
  if (e === 'revert') return 'execution reverted'
  return e
}

function stripZeros(b: Uint8Array): Uint8Array {
  let i = 0
  while (i < b.length && b[i] === 0) i++
  return b.slice(i)
}
