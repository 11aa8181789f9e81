import { sha256 } from '../../primitives/hash'
import { decodeTxBytes } from './codec'
import { hexUpper } from './hash'
import type { BlockTx } from './txbuild'

/**
 * Broadcast transactions on their way into blocks: checked and queued on submit (CheckTx), delivered into the
 * next block produced (DeliverTx, `deliver.ts`), then kept by the height that included them so the block can be
 * rebuilt with them.
 */
export class Mempool {
  /** Broadcast transactions, by the height that included them. */
  private readonly included = new Map<number, BlockTx[]>()
  private queue: BlockTx[] = []

  /** Check a broadcast transaction (CheckTx): decodable; queue it for the next block unless queued or `onChain`. */
  submit(bytes: Uint8Array, onChain: (hash: string) => boolean): BlockTx {
    const tx = decodeTxBytes(bytes)
    const gasLimit = tx.authInfo?.fee?.gasLimit ?? 0n
    const t: BlockTx = {
      bytes,
      hash: hexUpper(sha256(bytes)),
      tx,
      code: 0,
      codespace: '',
      log: '',
      gasWanted: gasLimit,
      gasUsed: 0n,
      events: [],
    }
    if (!this.queue.some((q) => q.hash === t.hash) && !onChain(t.hash)) this.queue.push(t)
    return t
  }

  /** Deliver the queue into block `h`, in submission order. */
  includeAt(h: number, deliver: (t: BlockTx) => BlockTx): void {
    if (!this.queue.length) return
    this.included.set(
      h,
      this.queue.map((t) => {
        try {
          return deliver(t)
        } catch (e) {
          // A transaction must never stop the chain: it fails, the block goes on.
          return { ...t, code: 1, codespace: 'sdk', log: `internal: ${(e as Error).message}`, events: [] }
        }
      }),
    )
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
