import 'server-only'
import type { IncomingMessage, ServerResponse } from 'node:http'
import inject from 'light-my-request'
import { withRenderNotes } from './context'
import type { Rendered } from './entry'
import type { CacheableRequest } from './key'

/**
 * A render of the canonical request by Next's own handler, in process and without a socket (light-my-request, the
 * injector fastify uses): the whole answer is collected, so it can be shared. The render's notes (./context) come
 * back with it.
 */
export function nextRenderer(
  handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>,
): (c: Pick<CacheableRequest, 'url' | 'headers'>) => Promise<Rendered> {
  return async (c) => {
    const { result, notes } = await withRenderNotes(async () => {
      // As a stream, read into one buffer of our own: buffered, light-my-request keeps the answer three times on
      // its response object (chunks, one buffer, a string), and Next can keep a finished render's request context
      // reachable for a while (a heap snapshot after 1,200 renders held 107 such pages, 17 MB of strings alone).
      const res = await inject(
        (req, res) => {
          handle(req, res).catch(() => {
            if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' })
            res.end('internal error')
          })
        },
        { method: 'GET', url: c.url, headers: c.headers, remoteAddress: '127.0.0.1', payloadAsStream: true },
      )
      const chunks: Buffer[] = []
      for await (const chunk of res.stream()) chunks.push(chunk as Buffer)
      return { statusCode: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }
    })
    // A client-side navigation keeps its 200 (the router falls back to a full load on another status).
    const noted = result.statusCode === 200 && !c.headers.rsc ? notes.status : undefined
    return {
      status: noted ?? result.statusCode,
      headers: result.headers,
      body: result.body,
      shortfalls: notes.shortfalls,
    }
  }
}
