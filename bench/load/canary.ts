/**
 * The fresh visitor: once a second, a new connection for a cached /api/gw answer and one for the home page, while the
 * load runs. What a newcomer waits is the figure the load's own keep-alive connections cannot show.
 */
import { request } from 'node:http'

export interface CanaryFigures {
  /** Sorted total times, ms. */
  gw: number[]
  page: number[]
  connect: number[]
  gwStatus: Record<number, number>
  pageStatus: Record<number, number>
}

/** One request on a fresh connection: ms to the TCP connection and to the end of the answer. */
function freshGet(base: string, path: string): Promise<{ status: number; connect: number; total: number }> {
  return new Promise((resolve) => {
    const t0 = performance.now()
    let connect = NaN
    const req = request(base + path, { agent: false, timeout: 30_000 }, (res) => {
      res.resume()
      res.on('end', () => resolve({ status: res.statusCode ?? 0, connect, total: performance.now() - t0 }))
    })
    req.on('socket', (s) => s.once('connect', () => (connect = performance.now() - t0)))
    req.on('timeout', () => req.destroy())
    req.on('error', () => resolve({ status: 0, connect, total: performance.now() - t0 }))
    req.end()
  })
}

export async function canary(base: string, gwPath: string, durationMs: number): Promise<CanaryFigures> {
  const c: CanaryFigures = { gw: [], page: [], connect: [], gwStatus: {}, pageStatus: {} }
  const end = Date.now() + durationMs
  const pending: Promise<void>[] = []
  while (Date.now() < end - 500) {
    pending.push(
      freshGet(base, gwPath).then((r) => {
        c.gw.push(r.total)
        c.connect.push(r.connect)
        c.gwStatus[r.status] = (c.gwStatus[r.status] ?? 0) + 1
      }),
      freshGet(base, '/').then((r) => {
        c.page.push(r.total)
        c.pageStatus[r.status] = (c.pageStatus[r.status] ?? 0) + 1
      }),
    )
    await new Promise((r) => setTimeout(r, 1000))
  }
  await Promise.all(pending)
  for (const xs of [c.gw, c.page, c.connect]) xs.sort((a, b) => a - b)
  return c
}
