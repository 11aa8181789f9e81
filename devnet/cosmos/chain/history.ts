import { KEEP_RECENT } from './ledger'

interface Undo<K, V> {
  h: number
  key: K
  /** The value before the write; undefined when the key was absent. */
  prev: V | undefined
}

/**
 * A Map that remembers the writes of the last KEEP_RECENT heights, so it reads as it was at the end of any of
 * them (a past value is today's with the later writes undone). `clock` is the height being applied.
 */
export class HistoricMap<K, V> extends Map<K, V> {
  private journal: Undo<K, V>[] = []
  private start = 0

  constructor(private readonly clock: () => number) {
    super()
  }

  override set(key: K, value: V): this {
    // Map's constructor never calls set here (no initial entries), so the journal exists by the first write.
    this.record(key)
    return super.set(key, value)
  }

  override delete(key: K): boolean {
    if (!super.has(key)) return false
    this.record(key)
    return super.delete(key)
  }

  private record(key: K): void {
    const h = this.clock()
    this.journal.push({ h, key, prev: super.get(key) })
    const j = this.journal
    while (this.start < j.length && j[this.start]!.h <= h - KEEP_RECENT) this.start++
    if (this.start > 1024 && this.start * 2 > j.length) {
      this.journal = j.slice(this.start)
      this.start = 0
    }
  }

  /** The value at the end of height `at` (undefined: the head's). */
  getAt(key: K, at: number | undefined): V | undefined {
    let v = super.get(key)
    if (at === undefined) return v
    for (let i = this.journal.length - 1; i >= this.start; i--) {
      const u = this.journal[i]!
      if (u.h <= at) break
      if (u.key === key) v = u.prev
    }
    return v
  }

  /** Every entry at the end of height `at`, in the head's key order then keys that went away since. */
  entriesAt(at: number | undefined): Map<K, V> {
    const out = new Map(this)
    if (at === undefined) return out
    for (let i = this.journal.length - 1; i >= this.start; i--) {
      const u = this.journal[i]!
      if (u.h <= at) break
      if (u.prev === undefined) out.delete(u.key)
      else out.set(u.key, u.prev)
    }
    return out
  }
}
