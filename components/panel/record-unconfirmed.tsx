'use client'
import { useRouter } from 'next/navigation'
import { useTransition } from 'react'

/** Why the gateway gave no answer about the record, in words (the code stays in the panel's own error). */
function reason(error: string, deadlineS: string): string {
  if (error === 'page_deadline') return `it did not answer within ${deadlineS} s`
  if (error === 'gateway_busy' || error === 'rate_limited') return 'it is busy'
  if (error === 'gateway_unavailable' || error === 'unreachable') return 'it cannot be reached'
  if (error === 'upstream_timeout') return 'it timed out'
  return 'it answered with an error'
}

/**
 * A record page whose main lookup neither found nor ruled out the record: said plainly above the panels (which
 * keep trying in the browser), with a check-again that re-renders the page. The page's status is the fault's.
 */
export function RecordUnconfirmed({ kind, error, deadlineMs }: { kind: string; error: string; deadlineMs: number }) {
  const router = useRouter()
  const [pending, start] = useTransition()
  return (
    <div
      role="alert"
      data-testid="record-unconfirmed"
      className="mb-4 rounded-lg border border-amber-200 bg-amber-50 p-4 text-amber-950 dark:border-amber-900 dark:bg-amber-950 dark:text-amber-100"
    >
      {/* One string each, so the server's HTML holds the sentence whole. */}
      <p className="font-medium">{`The gateway has not said yet whether this ${kind.toLowerCase()} exists`}</p>
      <p className="mt-1 text-sm">
        {`Asked for it, ${reason(error, (deadlineMs / 1000).toLocaleString('en'))}. The panels below keep trying; check again to reload the page.`}
      </p>
      <button
        type="button"
        onClick={() => start(() => router.refresh())}
        disabled={pending}
        className="mt-2 rounded border border-amber-300 px-2 py-0.5 text-sm hover:bg-amber-100 disabled:opacity-60 dark:border-amber-800 dark:hover:bg-amber-900"
      >
        {pending ? 'Checking…' : 'Check again'}
      </button>
    </div>
  )
}
