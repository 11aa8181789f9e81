import type { Operation } from '@/lib/catalog/types'

const BADGE = 'rounded px-1 text-[10px] font-semibold uppercase tracking-wide'

/** Method, write, deprecated and stream marks of an operation. */
export function OpBadges({ op }: { op: Operation }) {
  return (
    <>
      <span
        className={`${BADGE} ${op.method === 'GET' ? 'bg-sky-100 text-sky-900 dark:bg-sky-900/40 dark:text-sky-200' : 'bg-orange-100 text-orange-900 dark:bg-orange-900/40 dark:text-orange-200'}`}
      >
        {op.method}
      </span>
      {op.flags.write && (
        <span className={`${BADGE} bg-red-100 text-red-900 dark:bg-red-900/40 dark:text-red-200`}>write</span>
      )}
      {op.flags.deprecated && (
        <span className={`${BADGE} bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-200`}>
          deprecated
        </span>
      )}
      {op.flags.websocket && (
        <span className={`${BADGE} bg-violet-100 text-violet-900 dark:bg-violet-900/40 dark:text-violet-200`}>
          stream
        </span>
      )}
    </>
  )
}
