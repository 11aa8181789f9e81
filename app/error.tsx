'use client'

/** Last-resort boundary: a page failed to render. Panels handle gateway errors themselves; this is for the rest. */
export default function RouteError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <main className="mx-auto max-w-3xl p-6">
      <h1 className="text-2xl font-semibold">Something went wrong</h1>
      <p className="mt-2 text-zinc-700 dark:text-zinc-300">
        The page could not be rendered{error.digest ? ` (reference ${error.digest})` : ''}.
      </p>
      <button
        type="button"
        onClick={reset}
        className="mt-4 rounded border border-zinc-300 px-3 py-1 dark:border-zinc-700"
      >
        Try again
      </button>
    </main>
  )
}
