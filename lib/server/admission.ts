import 'server-only'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { ServerEnv } from './env'

/**
 * Admission control for page renders: at most `maxConcurrent` renders at once, a short FIFO queue behind them,
 * and past that (or past `maxWaitMs` in the queue) a fast 503 with Retry-After. A render is the CPU-heavy work
 * of the server; unbounded, a busy minute makes every request wait behind all the others, new connections
 * included. Bounded, the event loop stays free to accept connections and answer cached `/api/gw` calls at once.
 */
export interface AdmissionSettings {
  maxConcurrent: number
  maxQueue: number
  maxWaitMs: number
}

export interface AdmissionStats {
  active: number
  queued: number
  admitted: number
  refused: number
}

/** Requests that render (pages, RSC navigations); static files, API routes and SSE streams do not queue here. */
export function isRender(req: IncomingMessage): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false
  const url = req.url ?? '/'
  const q = url.indexOf('?')
  const path = q < 0 ? url : url.slice(0, q)
  if (path.startsWith('/_next/') || path.startsWith('/api/')) return false
  // A last segment with an extension is a public file (favicon.ico, robots.txt), never a page.
  return !/\.[A-Za-z0-9]{1,8}$/.test(path)
}

const BUSY_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta http-equiv="refresh" content="RETRY_S"><title>Busy · Multichain Explorer</title><style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#18181b;background:#fff}@media(prefers-color-scheme:dark){body{color:#e4e4e7;background:#09090b}a{color:#93c5fd}}</style></head><body><h1>The explorer is busy</h1><p>Too many pages are being prepared right now. Please try again in a few seconds; this page reloads by itself.</p><p><a href="">Try again</a></p></body></html>`

export function createAdmission(s: AdmissionSettings) {
  let active = 0
  let admitted = 0
  let refused = 0
  const queue: { run: () => void; timer: ReturnType<typeof setTimeout> }[] = []

  function busy(res: ServerResponse, retryS: number) {
    refused++
    if (res.headersSent || res.destroyed) return
    const body = BUSY_PAGE.replace('RETRY_S', String(retryS))
    res.writeHead(503, {
      'content-type': 'text/html; charset=utf-8',
      'content-length': Buffer.byteLength(body),
      'cache-control': 'no-store',
      'retry-after': String(retryS),
      'x-admission': 'busy',
    })
    res.end(body)
  }

  function start(res: ServerResponse, render: () => void) {
    active++
    admitted++
    let done = false
    const release = () => {
      if (done) return
      done = true
      active--
      const next = queue.shift()
      if (next) {
        clearTimeout(next.timer)
        next.run()
      }
    }
    res.once('close', release)
    res.once('finish', release)
    render()
  }

  return {
    /** Run `render` now, later (queued), or answer 503 instead. */
    run(req: IncomingMessage, res: ServerResponse, render: () => void): void {
      if (active < s.maxConcurrent) return start(res, render)
      if (queue.length >= s.maxQueue) return busy(res, 2)
      const entry = {
        run: () => {
          res.off('close', onGone)
          start(res, render)
        },
        timer: setTimeout(() => {
          const i = queue.indexOf(entry)
          if (i >= 0) queue.splice(i, 1)
          res.off('close', onGone)
          busy(res, 2)
        }, s.maxWaitMs),
      }
      // A client that leaves while queued gives its place up.
      const onGone = () => {
        const i = queue.indexOf(entry)
        if (i >= 0) queue.splice(i, 1)
        clearTimeout(entry.timer)
      }
      res.once('close', onGone)
      queue.push(entry)
    },
    stats(): AdmissionStats {
      return { active, queued: queue.length, admitted, refused }
    },
  }
}

/**
 * The production server's wrapper: `handler` runs at once for everything but page renders, which go through
 * admission. Resolves when the handler's promise does (or at once for a 503), and rejects when it rejects.
 */
export function admissionFor(env: ServerEnv) {
  const admission = createAdmission({
    maxConcurrent: env.RENDER_MAX_CONCURRENCY,
    maxQueue: env.RENDER_QUEUE_MAX,
    maxWaitMs: env.RENDER_QUEUE_WAIT_MS,
  })
  return (
    req: IncomingMessage,
    res: ServerResponse,
    handler: (req: IncomingMessage, res: ServerResponse) => Promise<void>,
  ): Promise<void> => {
    if (!isRender(req)) return handler(req, res)
    return new Promise<void>((resolve, reject) => {
      res.once('close', () => resolve())
      admission.run(req, res, () => handler(req, res).then(resolve, reject))
    })
  }
}
