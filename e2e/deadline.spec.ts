import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { Socket } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { bech32 } from '@scure/base'
import { encodeAddress } from 'algosdk'
import { expect, test } from '@playwright/test'
import '../lib/networks/disk'
import { gatewayIds, getNetwork, networkIds } from '../lib/networks'
import { waitForUrl } from '../scripts/wait-for-url'

/**
 * Every page kind answers within 3 s while every gateway hangs (accepts the connection, never answers): the page
 * deadline (PAGE_DEADLINE_MS, 2.5 s) bounds every server-side call a page makes, streamed sections included. A
 * second production server of its own runs for this, all gateways pointed at the hanging one, the page cache off
 * so that each request is a render of its own. Each page is asked once before it is timed: the first render of a
 * route after start loads its code, which is not what the deadline is about.
 *
 * The record decides the status: a record page whose gateway never answered says so with a 5xx (not a 200 that
 * reads as found), and a record the gateway denies at once is a 404 even while every other call of the page hangs.
 */

const PORT = Number(process.env.E2E_APP_PORT ?? 3100) + 3
const base = `http://127.0.0.1:${PORT}`
const LIMIT_MS = 3000

const bech = (prefix: string, bytes: number) => bech32.encode(prefix, bech32.toWords(new Uint8Array(bytes).fill(7)))
const hex = (n: number) => 'ab'.repeat(n / 2)
const hubAddress = getNetwork('hub').address
const shardedAddress = getNetwork('sharded').address
const cosmos = hubAddress.kind === 'bech32' ? hubAddress : undefined
const sharded = shardedAddress.kind === 'bech32-sharded' ? shardedAddress.prefix : 'shd'
const ledgerAddress = encodeAddress(new Uint8Array(32).fill(7))

const PAGES = [
  '/',
  ...networkIds().map((n) => `/${n}`),
  '/hub/blocks/5',
  `/hub/txs/${hex(64).toUpperCase()}`,
  `/hub/accounts/${bech(cosmos?.prefix ?? 'hub', 20)}`,
  '/hub/validators',
  `/hub/validators/${bech(cosmos?.validatorPrefix ?? 'hubvaloper', 20)}`,
  '/hub/ibc',
  '/hub/ibc/channels/transfer/channel-0',
  '/hub/ibc/clients/07-tendermint-0',
  '/hub/ibc/connections/connection-0',
  `/hub/denoms/ibc/${hex(64).toUpperCase()}`,
  '/hub/ibc/packets/transfer/channel-0/1',
  '/vm/blocks/5',
  `/vm/txs/0x${hex(64)}`,
  `/vm/accounts/0x${hex(40)}`,
  '/vm/logs',
  '/sharded/blocks/5',
  `/sharded/txs/${hex(64)}`,
  `/sharded/accounts/${bech(sharded, 32)}`,
  '/ledger/blocks/5',
  `/ledger/txs/${'A'.repeat(52)}`,
  `/ledger/accounts/${ledgerAddress}`,
  '/ledger/txs/search',
  `/accounts/${bech(cosmos?.prefix ?? 'hub', 20)}`,
  '/hub/live',
  '/hub/api',
  '/ledger/compose',
  '/supply',
  '/kmd',
]

/** Records the hanging gateway denies at once (its real answers for them), while it never answers anything else. */
const MISSING_BLOCK = '999999999'
const MISSING_TX = 'cd'.repeat(32)
const DENIED: { match: RegExp; status: number; body: unknown }[] = [
  {
    match: new RegExp(`/${MISSING_BLOCK}(\\?|$)`),
    status: 400,
    body: { code: 3, message: `requested block height ${MISSING_BLOCK} is bigger then the chain length 10` },
  },
  {
    match: new RegExp(`/tx/v1beta1/txs/${MISSING_TX}(\\?|$)`, 'i'),
    status: 404,
    body: { code: 5, message: 'tx not found' },
  },
  { match: new RegExp(`/transactions/0x${MISSING_TX}(\\?|$)`), status: 200, body: null },
]
const MISSING_PAGES = [
  `/hub/blocks/${MISSING_BLOCK}`,
  `/hub/txs/${MISSING_TX.toUpperCase()}`,
  `/vm/txs/0x${MISSING_TX}`,
]
const UNCONFIRMED = /The gateway has not said yet whether this [a-z ]+ exists/
/** Record pages whose main lookup the hanging gateway never answers: a gateway fault, said in words. */
const UNCONFIRMED_PAGES = [
  '/hub/blocks/5',
  `/hub/txs/${hex(64).toUpperCase()}`,
  '/vm/blocks/5',
  `/sharded/txs/${hex(64)}`,
]

