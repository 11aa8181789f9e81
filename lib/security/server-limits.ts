import type { IncomingMessage, ServerOptions } from 'node:http'

/**
 * Socket limits of the production server. Node's defaults let a client that never finishes its headers or body
 * hold a socket for a minute or more (headersTimeout 60 s, requestTimeout 300 s, checked only every 30 s).
 * Node answers 408 and closes when one runs out. An idle keep-alive socket (no request begun) is governed by
 * keepAliveTimeout instead, which the server sets for load balancers.
 */
export const HEADERS_TIMEOUT_MS = 5_000
/** The whole request, body included: the largest body (a 2.5 MB KMD import) takes well under this on a slow link. */
export const REQUEST_TIMEOUT_MS = 10_000
export const SERVER_OPTIONS: ServerOptions = {
  headersTimeout: HEADERS_TIMEOUT_MS,
  requestTimeout: REQUEST_TIMEOUT_MS,
  connectionsCheckingInterval: 1_000,
}

/**
 * Read and discard what is left of a refused request body (at most `maxBytes`, for at most `maxMs`), then call
 * `done`. Answering and closing while the client is still sending makes the kernel reset the connection, and the
 * client sees a reset instead of the 413; draining first lets the answer arrive.
 */
export function drainThen(req: IncomingMessage, done: () => void, maxBytes = 8 * 1024 * 1024, maxMs = 3_000): void {
  if (req.complete || req.destroyed) return done()
  let seen = 0
  let finished = false
  const finish = () => {
    if (finished) return
    finished = true
    clearTimeout(timer)
    req.off('data', onData)
    done()
  }
  const onData = (chunk: Buffer) => {
    seen += chunk.byteLength
    if (seen > maxBytes) finish()
  }
  const timer = setTimeout(finish, maxMs)
  req.on('data', onData)
  req.once('end', finish)
  req.once('close', finish)
  req.resume()
}
