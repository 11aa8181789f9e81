import 'server-only'
import { Agent, request, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http'
import { FIXED_STATUS_HEADER } from './protocol'

/** Hop-by-hop headers (RFC 9110 §7.6.1): they describe one connection, not the request or the answer. */
const HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
  'proxy-authenticate',
  'proxy-authorization',
])

function endToEnd(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const out: IncomingHttpHeaders = {}
  for (const [k, v] of Object.entries(headers)) if (v !== undefined && !HOP.has(k)) out[k] = v
  return out
}

export interface ForwarderOptions {
  socketPath: string
  /** As TRUST_PROXY: the forwarded chain a trusted proxy sent is passed on as it is. */
  trustProxy: boolean
}

/**
 * Passes a request to the render thread's server over its private socket, streaming both ways (a live feed's
 * events go through as they come), and resolves once the answer is finished or the client has left. The render
 * thread trusts X-Forwarded-For: without TRUST_PROXY, this sets it to the peer's address (the client's forwarded
 * headers were dropped on arrival), so rate limits there still see the client.
 */
export function createForwarder(o: ForwarderOptions) {
  const agent = new Agent({ keepAlive: true, maxSockets: 512 })
  const forward = (req: IncomingMessage, res: ServerResponse, fixedStatus?: number): Promise<void> =>
    new Promise<void>((resolve) => {
      const headers = endToEnd(req.headers)
      delete headers[FIXED_STATUS_HEADER]
      if (fixedStatus !== undefined) headers[FIXED_STATUS_HEADER] = String(fixedStatus)
      if (!o.trustProxy) headers['x-forwarded-for'] = req.socket.remoteAddress ?? 'unknown'
      const upstream = request({ socketPath: o.socketPath, agent, method: req.method, path: req.url, headers })
      upstream.on('response', (answer) => {
        res.writeHead(answer.statusCode ?? 502, endToEnd(answer.headers))
        answer.pipe(res)
        answer.on('error', () => res.destroy())
      })
      upstream.on('error', (err) => {
        if (res.headersSent) return void res.destroy()
        const body = JSON.stringify({
          error: 'render_unavailable',
          detail: `the page renderer did not answer: ${err.message}`,
        })
        res.writeHead(502, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' })
        res.end(body)
      })
      res.once('close', () => {
        // The client left before the answer ended (or the answer ended): nothing more to send either way.
        if (!res.writableFinished) upstream.destroy()
        resolve()
      })
      req.pipe(upstream)
    })
  return Object.assign(forward, { close: () => agent.destroy() })
}
