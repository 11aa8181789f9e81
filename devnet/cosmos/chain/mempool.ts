import type { Tx } from 'cosmjs-types/cosmos/tx/v1beta1/tx'
import { sha256 } from '../../primitives/hash'
import type { AnteInfo, PendingState } from './ante'
import { hexUpper } from './hash'
import type { BlockTx } from './tx-events'

/**
 * Broadcast transactions on their way into blocks: queued once CheckTx (`ante.ts`) accepted them, delivered into
 * the next block produced (DeliverTx, `deliver.ts`), then kept by the height that included them so the block can
 * be rebuilt with them. The queue is the check state CheckTx reads on top of the last block: each queued
 * transaction has advanced its signer's sequence and owes its fee.
 */
export class Mempool implements PendingState {
  /** Broadcast transactions, by the height that included them. */
  private readonly included = new Map<number, BlockTx[]>()
  private queue: { t: BlockTx; info: AnteInfo }[] = []
  private readonly seen = new Set<string>()

  /** The block transaction for raw bytes (not yet checked or queued). */
  static entry(bytes: Uint8Array, tx: Tx): BlockTx {
    return {
      bytes,
      hash: hexUpper(sha256(bytes)),
      tx,
      code: 0,
      codespace: '',
      log: '',
      gasWanted: tx.authInfo?.fee?.gasLimit ?? 0n,
      gasUsed: 0n,
      events: [],
    }
  }

  /** Queued or already included: CometBFT's cache refuses such a repeat before CheckTx. */
  has(hash: string): boolean {
    return this.seen.has(hash) || this.queue.some((q) => q.t.hash === hash)
  }

  /** Waiting for the next block (so in no block yet). */
  isQueued(hash: string): boolean {
    return this.queue.some((q) => q.t.hash === hash)
  }

  /** Queue a transaction CheckTx accepted. */
  add(t: BlockTx, info: AnteInfo): void {
    this.queue.push({ t, info })
  }

  queued(index: number): number {
    return this.queue.filter((q) => q.info.index === index).length
  }

  owed(address: string, denom: string): bigint {
    let sum = 0n
    for (const { info } of this.queue)
      if (info.payer === address) for (const c of info.fee) if (c.denom === denom) sum += c.amount
    return sum
  }

  /** Deliver the queue into block `h`, in submission order. */
  includeAt(h: number, deliver: (t: BlockTx) => BlockTx): void {
    if (!this.queue.length) return
    this.included.set(
      h,
      this.queue.map(({ t }) => {
        try {
          return deliver(t)
        } catch (e) {
          // A transaction must never stop the chain: it fails, the block goes on.
          return { ...t, code: 1, codespace: 'sdk', log: `internal: ${(e as Error).message}`, events: [] }
        }
      }),
    )
    for (const { t } of this.queue) this.seen.add(t.hash)
    this.queue = []
  }

  /** The broadcast transactions block `h` included (after its generated ones). */
  includedAt(h: number): readonly BlockTx[] {
    return this.included.get(h) ?? []
  }

  /** Transactions waiting for the next block. */
  get size(): number {
    return this.queue.length
  }
}
