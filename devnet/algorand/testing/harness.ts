import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startDevnet, type Devnet } from '../../server'

/** An in-process devnet serving node, indexer and kmd on one of this module's ports (4400–4499). */
export interface Harness {
  devnet: Devnet
  dataDir: string
  key: string
  rounds: number
  call(
    g: string,
    method: string,
    path: string,
    init?: {
      query?: Record<string, string>
      body?: unknown
      raw?: Uint8Array
      contentType?: string
      headers?: Record<string, string>
    },
  ): Promise<{ status: number; text: string; json: Record<string, unknown> | undefined; bytes: Buffer }>
  close(): Promise<void>
}

export async function startHarness(
  port: number,
  opts: { seed?: number; rounds?: number; blockMs?: number; env?: Record<string, string>; now?: () => number } = {},
): Promise<Harness> {
  const dataDir = mkdtempSync(join(tmpdir(), 'devnet-algo-'))
  const key = `algo-test-${port}`
  const rounds = opts.rounds ?? 300
  const devnet = await startDevnet({
    port,
    apiKey: key,
    seed: opts.seed ?? 5,
    dataDir,
    blockMs: opts.blockMs ?? 60_000,
    now: opts.now,
    gateways: ['node', 'indexer', 'kmd'],
    env: { DEVNET_LEDGER_ROUNDS: String(rounds), DEVNET_KMD_SCRYPT_N: '1024', ...opts.env },
    log: () => {},
  })
  return {
    devnet,
    dataDir,
    key,
    rounds,
    async call(g, method, path, init = {}) {
      const qs = init.query ? `?${new URLSearchParams(init.query)}` : ''
      const headers: Record<string, string> = { 'api-key': key, ...init.headers }
      if (init.raw) headers['content-type'] = init.contentType ?? 'application/x-binary'
      else if (init.body !== undefined) headers['content-type'] = 'application/json'
      const res = await fetch(`${devnet.url}/${g}${path}${qs}`, {
        method,
        headers,
        body: init.raw ? Buffer.from(init.raw) : init.body !== undefined ? JSON.stringify(init.body) : undefined,
      })
      const bytes = Buffer.from(await res.arrayBuffer())
      const text = bytes.toString('utf8')
      let json: Record<string, unknown> | undefined
      try {
        json =
          text && /json/.test(res.headers.get('content-type') ?? '')
            ? (JSON.parse(text) as Record<string, unknown>)
            : undefined
      } catch {
        json = undefined
      }
      return { status: res.status, text, json, bytes }
    },
    async close() {
      await devnet.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
