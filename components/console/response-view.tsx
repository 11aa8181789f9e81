'use client'
import { CopyButton } from '@/components/ui/copy-button'
import type { JsonNode } from '@/lib/console/json'
import type { SendResult } from '@/lib/console/send'
import { JsonTree } from './json-tree'

const statusTone = (s: number) =>
  s < 300
    ? 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-200'
    : s < 500
      ? 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-200'
      : 'bg-red-100 text-red-900 dark:bg-red-900/40 dark:text-red-200'

/** Status, timing, cache verdict and the answer as an exact JSON tree (raw text when it is not JSON). */
export function ResponseView({
  result,
  tree,
  url,
  onNextPage,
}: {
  result: SendResult
  tree?: JsonNode
  url: string
  onNextPage?: () => void
}) {
  return (
    <section aria-labelledby="resp-title" className="space-y-2">
      <h2 id="resp-title" className="text-sm font-semibold">
        Response
      </h2>
      <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <div className="flex gap-1">
          <dt className="text-zinc-600 dark:text-zinc-400">Status</dt>
          <dd data-testid="resp-status" className={`rounded px-1 font-mono ${statusTone(result.status)}`}>
            {result.status} {result.statusText}
          </dd>
        </div>
        <div className="flex gap-1">
          <dt className="text-zinc-600 dark:text-zinc-400">Duration</dt>
          <dd data-testid="resp-duration" className="font-mono">
            {result.durationMs.toFixed(0)} ms
          </dd>
        </div>
        <div className="flex gap-1">
          <dt className="text-zinc-600 dark:text-zinc-400">x-cache</dt>
          <dd data-testid="resp-cache" className="font-mono">
            {result.xCache ?? '—'}
          </dd>
        </div>
        {result.serverTiming && (
          <div className="flex gap-1">
            <dt className="text-zinc-600 dark:text-zinc-400">server-timing</dt>
            <dd className="font-mono">{result.serverTiming}</dd>
          </div>
        )}
      </dl>
      <p className="break-all font-mono text-xs text-zinc-600 dark:text-zinc-400">{url}</p>
      <div className="flex items-center gap-2 text-sm">
        <span>Body</span>
        {result.msgpackBytes !== undefined && (
          <span data-testid="resp-msgpack" className="text-xs text-zinc-600 dark:text-zinc-400">
            msgpack, {result.msgpackBytes} bytes — shown decoded
          </span>
        )}
        <CopyButton value={result.text} label="Copy response body" />
        {onNextPage && (
          <button
            type="button"
            onClick={onNextPage}
            className="ml-auto rounded border border-zinc-300 px-2 py-0.5 hover:bg-zinc-100 dark:border-zinc-700 dark:hover:bg-zinc-800"
          >
            Next page →
          </button>
        )}
      </div>
      {tree ? (
        <JsonTree root={tree} />
      ) : (
        <pre
          data-testid="resp-raw"
          className="max-h-[36rem] overflow-auto rounded bg-zinc-50 p-3 text-xs dark:bg-zinc-900"
        >
          {result.text || '(empty body)'}
        </pre>
      )}
    </section>
  )
}
