import type { VmLedger } from './ledger'

/** How many blocks behind the best block a block counts as finalized on devnet. */
export const FINALITY_DEPTH = 12

/**
 * A revision as the gateway reads it: omitted or `best`, `finalized`, a decimal block number, or a block ID.
 * Answers the block number, `invalid` (400 `revision: invalid`) or `missing` (a valid revision with no block).
 */
export function resolveRevision(l: VmLedger, rev: unknown): number | 'invalid' | 'missing' {
  const best = l.best.number
  if (rev === undefined || rev === '' || rev === 'best') return best
  if (typeof rev !== 'string') return 'invalid'
  if (rev === 'finalized') return Math.max(0, best - FINALITY_DEPTH)
  if (/^\d{1,10}$/.test(rev)) {
    const n = Number(rev)
    if (n > 0xffffffff) return 'invalid'
    return n <= best ? n : 'missing'
  }
  if (/^0x[0-9a-fA-F]{64}$/.test(rev)) {
    const n = parseInt(rev.slice(2, 10), 16)
    return n <= best && l.blocks[n]!.id === rev.toLowerCase() ? n : 'missing'
  }
  return 'invalid'
}
