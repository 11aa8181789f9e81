/**
 * Server-Sent Events over a web ReadableStream (what a Next Route Handler returns). Framework-independent: it
 * takes hub subscriptions and an abort signal, so vitest reads the same stream the browser does.
 * Everything a viewer holds (hub subscriptions, the heartbeat timer) is released the moment its request
 * aborts or its stream is cancelled, whichever comes first.
 */
import type { FeedStatus, LiveItem, Viewer } from './hub'

export const HEARTBEAT_MS = 15_000
/** How long the browser waits before reconnecting after the stream drops. */
export const RETRY_MS = 2_000

export const SSE_HEADERS: Readonly<Record<string, string>> = {
  'content-type': 'text/event-stream; charset=utf-8',
  // no-transform keeps Next's compression (and other proxies) from buffering the stream.
  'cache-control': 'no-cache, no-transform',
  connection: 'keep-alive',
  'x-accel-buffering': 'no',
}

const oneLine = (s: string) => s.replace(/[\r\n]+/g, ' ')

/** One SSE frame. `data` is JSON on one line; ids and names never carry newlines. */
export function frame(event: string, data: unknown, id?: string): string {
  return `${id !== undefined ? `id: ${oneLine(id)}\n` : ''}event: ${oneLine(event)}\ndata: ${JSON.stringify(data)}\n\n`
}

/** Called once per stream with a viewer that writes to it; returns the unsubscribe functions. */
export type Attach = (viewer: Viewer) => (() => void)[]

export interface StreamOptions {
  signal?: AbortSignal
  heartbeatMs?: number
  /** Write each item's SSE id (single-topic streams); a multiplexed stream has no single resume point. */
  withIds?: boolean
}

/** A text/event-stream body: status and item frames from the hub, a heartbeat comment every 15 s. */
export function liveStream(attach: Attach, opts: StreamOptions = {}): ReadableStream<Uint8Array> {
  const enc = new TextEncoder()
  let cleanup: (() => void) | undefined
  return new ReadableStream<Uint8Array>({
    start(controller) {
      let closed = false
      let timer: ReturnType<typeof setInterval> | undefined = undefined
      let detach: (() => void)[] = []
      const write = (text: string) => {
        if (closed) return
        try {
          controller.enqueue(enc.encode(text))
        } catch {
          release()
        }
      }
      const release = () => {
        if (closed) return
        closed = true
        clearInterval(timer)
        opts.signal?.removeEventListener('abort', onAbort)
        for (const d of detach) d()
        detach = []
      }
      const onAbort = () => {
        release()
        try {
          controller.close()
        } catch {
          // already closed or errored
        }
      }
      cleanup = release
      if (opts.signal?.aborted) return onAbort()
      opts.signal?.addEventListener('abort', onAbort)
      write(`retry: ${RETRY_MS}\n: connected\n\n`)
      detach = attach({
        item: (i: LiveItem) => write(frame(i.event, i.data, opts.withIds ? i.id : undefined)),
        status: (s: FeedStatus) => write(frame('status', s)),
      })
      // The viewer may have left while attach ran (abort during replay).
      if (closed) {
        for (const d of detach) d()
        detach = []
        return
      }
      timer = setInterval(() => write(`: heartbeat ${Date.now()}\n\n`), opts.heartbeatMs ?? HEARTBEAT_MS)
    },
    cancel() {
      cleanup?.()
    },
  })
}

export function sseResponse(body: ReadableStream<Uint8Array>): Response {
  return new Response(body, { headers: SSE_HEADERS })
}
