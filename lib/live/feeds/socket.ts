/**
 * Upstream WebSocket feed (VM ledger `/subscriptions/*`): one socket per topic with the `api-key` header,
 * reconnecting with backoff and resuming from the last block it saw (`pos`), so the relay neither misses nor
 * repeats a block. Transport-agnostic about the message format: `read` turns a message into items.
 */
import WebSocket from 'ws'
import { Backoff, type BackoffOptions } from '../backoff'
import type { FeedFactory, FeedSink, LiveItem } from '../hub'
import { stallAfterMs, watchStall, type StallWatch } from '../stall'

export interface SocketMessage {
  items: LiveItem[]
  /** Block id to resume after when the socket is reopened. */
  pos?: string
}

export interface SocketFeedOptions {
  /** ws:// or wss:// URL of the subscription, with its filters but without `pos`. */
  url: string
  headers: Readonly<Record<string, string>>
  /** A fresh reader per feed (it may number items within a block). */
  reader: () => (msg: unknown) => SocketMessage
  /**
   * Where to start: a block id to resume after (`pos`), plus items to show first (the current best block,
   * fetched by REST so the page is not empty until the next block). Undefined: from the best block.
   */
  start?: (sink: FeedSink, signal: AbortSignal) => Promise<{ pos?: string; items?: LiveItem[] } | undefined>
  backoff?: BackoffOptions
  /** Ping period; a socket that answers no ping in two periods is dropped and reopened. */
  pingMs?: number
  intervalMs?: number
  /** A message is expected every block (block and beat streams): tell viewers after 1.5 intervals without one. */
  perBlock?: boolean
  /** Injectable for tests. */
  connect?: (url: string, headers: Readonly<Record<string, string>>) => WebSocket
  log?: (line: string) => void
}

const defaultConnect = (url: string, headers: Readonly<Record<string, string>>) =>
  new WebSocket(url, { headers: { ...headers }, handshakeTimeout: 10_000, perMessageDeflate: false })

/** The URL with `pos` set (or not). */
export function withPos(url: string, pos: string | undefined): string {
  const u = new URL(url)
  if (pos) u.searchParams.set('pos', pos)
  else u.searchParams.delete('pos')
  return u.toString()
}

export function socketFeed(opts: SocketFeedOptions): FeedFactory {
  return (sink) => {
    const abort = new AbortController()
    const backoff = new Backoff(opts.backoff)
    const connect = opts.connect ?? defaultConnect
    const read = opts.reader()
    const log = opts.log ?? (() => {})
    let socket: WebSocket | undefined
    let retry: ReturnType<typeof setTimeout> | undefined
    let ping: ReturnType<typeof setInterval> | undefined
    let pos: string | undefined
    const base = { ...(opts.intervalMs !== undefined && { intervalMs: opts.intervalMs }) }
    let stall: StallWatch | undefined
    if (opts.perBlock && opts.intervalMs)
      stall = watchStall(
        () => stallAfterMs(opts.intervalMs!),
        (quiet) => {
          if (abort.signal.aborted || retry) return
          sink.status({
            state: 'retrying',
            detail: `no block from the upstream for ${Math.round(quiet / 1000)} s; waiting for it`,
            ...base,
          })
        },
      )

    // Block and beat streams never go back: after a reconnect to a node behind the last block shown (a lagging
    // node behind a balancer, one that refused our pos), its older blocks are dropped and viewers are told.
    let behindBy: bigint | undefined
    const heightOf = (item: LiveItem) => {
      const d = item.data as { height?: unknown; obsolete?: unknown } | null
      return d && !d.obsolete && typeof d.height === 'string' && /^\d+$/.test(d.height) ? BigInt(d.height) : undefined
    }
    const lower = (item: LiveItem): boolean => {
      if (!opts.perBlock) return false
      const h = heightOf(item)
      const last = sink.last()
      const top = last && last.event === item.event ? heightOf(last) : undefined
      if (h === undefined || top === undefined || h >= top) {
        if (behindBy !== undefined && h !== undefined) {
          behindBy = undefined
          sink.status({ state: 'live', ...base })
        }
        return false
      }
      if (top - h !== behindBy) {
        behindBy = top - h
        sink.status({
          state: 'behind',
          detail: `the gateway is ${behindBy} block${behindBy === 1n ? '' : 's'} behind the last block shown; waiting for it to catch up`,
          ...base,
        })
      }
      return true
    }

    const schedule = (why: string) => {
      if (abort.signal.aborted || retry) return
      const wait = backoff.next()
      sink.status({ state: 'retrying', detail: `${why}; reconnecting in ${(wait / 1000).toFixed(1)} s`, ...base })
      retry = setTimeout(() => {
        retry = undefined
        open()
      }, wait)
    }

    const drop = (ws: WebSocket) => {
      clearInterval(ping)
      ping = undefined
      ws.removeAllListeners()
      // A late 'error' from the dropped socket must not crash the process.
      ws.on('error', () => {})
      if (ws.readyState === WebSocket.CONNECTING || ws.readyState === WebSocket.OPEN) ws.terminate()
      if (socket === ws) socket = undefined
    }

    const open = () => {
      if (abort.signal.aborted) return
      const ws = connect(withPos(opts.url, pos), opts.headers)
      socket = ws
      let alive = true
      ws.on('open', () => {
        backoff.reset()
        sink.status({ state: 'live', ...base })
        if (opts.pingMs) {
          ping = setInterval(() => {
            if (!alive) {
              log('[live] upstream socket stopped answering pings')
              drop(ws)
              schedule('the upstream stopped answering')
              return
            }
            alive = false
            ws.ping()
          }, opts.pingMs)
        }
      })
      ws.on('pong', () => (alive = true))
      ws.on('message', (data, isBinary) => {
        alive = true
        if (stall?.seen() && behindBy === undefined) sink.status({ state: 'live', ...base })
        if (isBinary) return
        let msg: unknown
        try {
          msg = JSON.parse(data.toString())
        } catch {
          log('[live] upstream sent a message that is not JSON')
          return
        }
        const out = read(msg)
        if (out.pos) pos = out.pos
        for (const item of out.items) if (!lower(item)) sink.push(item)
      })
      ws.on('unexpected-response', (_req, res) => {
        const status = res.statusCode ?? 0
        res.resume()
        drop(ws)
        schedule(`the upstream refused the subscription (HTTP ${status})`)
      })
      ws.on('error', (err) => {
        drop(ws)
        schedule(`the upstream connection failed (${err.message.slice(0, 120)})`)
      })
      ws.on('close', (code, reason) => {
        drop(ws)
        const why = reason.toString().slice(0, 80)
        // The upstream refuses to resume from there (too far back, or forked away): follow from the best block.
        if (code === 1008 && why.startsWith('pos')) {
          log(`[live] upstream refused pos ${pos ?? ''} (${why}); following from the best block`)
          pos = undefined
        }
        schedule(`the upstream closed the subscription (${code}${why ? ` ${why}` : ''})`)
      })
    }

    void (async () => {
      try {
        const first = await opts.start?.(sink, abort.signal)
        if (abort.signal.aborted) return
        pos = first?.pos
        for (const item of first?.items ?? []) sink.push(item)
      } catch (err) {
        log(`[live] could not read the best block first: ${(err as Error).message}`)
      }
      open()
    })()

    return {
      stop() {
        abort.abort()
        stall?.stop()
        clearTimeout(retry)
        retry = undefined
        if (socket) drop(socket)
      },
    }
  }
}
