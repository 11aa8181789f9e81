import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { loadFactory } from '@/devnet/registry'
import { startDevnet, type Devnet } from '@/devnet/server'
import { createGatewayCore, type GatewayCore } from '@/lib/gateway/core'
import { depsFromEnv } from '@/lib/gateway/default'
import { handleGatewayRequest } from '@/lib/gateway/handle'
import { type GatewayId, type Operation } from '@/lib/catalog/types'
import { gatewayIds } from '@/lib/networks'
import { parseEnv } from '@/lib/server/env'
import { parseTopic } from '@/lib/live/topics'
import { networkIds, getNetwork, networkOfGateway, type NetworkId } from '@/lib/networks'
import { OPERATIONS_BY_ID } from '@/lib/catalog'
import { EXAMPLES } from './example-table'
import { collectRecords, deriveRecords, exampleRequest, type IdRecord } from './examples'
import { parseJsonTree } from './json'
import { consoleLiveUrl } from './live'
import { consoleGroups, isStream } from './operations'
import { requestInit } from './send'
import type { ConsoleRequest } from './state'
import { consoleProxyUrl, validateRequest, type BuiltRequest } from './validate'

/**
 * Every operation every network offers, built by the console's request builder (example values from devnet's
 * own answers plus the example table) and sent through the real proxy handler to an in-process devnet. Each must
 * answer 2xx, or the error its example documents. Subscriptions must be topics the live relay serves (the
 * console's stream view goes through it; lib/live/relay.devnet.test.ts streams each one) and open their
 * WebSocket on devnet with the example's filters.
 */
const KEY = 'devnet-key'
const FROZEN_NOW = Date.parse('2026-11-21T06:00:00Z')

let devnet: Devnet
let core: GatewayCore
let dataDir: string
/** Gateways whose devnet module failed to load: reported as gaps, never silently passed. */
const broken: { id: GatewayId; error: string }[] = []

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'console-coverage-'))
  const loadable: GatewayId[] = []
  for (const id of gatewayIds()) {
    try {
      if (await loadFactory(id)) loadable.push(id)
      else broken.push({ id, error: 'no devnet module' })
    } catch (e) {
      broken.push({ id, error: (e as Error).message.split('\n')[0]! })
    }
  }
  // A frozen clock makes the seeded chains identical on every run, so each example meets the same data.
  devnet = await startDevnet({
    port: 0,
    apiKey: KEY,
    dataDir,
    gateways: loadable,
    now: () => FROZEN_NOW,
    log: () => {},
  })
  // A loaded CI machine makes history scans (a tx by hash) slow: allow more than the production timeout.
  core = createGatewayCore(
    depsFromEnv(parseEnv({ DEVNET_PORT: String(devnet.port), DEVNET_API_KEY: KEY, UPSTREAM_TIMEOUT_MS: '30000' })),
  )
}, 120_000)

