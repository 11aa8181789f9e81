import 'server-only'
import { cache } from 'react'
import { anySignal, timeoutSignal } from '@/lib/server/abort'
import { serverEnv } from '@/lib/server/env'

/**
 * The page deadline: a server render waits for gateway answers until PAGE_DEADLINE_MS after its first call, never
 * one timeout after another. What is not back by then is left to the browser (the panel loads and retries on its
 * own); the upstream call itself goes on and fills the proxy's cache for that browser call.
 */
export function pageDeadlineMs(): number {
  return serverEnv().PAGE_DEADLINE_MS
}

/** One clock per server request (React's request cache); outside a render each call gets the full deadline. */
const requestClock = cache(() => ({ endsAt: Date.now() + pageDeadlineMs() }))

/** Milliseconds left before this request's deadline (never negative). */
export function pageTimeLeft(): number {
  return Math.max(0, requestClock().endsAt - Date.now())
}

/** Aborts when this request's deadline passes. */
export function pageSignal(): AbortSignal {
  return timeoutSignal(pageTimeLeft())
}

/**
 * `own` bounded by this request's deadline too: a call with a timeout of its own (an overview section's, a streamed
 * panel's) still ends with the page, so no server-side call keeps a render past the deadline.
 */
export function withinPage(own: AbortSignal): AbortSignal {
  return anySignal([own, pageSignal()])
}
