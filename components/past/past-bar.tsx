import Link from 'next/link'
import type { PastRefusal } from '@/lib/past/refusal'

/** Offered instead of a refused height: this far above the oldest one the gateway still serves. */
const ABOVE_OLDEST = 100n

/**
 * The read-at-a-past-height controls of a record page: a plain GET form (works without JavaScript), so the
 * heights live in the URL (`?at=`, `?compare=`).
 */
export function PastBar({
  path,
  word,
  at,
  compare,
  slots,
  error,
  note,
  refusal,
}: {
  path: string
  word: 'height' | 'round'
  at?: string | undefined
  compare?: string | undefined
  /** VM pages: the storage slots to compare (`?slots=`); undefined hides the field. */
  slots?: string | undefined
  error?: string | undefined
  note?: string | undefined
  /** The gateway refused the height (pruned, not produced yet): said once here instead of on every panel. */
  refusal?: PastRefusal | undefined
}) {
  const field =
    'mt-1 rounded border border-zinc-300 bg-white px-2 py-1 font-mono text-sm dark:border-zinc-700 dark:bg-zinc-900'
  const input = `${field} w-32`
  return (
    <div
      className="mb-4 rounded-lg border border-zinc-200 bg-zinc-50 p-3 text-sm dark:border-zinc-800 dark:bg-zinc-900"
      data-testid="past-bar"
    >
      {at ? (
        <p className="mb-2 font-medium">
          Reading state at {word} {at}. Every panel says whether it shows that {word} or the latest state.{' '}
          <Link href={path} className="font-normal text-brand-700 hover:underline dark:text-brand-500">
            Back to the latest
          </Link>
        </p>
      ) : (
        <p className="mb-2 text-zinc-700 dark:text-zinc-300">
          See this account as it was at a past {word}, and what changed since.
        </p>
      )}
      {note && <p className="mb-2 text-zinc-700 dark:text-zinc-300">{note}</p>}
      <form
        key={`${at ?? ''}-${compare ?? ''}-${slots ?? ''}`}
        method="get"
        action={path}
        className="flex flex-wrap items-end gap-3"
        aria-label="Read at a past height"
      >
        <label className="flex flex-col">
          <span className="text-zinc-600 dark:text-zinc-400">At {word}</span>
          <input name="at" defaultValue={at ?? ''} inputMode="numeric" pattern="[0-9]*" required className={input} />
        </label>
        <label className="flex flex-col">
          <span className="text-zinc-600 dark:text-zinc-400">Compare with {word} (optional)</span>
          <input name="compare" defaultValue={compare ?? ''} inputMode="numeric" pattern="[0-9]*" className={input} />
        </label>
        {slots !== undefined && (
          <label className="flex min-w-0 basis-full flex-col sm:basis-64 sm:flex-1">
            <span className="text-zinc-600 dark:text-zinc-400">
              Storage slots to compare (optional, 0x… separated by spaces)
            </span>
            <input name="slots" defaultValue={slots} spellCheck={false} className={`${field} w-full min-w-0`} />
          </label>
        )}
        <button
          type="submit"
          className="rounded border border-zinc-300 bg-white px-3 py-1 dark:border-zinc-700 dark:bg-zinc-950"
        >
          Show
        </button>
      </form>
      {error && (
        <p role="alert" className="mt-2 text-red-800 dark:text-red-300">
          {error}
        </p>
      )}
      {refusal && (
        <div
          role="alert"
          className="mt-3 rounded border border-red-200 bg-red-50 p-3 text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100"
          data-testid="past-refused"
        >
          <p className="font-medium">{refusal.title}</p>
          <p className="mt-1">{refusal.detail}</p>
          {refusal.lowest && (
            <p className="mt-1">
              {/* A little above the oldest: that one moves up with every new block and would be pruned by the click. */}
              <Link href={`${path}?at=${BigInt(refusal.lowest) + ABOVE_OLDEST}`} className="font-medium underline">
                Read at {word} {(BigInt(refusal.lowest) + ABOVE_OLDEST).toString()} instead
              </Link>
            </p>
          )}
        </div>
      )}
    </div>
  )
}
