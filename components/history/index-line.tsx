import type { IndexStatus } from '@/lib/history/types'
import { gapWords, progressWords } from '@/lib/history/words'

/** "Indexed up to height N" with the index's progress, and any stretch the gateway had pruned, in words. */
export function IndexLine({
  status,
  word = 'height',
  unit = 'block',
}: {
  status: IndexStatus
  word?: string
  unit?: string
}) {
  return (
    <div className="text-xs text-zinc-600 dark:text-zinc-400" data-testid="index-line">
      {status.indexed && status.top ? (
        <p>
          Indexed up to {word} <span className="tabular-nums">{BigInt(status.top).toLocaleString('en-US')}</span> ·{' '}
          {progressWords(status, unit)}
          {status.retentionDays ? ` · kept ${status.retentionDays} days` : ''}
        </p>
      ) : (
        <p>{progressWords(status, unit)}</p>
      )}
      {status.gaps.map((g) => (
        <p key={g.lo} className="text-amber-800 dark:text-amber-300" data-testid="index-gap">
          {gapWords(g, word).replace(/^n/, 'N')}.
        </p>
      ))}
    </div>
  )
}
