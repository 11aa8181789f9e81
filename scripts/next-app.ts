import 'server-only'
import type { IncomingMessage, ServerResponse } from 'node:http'
import next from 'next'
import { nextRenderer } from '@/lib/page-cache/render'
import { runWithRenderNotes } from '@/lib/page-cache/context'
import type { Rendered } from '@/lib/page-cache/entry'
import type { CacheableRequest } from '@/lib/page-cache/key'

export interface NextAppOptions {
  dir: string
  port: number
  hostname: string
}

/** What the accepting thread needs of the renderer, in this thread or on a render thread (./render-worker.ts). */
export interface PageRenderer {
  /** Answers a request; `fixed` replaces a 200 (a malformed record path's explanation is a 400). */
  handle(req: IncomingMessage, res: ServerResponse, fixed?: number): Promise<void>
  /** One render of a canonical request, collected whole, for the page cache. */
  render(c: Pick<CacheableRequest, 'url' | 'headers'>): Promise<Rendered>
  close(): Promise<void>
  /** A full collection where the renders run, when it is another isolate than the caller's (the render thread). */
  collect?(): void
  /** The render thread's metrics registry as JSON (lib/metrics), merged into the accepting thread's at a scrape. */
  metrics?(): Promise<unknown[]>
}

/**
 * The response with Next's success status replaced by `status()` when it names one (Next sets 200 itself before it
 * renders, so a status set beforehand does not hold; the render notes one through async context); its other
 * statuses (a 404, a 500) stay.
 */
function answeredAs(res: ServerResponse, status: () => number | undefined): ServerResponse {
  let code = res.statusCode
  Object.defineProperty(res, 'statusCode', {
    configurable: true,
    enumerable: true,
    get: () => code,
    set: (v: number) => void (code = v === 200 ? (status() ?? v) : v),
  })
  const writeHead = res.writeHead.bind(res) as (code: number, ...rest: unknown[]) => ServerResponse
  res.writeHead = ((c: number, ...rest: unknown[]) =>
    writeHead(c === 200 ? (status() ?? c) : c, ...rest)) as typeof res.writeHead
  return res
}

/** Next, prepared, with the page's noted status applied to its answers. */
export async function startNextApp(o: NextAppOptions): Promise<PageRenderer> {
  const app = next({ dev: false, dir: o.dir, hostname: o.hostname, port: o.port })
  const handleNext = app.getRequestHandler()
  await app.prepare()
  return {
    // A page may note the status it stands for (lib/page-cache/context); a client-side navigation keeps its 200.
    handle: (req, res, fixed) =>
      runWithRenderNotes((notes) => {
        const answer = req.headers.rsc ? res : answeredAs(res, () => fixed ?? notes.status)
        return handleNext(req, answer)
      }),
    render: nextRenderer(handleNext),
    close: () => app.close(),
  }
}
