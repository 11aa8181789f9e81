import type { AccountSnapshot, Writes } from './evm'

/** A value's history by block number: append-only, read as of any block. */
export class History<T> {
  private readonly blocks: number[] = []
  private readonly values: T[] = []

  set(block: number, value: T): void {
    const last = this.blocks.length - 1
    if (last >= 0 && this.blocks[last] === block) this.values[last] = value
    else {
      if (last >= 0 && this.blocks[last]! > block)
        throw new Error(`history is append-only (${block} after ${this.blocks[last]})`)
      this.blocks.push(block)
      this.values.push(value)
    }
  }

  /** The value in force at `block`, or undefined before the first write. */
  at(block: number): T | undefined {
    let lo = 0
    let hi = this.blocks.length - 1
    let found = -1
    while (lo <= hi) {
      const mid = (lo + hi) >> 1
      if (this.blocks[mid]! <= block) {
        found = mid
        lo = mid + 1
      } else hi = mid - 1
    }
    return found < 0 ? undefined : this.values[found]
  }
}

interface AccountRecord {
  balance: History<bigint>
  energy: History<bigint>
  nonce: History<bigint>
  code: History<string>
  storage: Map<string, History<string>>
}

const ZERO_WORD = `0x${'0'.repeat(64)}`

/**
 * Every account the chain has touched, each field as a history: any revision's state is a lookup, and a snapshot
 * for the EVM at any revision is built from it.
 */
export class StateHistory {
  private readonly accounts = new Map<string, AccountRecord>()

  private record(address: string): AccountRecord {
    const a = address.toLowerCase()
    let r = this.accounts.get(a)
    if (!r) {
      r = {
        balance: new History(),
        energy: new History(),
        nonce: new History(),
        code: new History(),
        storage: new Map(),
      }
      this.accounts.set(a, r)
    }
    return r
  }

  setBalance(block: number, address: string, v: bigint) {
    this.record(address).balance.set(block, v)
  }

  setEnergy(block: number, address: string, v: bigint) {
    this.record(address).energy.set(block, v)
  }

  addEnergy(block: number, address: string, delta: bigint) {
    this.setEnergy(block, address, this.account(address, block).energy + delta)
  }

  /** Keep an execution's writes as the state of `block`. */
  apply(block: number, w: Writes) {
    for (const [a, acc] of w.accounts) {
      const r = this.record(a)
      r.balance.set(block, acc.balance)
      r.nonce.set(block, acc.nonce)
    }
    for (const [a, code] of w.code) this.record(a).code.set(block, code)
    for (const [a, slots] of w.storage) {
      const r = this.record(a)
      for (const [k, v] of slots) {
        let h = r.storage.get(k)
        if (!h) r.storage.set(k, (h = new History()))
        h.set(block, v)
      }
    }
  }

  account(address: string, block: number) {
    const r = this.accounts.get(address.toLowerCase())
    const code = r?.code.at(block)
    return {
      balance: r?.balance.at(block) ?? 0n,
      energy: r?.energy.at(block) ?? 0n,
      nonce: r?.nonce.at(block) ?? 0n,
      code: code && code !== '0x' ? code : undefined,
    }
  }

  storage(address: string, key: string, block: number): string {
    return this.accounts.get(address.toLowerCase())?.storage.get(key.toLowerCase())?.at(block) ?? ZERO_WORD
  }

  /** The whole state as of `block`, for the EVM. */
  snapshot(block: number): Map<string, AccountSnapshot> {
    const out = new Map<string, AccountSnapshot>()
    for (const [a, r] of this.accounts) {
      const storage = new Map<string, string>()
      for (const [k, h] of r.storage) {
        const v = h.at(block)
        if (v !== undefined && v !== ZERO_WORD) storage.set(k, v)
      }
      const code = r.code.at(block)
      out.set(a, {
        balance: r.balance.at(block) ?? 0n,
        nonce: r.nonce.at(block) ?? 0n,
        code: code && code !== '0x' ? code : undefined,
        storage,
      })
    }
    return out
  }
}
