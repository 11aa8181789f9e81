import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'

/**
 * One full garbage collection when a busy spell ends. Under load V8 grows its heap for the garbage renders make and
 * keeps it afterwards (bench:load: heapUsed 176 MB of a 493 MB heap, RSS ×2.7 of idle, until a full collection
 * brought it back to ×1.17). Once the server has been quiet for a while after at least `busyRequests` requests, it
 * collects once, which returns that memory; a quiet server pays nothing, a busy one is never paused.
 */
export interface QuietGcOptions {
  /** Requests since the last collection that make a spell busy. */
  busyRequests?: number
  /** A window with fewer requests than this is quiet. */
  quietRequests?: number
  windowMs?: number
  /** The collector (tests); by default V8's, exposed at run time. */
  gc?: () => void
  /** Other isolates of the process to collect at the same moment (the render thread's, scripts/render-thread). */
  alsoCollect?: () => void
  /** Told after each collection: requests of the spell, memory before and a moment after. */
  onCollect?: (requests: number, before: NodeJS.MemoryUsage, after: NodeJS.MemoryUsage) => void
}

export function exposedGc(): (() => void) | undefined {
  const g = (globalThis as { gc?: () => void }).gc
  if (g) return g
  try {
    // Exposing the collector after start is what --expose-gc does at start; `gc` then exists in new contexts.
    setFlagsFromString('--expose-gc')
    return runInNewContext('gc') as () => void
  } catch {
    return undefined
  }
}

/**
 * One full collection, and a second once the first one's sweeping is done: V8 sizes the heap it keeps by what
 * survived the last collection, and only a collection that starts from the shrunken heap gives the rest back.
 */
export function collectFully(gc: () => void): void {
  gc()
  setTimeout(gc, 2000).unref()
}

export function startQuietGc(o: QuietGcOptions = {}): { request(): void; stop(): void; collections(): number } {
  const busy = o.busyRequests ?? 2000
  const quiet = o.quietRequests ?? 20
  const gc = o.gc ?? exposedGc()
  let sinceGc = 0
  let inWindow = 0
  let count = 0
  const timer = setInterval(() => {
    if (gc && sinceGc >= busy && inWindow < quiet) {
      const before = process.memoryUsage()
      const requests = sinceGc
      collectFully(gc)
      o.alsoCollect?.()
      count++
      sinceGc = 0
      // Freed pages go back to the system while V8 sweeps, after the call returns: read RSS a moment later.
      if (o.onCollect) setTimeout(() => o.onCollect!(requests, before, process.memoryUsage()), 5000).unref()
    }
    inWindow = 0
  }, o.windowMs ?? 5000)
  timer.unref()
  return {
    request() {
      sinceGc++
      inWindow++
    },
    stop: () => clearInterval(timer),
    collections: () => count,
  }
}
