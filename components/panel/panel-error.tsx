'use client'
import { GatewayError } from '@/lib/client/types'
import { pastRefusal } from '@/lib/past/refusal'

function describe(error: unknown): { title: string; detail?: string | undefined } {
  if (error instanceof GatewayError) {
    // A read at a height the gateway no longer (or not yet) serves: say that, with its own words after.
    const past = error.status < 500 ? pastRefusal(error.detail) : undefined
    if (past) return { title: past.title, detail: `${past.detail} The gateway said: ${error.detail}` }
    const title =
      error.status === 404
        ? 'Not found'
        : error.status === 400
          ? 'Rejected by the gateway'
          : error.status === 429
            ? 'Too many requests'
            : error.status >= 500
              ? 'The gateway failed'
              : `Error ${error.status}`
    // The status, not the wire code (`upstream_error`): a person reads the title, the code is in the JSON answer.
    return { title: `${title} (HTTP ${error.status})`, detail: error.detail }
  }
  return { title: 'Request failed', detail: error instanceof Error ? error.message : String(error) }
}

/**
 * Whether asking again can help: a gateway fault, a timeout, a busy proxy or a rate limit can pass; a request the
 * gateway refused or a record it does not have (4xx) will be answered the same way.
 */
export function retryable(error: unknown): boolean {
  if (!(error instanceof GatewayError)) return true
  return error.status >= 500 || error.status === 408 || error.status === 429
}

/** Error with the upstream's own message, and a retry button where retrying can help. */
export function PanelError({ error, onRetry, retrying }: { error: unknown; onRetry?: () => void; retrying?: boolean }) {
  const d = describe(error)
  return (
    <div
      role="alert"
      className="m-3 rounded border border-red-200 bg-red-50 p-3 text-sm text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100"
    >
      <p className="font-medium">{d.title}</p>
      {d.detail && <p className="mt-1 break-words font-mono text-xs">{d.detail}</p>}
      {onRetry && retryable(error) && (
        <button
          type="button"
          onClick={onRetry}
          disabled={retrying}
          className="mt-2 rounded border border-red-300 px-2 py-0.5 text-xs hover:bg-red-100 disabled:opacity-60 dark:border-red-800 dark:hover:bg-red-900"
        >
          {retrying ? 'Retrying…' : 'Retry'}
        </button>
      )}
    </div>
  )
}
