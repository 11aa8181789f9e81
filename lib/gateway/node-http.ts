import 'server-only'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { TLSSocket } from 'node:tls'
import { PassThrough, Readable } from 'node:stream'
import { apiHeaders } from '@/lib/security/headers'
import { drainThen } from '@/lib/security/server-limits'
import type { GatewayCore } from './core'
import { errorOutcome } from './outcomes'
import { ProxyRefusal } from './errors'
import { gatewayOutcome, outcomeHeaders } from './handle'
import { forwardedClient } from './rate-limit'
import { decodeSegments } from './segments'
import type { Outcome } from './types'

/** The proxy's URL space; `/api/gw-health` and the rest stay with Next. */
export const GATEWAY_PREFIX = '/api/gw/'

export const isGatewayUrl = (url: string | undefined): boolean => !!url && url.startsWith(GATEWAY_PREFIX)

const NO_HEADERS = new Headers()

function requestHeaders(req: IncomingMessage): Headers {
  const h = new Headers()
  for (const [k, v] of Object.entries(req.headers)) {
    if (v === undefined) continue
    for (const one of Array.isArray(v) ? v : [v]) h.append(k, one)
  }
  return h
}

function isHttps(req: IncomingMessage, trustProxy: boolean): boolean {
  if ((req.socket as TLSSocket).encrypted) return true
  return (
    trustProxy &&
    String(req.headers['x-forwarded-proto'] ?? '')
      .split(',')[0]
      ?.trim() === 'https'
  )
}

/**
 * The same client identity the Next route sees: the socket's address, or — only behind a trusted proxy — the
 * hop that proxy appended to X-Forwarded-For.
 */
function clientIp(req: IncomingMessage, trustProxy: boolean): string {
  const peer = (req.socket.remoteAddress ?? 'unknown').slice(0, 64)
  if (!trustProxy) return peer
  const xff = req.headers['x-forwarded-for']
  const via = forwardedClient(Array.isArray(xff) ? xff.join(',') : xff, true)
  return via === 'unknown' ? peer : via
}

/**
 * The request body as a web stream whose cancellation (the size cap) leaves the socket alone: cancelling
 * `Readable.toWeb(req)` itself destroys the request and its socket, and the client gets a reset, not the 413.
 */
function bodyOf(req: IncomingMessage): ReadableStream<Uint8Array> {
  const pass = new PassThrough()
  req.pipe(pass)
  return Readable.toWeb(pass) as ReadableStream<Uint8Array>
}

function write(req: IncomingMessage, res: ServerResponse, o: Outcome | null, https: boolean): void {
  if (!o) return void res.destroy() // the client went away: nobody reads an answer
  // A refused body may still be arriving: read the rest first, or closing the socket resets it under the answer.
  // (Only a POST has a body; a GET is not `complete` yet while its handler runs synchronously.)
  if (req.method === 'POST' && !req.complete) {
    req.unpipe()
    return drainThen(req, () => send(res, o, https))
  }
  send(res, o, https)
}

function send(res: ServerResponse, o: Outcome, https: boolean): void {
  const body = o.status === 204 || o.status === 304 ? undefined : o.bytes
  res.writeHead(o.status, {
    ...outcomeHeaders(o),
    ...apiHeaders(https),
    'content-length': String(body?.byteLength ?? 0),
  })
  res.end(body)
}

/**
 * The gateway proxy on plain node:http: the production server answers `/api/gw/*` here, before Next's request
 * pipeline (which alone costs ~1.3 ms and caps a route at a few hundred requests/s on a small machine — see
 * BENCHMARKS.md). The pipeline is `gatewayOutcome`, exactly as in the Next route; this adapter only parses the
 * request line, and sets the headers proxy.ts would have set on an API answer.
 */
export function createNodeGatewayHandler(core: GatewayCore): (req: IncomingMessage, res: ServerResponse) => void {
  const { trustProxy } = core.deps.settings
  return (req, res) => {
    const url = req.url ?? '/'
    const https = isHttps(req, trustProxy)
    const q = url.indexOf('?')
    const path = q < 0 ? url : url.slice(0, q)
    let segments: string[]
    try {
      segments = decodeSegments(path.slice(GATEWAY_PREFIX.length - 1))
    } catch (err) {
      if (!(err instanceof ProxyRefusal)) throw err
      return write(req, res, errorOutcome(err, core.deps.clock()), https)
    }
    // A client-disconnect signal is made only if the pipeline asks for one (a fresh cache hit never does).
    let abort: AbortController | undefined
    const method = req.method ?? 'GET'
    const [gateway = '', ...rest] = segments
    let outcome: ReturnType<typeof gatewayOutcome>
    try {
      outcome = gatewayOutcome(
        {
          gateway,
          segments: rest,
          method,
          search: new URLSearchParams(q < 0 ? '' : url.slice(q + 1)),
          // Only a POST reads request headers (content type and length): skip copying them for GETs.
          headers: method === 'POST' ? requestHeaders(req) : NO_HEADERS,
          body: method === 'POST' ? bodyOf(req) : null,
          get signal() {
            if (!abort) {
              const ac = (abort = new AbortController())
              if (res.destroyed) ac.abort()
              else res.once('close', () => res.writableFinished || ac.abort())
            }
            return abort.signal
          },
          clientIp: clientIp(req, trustProxy),
          height: req.headers['x-cosmos-block-height'],
        },
        core,
      )
    } catch {
      // gatewayOutcome never throws by contract; if it ever did, the client gets a 500, not a hung socket.
      outcome = errorOutcome(
        new ProxyRefusal(500, 'internal_error', 'the proxy failed to handle this request'),
        core.deps.clock(),
      )
    }
    if (outcome instanceof Promise)
      outcome.then(
        (o) => write(req, res, o, https),
        () => res.destroy(),
      )
    else write(req, res, outcome, https)
  }
}
