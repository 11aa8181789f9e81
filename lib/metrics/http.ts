import 'server-only'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { FastCounter, FastHistogram, LATENCY_BUCKETS_S, type CounterChild, type HistogramChild } from './fast'
import { threadRegistry } from './registry'

/** What a request is, in a bounded set of labels (never its URL). */
export const ROUTE_KINDS = ['gateway', 'page', 'static', 'live', 'kmd', 'api', 'probe'] as const
export type RouteKind = (typeof ROUTE_KINDS)[number]

export function routeKind(url: string | undefined): RouteKind {
  const u = url ?? '/'
  if (u.startsWith('/api/gw/')) return 'gateway'
  if (u.startsWith('/api/live/')) return 'live'
  if (u.startsWith('/api/kmd/')) return 'kmd'
  if (u.startsWith('/api/')) return 'api'
  if (u.startsWith('/_next/')) return 'static'
  if (u === '/healthz' || u === '/readyz' || u.startsWith('/healthz?') || u.startsWith('/readyz?')) return 'probe'
  const q = u.indexOf('?')
  const path = q < 0 ? u : u.slice(0, q)
  return /\.[A-Za-z0-9]{1,8}$/.test(path) ? 'static' : 'page'
}

interface KindMeters {
  seconds: HistogramChild
  byCode: Map<number, CounterChild>
}

const T0 = Symbol('explorer.metrics.t0')
const KIND = Symbol('explorer.metrics.kind')
type Metered = ServerResponse & { [T0]?: number; [KIND]?: KindMeters & { kind: RouteKind } }

function create() {
  const registry = threadRegistry()
  const requests = new FastCounter(
    'explorer_http_requests_total',
    'Requests answered by the production server, by route kind and HTTP status code.',
    registry,
  )
  const seconds = new FastHistogram(
    'explorer_http_request_duration_seconds',
    'Time from a request to the end of its answer, by route kind (a live SSE stream: its whole life).',
    LATENCY_BUCKETS_S,
    registry,
  )
  const kinds = new Map(
    ROUTE_KINDS.map((kind) => [kind, { kind, seconds: seconds.child({ route: kind }), byCode: new Map() }] as const),
  )
  const code = (m: KindMeters & { kind: RouteKind }, status: number) => {
    let c = m.byCode.get(status)
    if (!c) m.byCode.set(status, (c = requests.child({ route: m.kind, code: String(status) })))
    return c
  }
  // One listener function for every response: no closure per request.
  function finished(this: Metered) {
    const m = this[KIND]
    if (!m) return
    m.seconds.observe((performance.now() - this[T0]!) / 1000)
    code(m, this.statusCode).inc()
  }
  return (req: IncomingMessage, res: ServerResponse) => {
    const r = res as Metered
    r[T0] = performance.now()
    r[KIND] = kinds.get(routeKind(req.url))!
    // `on`, not `once`: a response finishes once, and `once` wraps the listener in a closure per call.
    r.on('finish', finished)
  }
}

let meter: ((req: IncomingMessage, res: ServerResponse) => void) | undefined

/** Count this request and time its answer, by route kind and status (at the answer's end). */
export function meterRequest(req: IncomingMessage, res: ServerResponse): void {
  ;(meter ??= create())(req, res)
}
