import { createServer, type IncomingMessage, type Server } from 'node:http'
import { afterEach, describe, expect, it } from 'vitest'
import { createAdmission, isRender, type AdmissionSettings } from './admission'

let server: Server | undefined
afterEach(async () => {
  server?.closeAllConnections()
  await new Promise((r) => (server ? server.close(r) : r(undefined)))
  server = undefined
})

/** A server whose every request is a render of `renderMs`. */
async function serve(s: AdmissionSettings, renderMs: number) {
  const admission = createAdmission(s)
  server = createServer((req, res) => admission.run(req, res, () => setTimeout(() => res.end('page'), renderMs)))
  await new Promise<void>((r) => server!.listen(0, '127.0.0.1', r))
  const { port } = server.address() as { port: number }
  const get = async () => {
    const t0 = performance.now()
    const r = await fetch(`http://127.0.0.1:${port}/hub`)
    return {
      status: r.status,
      retryAfter: r.headers.get('retry-after'),
      text: await r.text(),
      ms: performance.now() - t0,
    }
  }
  return { admission, get }
}

describe('page render admission', () => {
  it('runs a bounded number of renders, queues a few, and answers the rest 503 at once with Retry-After', async () => {
    const { admission, get } = await serve({ maxConcurrent: 2, maxQueue: 2, maxWaitMs: 5000 }, 300)
    const all = await Promise.all(Array.from({ length: 7 }, get))
    const ok = all.filter((r) => r.status === 200)
    const busy = all.filter((r) => r.status === 503)
    expect(ok).toHaveLength(4) // 2 at once, 2 from the queue
    expect(busy).toHaveLength(3)
    for (const b of busy) {
      expect(b.retryAfter).toBe('2')
      expect(b.text).toContain('The explorer is busy')
    }
    // Refused at once: every 503 is back before the first render ends; the queued two waited for a slot.
    expect(Math.max(...busy.map((r) => r.ms))).toBeLessThan(Math.min(...ok.map((r) => r.ms)))
    expect(Math.max(...ok.map((r) => r.ms))).toBeGreaterThanOrEqual(590)
    expect(admission.stats()).toMatchObject({ active: 0, queued: 0, admitted: 4, refused: 3 })
  })

  it('gives up on a queued render that waited three times the longest wait (an estimate gone wrong)', async () => {
    const { get } = await serve({ maxConcurrent: 1, maxQueue: 5, maxWaitMs: 100 }, 1000)
    const [first, second] = await Promise.all([get(), get()])
    expect(first!.status).toBe(200)
    expect(second!.status).toBe(503)
    expect(second!.ms).toBeLessThan(first!.ms)
  })

  it('counts only page renders', () => {
    const req = (url: string, method = 'GET') => ({ url, method }) as IncomingMessage
    expect(isRender(req('/'))).toBe(true)
    expect(isRender(req('/hub/blocks/12?tab=json'))).toBe(true)
    expect(isRender(req('/hub?_rsc=abc'))).toBe(true)
    expect(isRender(req('/_next/static/chunks/a.js'))).toBe(false)
    expect(isRender(req('/api/live/stream?topic=block:hub'))).toBe(false)
    expect(isRender(req('/favicon.ico'))).toBe(false)
    expect(isRender(req('/hub', 'POST'))).toBe(false)
  })
})

describe('admission estimates the wait', () => {
  it('refuses at once, not after the wait, when the renders it has seen say the queue would take too long', async () => {
    const admission = createAdmission({ maxConcurrent: 1, maxQueue: 100, maxWaitMs: 400 })
    // Teach it that a render holds its slot ~150 ms.
    const release = await admission.acquire()
    await new Promise((r) => setTimeout(r, 150))
    release!()
    const holder = await admission.acquire() // the only slot, held
    const queued = [admission.acquire(), admission.acquire()] // ~150 and ~300 ms away: within the 400 ms
    const t0 = performance.now()
    const refused = await admission.acquire() // ~450 ms away: refused now, not after a wait
    expect(refused).toBeUndefined()
    expect(performance.now() - t0).toBeLessThan(20)
    expect(admission.stats()).toMatchObject({ active: 1, queued: 2, refused: 1 })
    holder!()
    const first = await queued[0]!
    expect(first).toBeTypeOf('function')
    first!()
    const second = await queued[1]!
    expect(second).toBeTypeOf('function')
    second!()
  })
})
