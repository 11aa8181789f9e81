import 'server-only'
import type { QueryClient } from '@tanstack/react-query'
import { callOperation } from '@/lib/gateway'
import { GatewayError, type CallSpec, type GatewayResult, type PageQuery } from '@/lib/client/types'
import { toGatewayError } from '@/lib/client/fetch-gateway'
import { noteShortfall } from '@/lib/page-cache/context'
import { pageSignal, pageTimeLeft, withinPage } from './deadline'
import { gatewayQuery } from './options'

/**
 * Server side of a gateway query: callOperation directly (server components never fetch their own routes). It stops
 * waiting at the page deadline (./deadline), or earlier at `own`'s abort, and throws a 504 GatewayError
 * `page_deadline`. A failed or late call is noted for the page cache (the page is incomplete: kept briefly).
 */
export async function serverFetch(spec: CallSpec, page: PageQuery = {}, own?: AbortSignal): Promise<GatewayResult> {
  const signal = own ? withinPage(own) : pageSignal()
  const answer = await callOperation({
    gateway: spec.gateway,
    opId: spec.opId,
    path: spec.path,
    query: { ...spec.query, ...page },
    ...(spec.body !== undefined && { body: spec.body }),
    signal,
    ...(spec.height !== undefined && { height: spec.height }),
  }).catch((e: unknown) => {
    noteShortfall()
    if (signal.aborted)
      throw new GatewayError(
        504,
        'page_deadline',
        'the gateway did not answer before the page deadline; the panel retries in the browser',
      )
    throw e
  })
  if (answer.status >= 400) {
    // A record that does not exist is an answer; a gateway that failed is a page to render again soon.
    if (answer.status >= 500 || answer.status === 429) noteShortfall()
    throw toGatewayError(answer.status, answer.body, spec.gateway)
  }
  return {
    status: answer.status,
    body: answer.body,
    fetchedAt: answer.fetchedAt,
    cache: answer.cache,
    ...(answer.upstreamMs !== undefined && { upstreamMs: answer.upstreamMs }),
    ...(answer.height !== undefined && { height: answer.height }),
  }
}

/** Start a prefetch; errors are left for the browser to retry and show (they are not dehydrated). */
export function prefetch(qc: QueryClient, spec: CallSpec, page: PageQuery = {}): Promise<unknown> {
  return qc.query({ ...gatewayQuery(spec, page), queryFn: () => serverFetch(spec, page) }).catch(() => undefined)
}

/**
 * Wait for prefetches, but at most `ms` (by default until the page deadline): what has arrived is in the first
 * paint, slower panels load in the browser (their queries are not dehydrated while pending or failed).
 */
export async function settle(prefetches: Promise<unknown>[], ms = pageTimeLeft()): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined
  await Promise.race([Promise.allSettled(prefetches), new Promise((r) => (timer = setTimeout(r, ms)))])
  clearTimeout(timer)
}

/**
 * Fetch the page's main record before rendering, so the first paint has it and a 404 becomes notFound().
 * Returns the result, or the GatewayError (never throws for gateway answers).
 */
export async function prefetchMain(
  qc: QueryClient,
  spec: CallSpec,
  page: PageQuery = {},
): Promise<GatewayResult | GatewayError> {
  try {
    return await qc.query({ ...gatewayQuery(spec, page), queryFn: () => serverFetch(spec, page) })
  } catch (e) {
    if (e instanceof GatewayError) return e
    return new GatewayError(502, 'unreachable', e instanceof Error ? e.message : String(e))
  }
}
