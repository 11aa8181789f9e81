import 'server-only'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { ServerEnv } from './env'

/**
 * Admission control for page renders: at most `maxConcurrent` renders at once, a short FIFO queue behind them
 * (entered only while the wait it estimates is within `maxWaitMs`), and past that a fast 503 with Retry-After. A render is the CPU-heavy work
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

/** The 503 "busy" page with Retry-After: what a refused render answers (the page cache's too). */
export function writeBusy(res: ServerResponse, retryS = 2): void {
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

/**
 * A render slot's wait is estimated from how long slots were held lately (a moving average): a render that would
 * wait too long is refused at once, so a 503 costs its client nothing, instead of coming after the wait.
 */
export function createAdmission(s: AdmissionSettings) {
  let active = 0
  let admitted = 0
  let refused = 0
  /** Moving average of how long a slot is held, ms (undefined until one was released). */
  let holdMs: number | undefined
  const queue: { run: () => void; timer: ReturnType<typeof setTimeout> }[] = []

  function take(): () => void {
    active++
    admitted++
    const t0 = performance.now()
    let done = false
    return () => {
      if (done) return
      done = true
      active--
      const ms = performance.now() - t0
      holdMs = holdMs === undefined ? ms : holdMs * 0.9 + ms * 0.1
      const next = queue.shift()
      if (next) {
        clearTimeout(next.timer)
        next.run()
      }
    }
  }

  /**
   * Whether a new request should be refused now rather than queued: the queue is full, or its wait is estimated
   * past the longest wait. Refusals happen here, on arrival, so a 503 costs its client nothing; what is queued waits
   * for its slot (only a wait three times the longest, a wrong estimate, ends in a 503).
   */
  function full(): boolean {
    if (queue.length >= s.maxQueue) return true
    return holdMs !== undefined && ((queue.length + 1) * holdMs) / s.maxConcurrent > s.maxWaitMs
  }

  /** Queue `onSlot` for a slot; `onBusy` when the wait runs out. Returns a function that leaves the queue. */
  function enqueue(onSlot: (release: () => void) => void, onBusy: () => void): () => void {
    const entry = {
      run: () => onSlot(take()),
      timer: setTimeout(() => {
        leave()
        refused++
        onBusy()
      }, s.maxWaitMs * 3),
    }
    const leave = () => {
      const i = queue.indexOf(entry)
      if (i >= 0) queue.splice(i, 1)
      clearTimeout(entry.timer)
    }
    queue.push(entry)
    return leave
  }

  return {
    /** Run `render` now, later (queued), or answer 503 instead. */
    run(req: IncomingMessage, res: ServerResponse, render: () => void): void {
      const start = (release: () => void) => {
        res.once('close', release)
        res.once('finish', release)
        render()
      }
      if (active < s.maxConcurrent) return start(take())
      if (full()) return (refused++, writeBusy(res))
      const leave = enqueue(
        (release) => {
          res.off('close', leave)
          start(release)
        },
        () => {
          res.off('close', leave)
          writeBusy(res)
        },
      )
      // A client that leaves while queued gives its place up.
      res.once('close', leave)
    },
    /** A slot for a render that has no client of its own (the page cache's): resolves to its release, or undefined. */
    acquire(): Promise<(() => void) | undefined> {
      if (active < s.maxConcurrent) return Promise.resolve(take())
      if (full()) return (refused++, Promise.resolve(undefined))
      return new Promise((resolve) => void enqueue(resolve, () => resolve(undefined)))
    },
    stats(): AdmissionStats {
      return { active, queued: queue.length, admitted, refused }
    },
  }
}

/**
 * The production server's wrapper: `handler` runs at once for everything but page renders, which go through
 * admission. Resolves when the handler's promise does (or at once for a 503), and rejects when it rejects.
 * `admission` is the same slots, for the page cache's renders.
 */
export function admissionFor(env: ServerEnv) {
  const admission = createAdmission({
    maxConcurrent: env.RENDER_MAX_CONCURRENCY,
    maxQueue: env.RENDER_QUEUE_MAX,
    maxWaitMs: env.RENDER_QUEUE_WAIT_MS,
  })
  const admitted = (
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
  return Object.assign(admitted, { admission })
}