afterAll(async () => {
  await devnet?.close()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

interface Outcome {
  op: Operation
  gateway: GatewayId
  status: number
  ok: boolean
  note: string
}

async function viaProxy(r: BuiltRequest): Promise<{ status: number; text: string }> {
  const init = requestInit(r)
  const res = await handleGatewayRequest(
    {
      gateway: r.gateway,
      segments: r.path.split('/').filter(Boolean).map(decodeURIComponent),
      method: r.method,
      search: new URLSearchParams(r.search),
      headers: new Headers(init.headers as Record<string, string>),
      body: typeof init.body === 'string' ? new TextEncoder().encode(init.body) : (init.body as Uint8Array | undefined),
      signal: AbortSignal.timeout(40_000),
    },
    core,
  )
  return { status: res.status, text: await res.text() }
}

/** A subscription counts as served when devnet accepts its WebSocket upgrade with the example's filters. */
function viaWebSocket(r: BuiltRequest): Promise<{ status: number; text: string }> {
  return new Promise((resolve) => {
    const url = `${devnet.url}/${r.gateway}${r.path}${r.search ? `?${r.search}` : ''}`.replace(/^http/, 'ws')
    const ws = new WebSocket(url, { headers: { 'api-key': KEY } })
    const done = (status: number, text: string) => {
      clearTimeout(timer)
      ws.terminate()
      resolve({ status, text })
    }
    const timer = setTimeout(() => done(0, 'no upgrade within 10 s'), 10_000)
    // The clock is frozen, so no new block will come: an accepted upgrade is the subscription served.
    ws.on('open', () => done(101, 'subscribed'))
    ws.on('unexpected-response', (_req, res) => done(res.statusCode ?? 0, 'upgrade refused'))
    ws.on('close', (code, reason) => done(code === 1000 ? 101 : 0, `closed ${code} ${String(reason)}`))
    ws.on('error', (e) => done(0, e.message))
  })
}

const templateOf = (id: string) => OPERATIONS_BY_ID.get(id)?.path

async function runOne(
  op: Operation,
  gateway: GatewayId,
  req: ConsoleRequest,
  missing: readonly string[],
  records: IdRecord[],
): Promise<Outcome> {
  const v = validateRequest(op, req)
  if (!v.ok)
    return {
      op,
      gateway,
      status: 0,
      ok: false,
      note: `example is invalid: ${JSON.stringify(v.errors)} (no value found for: ${missing.join(', ') || 'none'})`,
    }
  if (isStream(op)) {
    // The console streams a subscription through the live relay: its URL must name a topic the relay serves.
    const network = networkOfGateway(gateway)
    const topic = network
      ? parseTopic(network, new URL(consoleLiveUrl(network, v.request), 'http://app').searchParams)
      : undefined
    if (!topic?.ok)
      return {
        op,
        gateway,
        status: 0,
        ok: false,
        note: `the live relay refuses the console's stream: ${topic ? topic.error : 'no network'}`,
      }
  }
  const { status, text } = isStream(op) ? await viaWebSocket(v.request) : await viaProxy(v.request)
  const tree = parseJsonTree(text)
  const success = isStream(op) ? status === 101 : status >= 200 && status < 300
  if (success && tree) {
    const before = records.length
    collectRecords(tree, op.path, records)
    deriveRecords(records, before)
  }
  const expected = EXAMPLES[op.id]?.expect
  const ok = success || (expected?.status.includes(status) ?? false)
  const note = success
    ? ''
    : expected?.status.includes(status)
      ? `documented error: ${expected.why}`
      : `${text.slice(0, 300)} [${consoleProxyUrl(v.request)}]`
  return { op, gateway, status, ok, note }
}

const ROUNDS = 6

/**
 * Rounds: an operation runs once every value of its example comes from an earlier answer (lists and heads run
 * first, lookups after them); it runs again only when more answers change its example. The last round runs what
 * is left with typed fallbacks, so nothing is skipped.
 */
async function coverNetwork(network: NetworkId): Promise<Outcome[]> {
  const entries = consoleGroups(network)
    .flatMap((g) => g.entries.flatMap((e) => e.gateways.map((gateway) => ({ op: e.op, gateway }))))
    .filter((e) => !broken.some((b) => b.id === e.gateway))
  const records: IdRecord[] = []
  const results = new Map<string, Outcome>()
  const tried = new Map<string, string>()
  for (let round = 0; round < ROUNDS; round++) {
    for (const { op, gateway } of entries) {
      const key = `${op.id}@${gateway}`
      if (results.get(key)?.ok) continue
      const { request, missing } = exampleRequest(op, gateway, records, EXAMPLES, templateOf)
      if (missing.length && round < ROUNDS - 1) continue
      const fingerprint = JSON.stringify(request)
      if (tried.get(key) === fingerprint) continue
      tried.set(key, fingerprint)
      results.set(key, await runOne(op, gateway, request, missing, records))
    }
  }
  return [...results.values()]
}

describe('every catalog operation, from the console request builder through the proxy to devnet', () => {
  for (const network of networkIds()) {
    it(`${network}: every operation answers 2xx or its documented error`, async () => {
      const gaps = broken.filter((b) => getNetwork(network).gateways.includes(b.id))
      const offered = consoleGroups(network).reduce(
        (n, g) => n + g.entries.reduce((m, e) => m + e.gateways.length, 0),
        0,
      )
      const outcomes = await coverNetwork(network)
      const passed = outcomes.filter((o) => o.ok)
      // Every pair ran: nothing is skipped, whatever its result.
      const documented = passed.filter((o) => o.note.startsWith('documented'))
      console.log(
        `[console coverage] ${network}: ${passed.length}/${offered} operation-gateway pairs answered (${documented.length} with their documented error)` +
          (gaps.length
            ? `; NOT RUN, devnet module missing: ${gaps.map((g) => `${g.id} (${g.error})`).join(', ')}`
            : ''),
      )
      const failures = outcomes.filter((o) => !o.ok).map((o) => `${o.op.id}@${o.gateway} → ${o.status} ${o.note}`)
      expect(failures, failures.join('\n')).toEqual([])
      expect(gaps, `devnet modules missing for ${network}`).toEqual([])
      expect(outcomes.length).toBe(offered)
    }, 300_000)
  }
})
