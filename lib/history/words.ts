/**
 * The index's state in words, for the pages and the log. Pure: the browser uses it too.
 */
import type { Gap, IndexStatus } from './types'

const n = (v: string | bigint) => BigInt(v).toLocaleString('en-US')

/** "no history between heights 1,200 and 1,950: the gateway had pruned them". */
export function gapWords(g: Gap, word = 'height'): string {
  return `no history between ${word}s ${n(g.lo)} and ${n(g.hi)}: the gateway had pruned them`
}

/** "indexed 7,420 of 10,000 blocks" (and where the reading back stands). */
export function progressWords(s: IndexStatus, unit = 'block'): string {
  if (!s.indexed) return s.reason ?? 'not indexed'
  if (!s.top) return 'the index is starting: no block read yet'
  const target = s.target ?? s.blocks
  const plural = target === '1' ? unit : `${unit}s`
  return s.backfilling
    ? `indexed ${n(s.blocks)} of ${n(target)} ${plural}, reading older ones`
    : `indexed ${n(s.blocks)} ${BigInt(s.blocks) === 1n ? unit : `${unit}s`}, up to ${unit} ${n(s.top)}`
}
