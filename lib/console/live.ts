import { templateSegments } from '@/lib/catalog/paths'
import type { BuiltRequest } from './validate'

/** The stream a subscription operation names: the last literal segment of its path (`/subscriptions/beat` → beat). */
export function streamName(r: Pick<BuiltRequest, 'op'>): string {
  const literals = templateSegments(r.op.path).filter((s) => !s.startsWith('{'))
  return literals[literals.length - 1] ?? r.op.id
}

/**
 * The live-feed relay URL of a subscription (`/api/live/<network>?stream=<name>&<filters>`): the relay keeps the
 * upstream WebSocket on the server, where the api-key lives, and fans it out to the browser as SSE.
 */
export function consoleLiveUrl(network: string, r: BuiltRequest): string {
  const sp = new URLSearchParams({ stream: streamName(r) })
  for (const [k, v] of new URLSearchParams(r.search)) sp.append(k, v)
  return `/api/live/${network}?${sp.toString()}`
}
