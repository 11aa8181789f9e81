import type { BlockSource } from '../sources'
import { synthBlock, type SynthOptions } from './synthetic'

/**
 * A chain the tests steer: its head, the lowest height it still serves (pruning), a fork (other blocks from a
 * height on), failing calls and slow reads. Its blocks are the synthetic ones, so a clean index of the same
 * heights is the expected result.
 */
export class FakeChain {
  head: bigint
  /** Heights below this are pruned: answered as missing. */
  floor = 1n
  fork: SynthOptions['fork']
  /** Every n-th call fails (0: none). */
  failEvery = 0
  delayMs = 0
  calls = 0

  constructor(
    head: bigint,
    readonly opts: SynthOptions = {},
  ) {
    this.head = head
  }

  block(h: bigint) {
    return synthBlock(h, { ...this.opts, ...(this.fork && { fork: this.fork }) })
  }

  private async tick(signal: AbortSignal) {
    this.calls++
    if (this.delayMs) await new Promise((r) => setTimeout(r, this.delayMs))
    if (signal.aborted) throw new Error('aborted')
    if (this.failEvery && this.calls % this.failEvery === 0) throw new Error('gateway failed (injected)')
  }

  source(): BlockSource {
    const has = (h: bigint) => h >= this.floor && h <= this.head
    return {
      first: 1n,
      feeDenom: this.opts.denom ?? 'utest',
      head: async (signal) => {
        await this.tick(signal)
        return this.head
      },
      block: async (h, signal) => {
        await this.tick(signal)
        return has(h) ? this.block(h) : null
      },
      ref: async (h, signal) => {
        await this.tick(signal)
        if (!has(h)) return null
        const b = this.block(h)
        return { ...(b.hash && { hash: b.hash }), ...(b.parentHash && { parentHash: b.parentHash }) }
      },
    }
  }
}
