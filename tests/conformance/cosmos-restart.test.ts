import { spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { buildPath, getOperation, type OperationId } from '@/lib/catalog'
import { type GatewayId } from '@/lib/catalog/types'
import { cosmosGatewayIds } from '@/lib/networks'
import { shardedChain, type Call } from '@/lib/live/feeds/chains'
import { handleLive, StreamLimiter } from '@/lib/live/http'
import { readFrames } from '@/lib/live/sse-reader.test-util'
import { supervise, type Supervisor } from '@/scripts/supervisor'
import { waitForUrl } from '@/scripts/wait-for-url'

/**
 * Devnet killed under `npm start`'s supervisor comes back with every chain (the five SDK chains, the VM ledger,
 * the sharded ledger, the ledger node and its indexer) at or above the height it had served, and a live viewer
 * who opened the page during the outage gets blocks within 5 s of devnet answering again. Figures are printed.
 */
const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number }
      s.close(() => resolve(port))
    })
  })

let sup: Supervisor | undefined
afterAll(async () => {
  await sup?.stop()
})

it('resumes every chain at or above its height and feeds a waiting viewer within 5 s', async () => {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const env = {
    ...process.env,
    DEVNET_PORT: String(port),
    DEVNET_DATA_DIR: mkdtempSync(join(tmpdir(), 'devnet-restart-')),
    DEVNET_BLOCK_MS: '1000',
  }
  const lines: string[] = []
  sup = supervise({
    name: 'devnet',
    start: () => {
      const c = spawn(process.execPath, ['--import', 'tsx', 'devnet/main.ts'], {
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      c.stdout!.on('data', (d: Buffer) => lines.push(...d.toString().trim().split('\n')))
      c.stderr!.resume()
      return c
    },
    initialMs: 200,
    log: (l) => lines.push(l),
  })
  await waitForUrl(`${url}/__devnet/stats`, 240_000)

  const call: Call = async (gateway, opId, path, query) => {
    const qs = new URLSearchParams(query).toString()
    const r = await fetch(`${url}/${gateway}${buildPath(getOperation(opId), path)}${qs ? `?${qs}` : ''}`, {
      headers: { 'api-key': 'devnet-key' },
    })
    return { status: r.status, body: r.status < 500 ? await r.json() : null }
  }
  const get = async (
    gateway: GatewayId,
    opId: OperationId,
    query: Record<string, string> = {},
    path: Record<string, string> = {},
  ) => {
    const qs = new URLSearchParams(query).toString()
    const target = `${url}/${gateway}${buildPath(getOperation(opId), path)}${qs ? `?${qs}` : ''}`
    // A just-restarted devnet on a loaded machine may drop a connection while it settles: ask again, a few times.
    for (let attempt = 1; ; attempt++) {
      try {
        return await fetch(target, { headers: { 'api-key': 'devnet-key' } })
      } catch (e) {
        if (attempt >= 5) throw e
        await new Promise((r) => setTimeout(r, 1000))
      }
    }
  }
  /** The height each chain answers at now. */
  const heights = async (): Promise<Record<string, bigint>> => {
    const out: Record<string, bigint> = {}
    for (const g of cosmosGatewayIds()) {
      const r = await get(g, 'cosmos.ibc.channel.channels', { 'pagination.limit': '1' })
      out[g] = BigInt(r.headers.get('grpc-metadata-x-cosmos-block-height')!)
    }
    out.vm = BigInt(
      ((await (await get('vm', 'vm.blocks.get', {}, { revision: 'best' })).json()) as { number: number }).number,
    )
    out.sharded = await shardedChain('sharded', 'sharded', call).head(AbortSignal.timeout(30_000))
    out.node = BigInt(((await (await get('node', 'node.status')).json()) as { 'last-round': number })['last-round'])
    out.indexer = BigInt(((await (await get('indexer', 'indexer.health')).json()) as { round: number }).round)
    return out
  }
  const before = await heights()

  sup.child!.kill('SIGKILL')
  const killedAt = Date.now()
  // A viewer opens the live page of the Hub while devnet is down.
  Object.assign(process.env, { DEVNET_PORT: String(port), DEVNET_API_KEY: 'devnet-key' })
  const hub = (await import('@/lib/live/relay')).liveHub()
  const abort = new AbortController()
  const viewer = readFrames(
    handleLive(new Request('http://app/api/live/hub'), 'hub', {
      hub,
      limiter: new StreamLimiter({ maxStreams: 10, maxPerClient: 10 }),
      client: 'restart-test',
      signal: abort.signal,
    }),
  )
  await waitForUrl(`${url}/__devnet/stats`, 240_000, 50)
  const backAt = Date.now()
  await viewer.until((f) => f.some((x) => x.event === 'block'), 30_000)
  const firstBlockAt = Date.now()
  const after = await heights()
  abort.abort()
  hub.close()

  const table = Object.keys(before).map((k) => `${k} ${before[k]} → ${after[k]}`)
  console.log(
    `[restart] devnet back ${((backAt - killedAt) / 1000).toFixed(1)} s after the kill; the waiting viewer's first block ${firstBlockAt - backAt} ms after it answered\n[restart] heights before → after: ${table.join(', ')}`,
  )
  expect(lines.some((l) => l.includes('resuming the chains of'))).toBe(true)
  for (const k of Object.keys(before))
    expect({ chain: k, resumedAtOrAbove: after[k]! >= before[k]! }).toEqual({ chain: k, resumedAtOrAbove: true })
  expect(firstBlockAt - backAt).toBeLessThanOrEqual(5000)
}, 600_000)
