'use client'
import Link from 'next/link'
import { usePathname, useSearchParams } from 'next/navigation'
import { PAGE_SIZES, readCursor, withCursor } from './cursor'

/**
 * Previous / next / page-size controls for a cursor-paginated panel; all state is in the URL (see ./cursor.ts),
 * so back/forward and shared links land on the same page. `next` is the cursor the current answer returned.
 */
export function CursorPager({ id, next, busy }: { id: string; next: string | null | undefined; busy?: boolean }) {
  const pathname = usePathname()
  const sp = useSearchParams()
  const state = readCursor(sp, id)
  const href = (p: URLSearchParams) => {
    const qs = p.toString()
    return `${pathname}${qs ? `?${qs}` : ''}`
  }
  const page = state.stack.length + 1
  const prev = state.stack.length ? href(withCursor(sp, id, { ...state, stack: state.stack.slice(0, -1) })) : undefined
  const fwd = next ? href(withCursor(sp, id, { ...state, stack: [...state.stack, next] })) : undefined
  const btn = 'rounded border border-zinc-300 px-2.5 py-1 text-sm dark:border-zinc-700'
  return (
    <div
      className="flex flex-wrap items-center gap-2 border-t border-zinc-100 px-3 py-2 text-sm dark:border-zinc-800"
      aria-busy={busy}
    >
      {prev ? (
        <Link href={prev} scroll={false} className={`${btn} hover:bg-zinc-100 dark:hover:bg-zinc-800`} rel="prev">
          ← Previous
        </Link>
      ) : (
        <span className={`${btn} opacity-50`} aria-disabled="true">
          ← Previous
        </span>
      )}
      <span className="tabular-nums" aria-live="polite">
        Page {page}
      </span>
      {fwd ? (
        <Link href={fwd} scroll={false} className={`${btn} hover:bg-zinc-100 dark:hover:bg-zinc-800`} rel="next">
          Next →
        </Link>
      ) : (
        <span className={`${btn} opacity-50`} aria-disabled="true">
          Next →
        </span>
      )}
      <span className="ml-auto flex items-center gap-1">
        <span className="text-zinc-600 dark:text-zinc-400">Per page</span>
        {PAGE_SIZES.map((n) => (
          <Link
            key={n}
            href={href(withCursor(sp, id, { stack: [], size: n }))}
            scroll={false}
            aria-current={n === state.size ? 'true' : undefined}
            className={`rounded px-1.5 ${n === state.size ? 'bg-zinc-200 font-medium dark:bg-zinc-700' : 'hover:underline'}`}
          >
            {n}
          </Link>
        ))}
      </span>
    </div>
  )
}
