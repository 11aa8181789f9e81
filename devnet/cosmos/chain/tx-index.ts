/**
 * Transaction hash → height, built from the blocks' derivations: in the background from genesis up, and on a
 * lookup from the head down until the hash is found, so a recent transaction is found without indexing the whole
 * history first. Two indexed ranges: [1, bottom] and [topFrom, topTo].
 */
export class TxIndex {
  private readonly byHash = new Map<string, number>()
  private bottom = 0
  private topFrom = Infinity
  private topTo = -Infinity

  constructor(private readonly hashesAt: (h: number) => readonly string[]) {}

  /** The highest height the background indexing reached. */
  get indexedTo(): number {
    return this.bottom
  }

  private add(h: number): void {
    for (const hash of this.hashesAt(h)) this.byHash.set(hash, h)
  }

  /** Index heights up to `to` from the bottom (those a lookup already indexed are skipped). */
  indexTo(to: number): void {
    for (let h = this.bottom + 1; h <= to; h++) {
      if (h < this.topFrom || h > this.topTo) this.add(h)
      this.bottom = h
    }
  }

  /**
   * The height holding `hash` (upper-case hex) at or below `head`, looking back from the head as far as needed but
   * indexing at most `budget` heights per call: 'more' when it is not found yet and heights below are not indexed.
   */
  lookBack(hash: string, head: number, budget: number): number | undefined | 'more' {
    const hit = this.byHash.get(hash)
    if (hit !== undefined) return hit
    if (this.topTo < this.topFrom) [this.topFrom, this.topTo] = [head + 1, head]
    for (let h = this.topTo + 1; h <= head; h++) this.add(h)
    this.topTo = Math.max(this.topTo, head)
    let left = budget
    for (let h = this.topFrom - 1; h > this.bottom && !this.byHash.has(hash); h--) {
      if (left-- <= 0) return 'more'
      this.add(h)
      this.topFrom = h
    }
    return this.byHash.get(hash)
  }
}
