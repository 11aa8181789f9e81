import { afterAll, beforeAll, expect } from 'vitest'
import { startDevnet, type Devnet } from '../../server'
import type { Chain } from '../chain/chain'

/**
 * The Hub and the Platform on a devnet of their own (fast blocks), for the http*.test.ts files: starts it before
 * the file's tests and stops it after them, and gives plain GET/POST helpers and a pager.
 */
export function cosmosHttp(dataDir: string) {
  let devnet: Devnet
  beforeAll(async () => {
    devnet = await startDevnet({ port: 0, gateways: ['hub', 'platform'], dataDir, blockMs: 150, log: () => {} })
  }, 60_000)
  afterAll(() => devnet?.close())

  const chainOf = (id: 'hub' | 'platform') => (devnet.modules.get(id) as unknown as { chain: Chain }).chain

  async function get(path: string, headers: Record<string, string> = { 'api-key': 'devnet-key' }) {
    const r = await fetch(devnet.url + path, { headers })
    return { status: r.status, body: (await r.json()) as Record<string, any> } // eslint-disable-line @typescript-eslint/no-explicit-any
  }
  async function post(path: string, body: unknown) {
    const r = await fetch(devnet.url + path, {
      method: 'POST',
      headers: { 'api-key': 'devnet-key', 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    return { status: r.status, body: (await r.json()) as Record<string, any> } // eslint-disable-line @typescript-eslint/no-explicit-any
  }
  const until = async (f: () => Promise<boolean>, ms = 10_000) => {
    for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 100)))
      if (await f()) return
    throw new Error('condition not met in time')
  }

  /** Walk all pages of a list by key or by offset. */
  async function walk(path: string, field: string, limit: number, mode: 'key' | 'offset', reverse = false) {
    const out: unknown[] = []
    let key: string | null = null
    for (;;) {
      const q = new URLSearchParams({
        'pagination.limit': String(limit),
        ...(reverse ? { 'pagination.reverse': 'true' } : {}),
      })
      if (mode === 'key' && key) q.set('pagination.key', key)
      if (mode === 'offset') q.set('pagination.offset', String(out.length))
      const { status, body } = await get(`${path}?${q}`)
      expect(status).toBe(200)
      out.push(...(body[field] as unknown[]))
      key = body.pagination.next_key
      if (!key) return out
    }
  }

  return {
    get devnet() {
      return devnet
    },
    chainOf,
    get,
    post,
    until,
    walk,
  }
}