let hung: Server
const sockets = new Set<Socket>()
let app: ChildProcess | undefined

test.beforeAll(async () => {
  test.setTimeout(180_000)
  hung = createServer((req, res) => {
    const denied = DENIED.find((d) => d.match.test(req.url ?? ''))
    if (denied) res.writeHead(denied.status, { 'content-type': 'application/json' }).end(JSON.stringify(denied.body))
    // anything else: read the request, never answer
  })
  hung.on('connection', (s: Socket) => {
    sockets.add(s)
    s.on('close', () => sockets.delete(s))
  })
  await new Promise<void>((r) => hung.listen(0, '127.0.0.1', r))
  const { port: hungPort } = hung.address() as { port: number }
  const urls = Object.fromEntries(
    gatewayIds().flatMap((id) => [
      [`${id.toUpperCase()}_URL`, `http://127.0.0.1:${hungPort}/${id}`],
      [`${id.toUpperCase()}_API_KEY`, 'hung-key'],
    ]),
  )
  app = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts'], {
    env: {
      ...process.env,
      ...urls,
      PORT: String(PORT),
      HOSTNAME: '127.0.0.1',
      PAGE_CACHE_ENABLED: 'false',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'explorer-hung-')),
    },
    stdio: 'ignore',
    detached: true,
  })
  await waitForUrl(`${base}/manifest.webmanifest`, 120_000)
})

test.afterAll(async () => {
  if (app?.pid) process.kill(-app.pid, 'SIGTERM')
  for (const s of sockets) s.destroy()
  await new Promise((r) => hung.close(r))
})

async function timed(path: string): Promise<{ path: string; status: number; ms: number; text: string }> {
  const t0 = performance.now()
  const r = await fetch(base + path, { signal: AbortSignal.timeout(20_000) })
  const text = await r.text() // the whole answer, streamed sections included
  return { path, status: r.status, ms: Math.round(performance.now() - t0), text }
}

// First: the gateway's denials must reach the pages before the hanging calls time out and open its breakers.
test('the record decides the status: unconfirmed is a 503/504 in words, denied a 404, while the rest hangs', async () => {
  test.setTimeout(120_000)
  const pages = [...UNCONFIRMED_PAGES, ...MISSING_PAGES]
  await Promise.all(pages.map(timed)) // first renders load each route's code
  const results = await Promise.all(pages.map(timed))
  for (const r of results) {
    // Timing is the next test's; here, only that no page waits out the hanging calls' own timeouts (10 s).
    expect(r.ms, r.path).toBeLessThanOrEqual(2 * LIMIT_MS)
    if (MISSING_PAGES.includes(r.path)) {
      expect(r.status, r.path).toBe(404)
      expect(r.text, r.path).not.toMatch(UNCONFIRMED)
    } else {
      // 504 while the calls run into the deadline, 503 once the breaker has opened on the hanging gateway.
      expect([503, 504], r.path).toContain(r.status)
      expect(r.text, r.path).toMatch(UNCONFIRMED)
      expect(r.text, r.path).toContain('Check again')
    }
  }
})

test('every page kind answers within 3 s while every gateway hangs', async () => {
  test.setTimeout(240_000)
  // A few at a time: parallel enough to be quick, few enough that admission never answers 503.
  const batches = Array.from({ length: Math.ceil(PAGES.length / 4) }, (_, i) => PAGES.slice(i * 4, i * 4 + 4))
  for (const batch of batches) await Promise.all(batch.map(timed)) // first renders load each route's code
  const results: Awaited<ReturnType<typeof timed>>[] = []
  for (const batch of batches) results.push(...(await Promise.all(batch.map(timed))))
  const brief = results.map(({ path, status, ms }) => ({ path, status, ms }))
  expect(
    brief.filter((r) => r.ms > LIMIT_MS),
    JSON.stringify(brief),
  ).toEqual([])
  // Pages, not crashes: a 5xx only from a record page whose record the gateway never confirmed, saying so.
  const unexplained = results.filter((r) => r.status >= 500 && !UNCONFIRMED.test(r.text))
  expect(unexplained.map((r) => `${r.status} ${r.path}`)).toEqual([])
})
