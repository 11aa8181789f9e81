/**
 * The metrics and probes, proven with a real Prometheus: a devnet, the production gateway core and its node:http
 * adapter behind the production server's request meter and probes (as scripts/app-server.ts wires them, without
 * Next, so no build is needed), the metrics listener of lib/metrics/serve.ts, and Debian's `prometheus` scraping
 * it every second. PromQL answers through Prometheus's HTTP API; `promtool check metrics` reads a scraped body.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startDevnet, type Devnet } from '@/devnet/server'
import { createGatewayCore, type GatewayCore } from '@/lib/gateway/core'
import { depsFromEnv } from '@/lib/gateway/default'
import { createNodeGatewayHandler, isGatewayUrl } from '@/lib/gateway/node-http'
import { watchGatewayCore } from '@/lib/metrics/gateway'
import { meterRequest } from '@/lib/metrics/http'
import { answerProbe, createReadiness, type Readiness } from '@/lib/metrics/ready'
import { startThreadMetrics } from '@/lib/metrics/registry'
import { startMetricsServer } from '@/lib/metrics/serve'
import { parseEnv } from '@/lib/server/env'
import { freePort } from '../redis/server'

const GATEWAYS = ['vm', 'sharded'] as const
const DEVNET = { blockMs: 1000, gateways: [...GATEWAYS], log: () => {} }
const dir = mkdtempSync(join(tmpdir(), 'explorer-metrics-'))
let devnet: Devnet | undefined
let devnetPort: number
let core: GatewayCore
let app: Server
let appUrl: string
let metrics: Server
let metricsUrl: string
let readiness: Readiness
let prometheus: ChildProcess
let promUrl: string

const listen = (s: Server) =>
  new Promise<number>((resolve) => s.listen(0, '127.0.0.1', () => resolve((s.address() as AddressInfo).port)))

async function until<T>(what: string, get: () => Promise<T>, ok: (v: T) => boolean, ms = 30_000): Promise<T> {
  const end = Date.now() + ms
  let last: T | undefined
  while (Date.now() < end) {
    last = await get().catch(() => undefined as T)
    if (last !== undefined && ok(last)) return last
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`${what}: still ${JSON.stringify(last)} after ${ms} ms`)
}

/** One PromQL instant query through Prometheus's HTTP API: the vector's samples as label sets and numbers. */
async function query(q: string): Promise<{ metric: Record<string, string>; value: number }[]> {
  const r = await fetch(`${promUrl}/api/v1/query?query=${encodeURIComponent(q)}`)
  const j = (await r.json()) as {
    status: string
    error?: string
    data: { result: { metric: Record<string, string>; value: [number, string] }[] }
  }
  if (j.status !== 'success') throw new Error(`${q}: ${j.error}`)
  return j.data.result.map((s) => ({ metric: s.metric, value: Number(s.value[1]) }))
}

const one = async (q: string) => (await query(q))[0]?.value

beforeAll(async () => {
  devnet = await startDevnet({ port: 0, dataDir: join(dir, 'devnet'), ...DEVNET })
  devnetPort = devnet.port
  const env = parseEnv({
    DEVNET_PORT: String(devnetPort),
    BREAKER_THRESHOLD: '2',
    BREAKER_OPEN_MS: '300',
    UPSTREAM_TIMEOUT_MS: '2000',
    UPSTREAM_CONNECT_TIMEOUT_MS: '500',
    RATE_LIMIT_PER_MIN: '1000000',
  })
  core = createGatewayCore(depsFromEnv(env))
  const registry = startThreadMetrics('server')
  watchGatewayCore(core)
  readiness = createReadiness({
    core: {
      health: core.health,
      refresh: (id) => core.probe(id),
    },
    // The gateways this devnet serves (the others would be down from the start).
    gateways: [...GATEWAYS],
    refreshAfterMs: 500,
    index: { file: join(dir, 'index.sqlite') },
  })
  const gateway = createNodeGatewayHandler(core)
  app = createServer((req, res) => {
    meterRequest(req, res)
    if (answerProbe(req, res, readiness)) return
    if (isGatewayUrl(req.url)) return gateway(req, res)
    res.writeHead(404).end()
  })
  appUrl = `http://127.0.0.1:${await listen(app)}`
  const port = await freePort()
  metrics = (await startMetricsServer({ port, host: '127.0.0.1', exposition: () => registry.metrics() }))!
  metricsUrl = `http://127.0.0.1:${port}`

  const promPort = await freePort()
  promUrl = `http://127.0.0.1:${promPort}`
  writeFileSync(
    join(dir, 'prometheus.yml'),
    `global:\n  scrape_interval: 1s\n  scrape_timeout: 1s\nscrape_configs:\n  - job_name: explorer\n    static_configs:\n      - targets: ['127.0.0.1:${port}']\n`,
  )
  prometheus = spawn(
    'prometheus',
    [
      `--config.file=${join(dir, 'prometheus.yml')}`,
      `--storage.tsdb.path=${join(dir, 'tsdb')}`,
      `--web.listen-address=127.0.0.1:${promPort}`,
    ],
    { stdio: 'ignore' },
  )
  await until(
    'prometheus ready',
    () => fetch(`${promUrl}/-/ready`).then((r) => r.status),
    (s) => s === 200,
  )
}, 120_000)

afterAll(async () => {
  prometheus?.kill('SIGTERM')
  if (prometheus && prometheus.exitCode === null) await new Promise((r) => prometheus.once('exit', r))
  await readiness?.close()
  await new Promise((r) => metrics?.close(r))
  app?.closeAllConnections()
  await new Promise((r) => app?.close(r))
  await core?.close()
  await devnet?.close()
  rmSync(dir, { recursive: true, force: true })
})

describe('Prometheus scrapes the metrics listener', () => {
  it('answers PromQL for proxy answers, upstream latency and breaker state per gateway', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await fetch(`${appUrl}/api/gw/vm/blocks/1`)).status).toBe(200)
      expect((await fetch(`${appUrl}/api/gw/sharded/network/config`)).status).toBe(200)
    }
    expect((await fetch(`${appUrl}/api/gw/vm/no/such/path`)).status).toBe(404)

    await until(
      'proxy answers scraped',
      () => one('sum(explorer_proxy_requests_total)'),
      (v) => v === 10,
    )
    // One miss per URL, the rest from the cache.
    expect(await one('explorer_proxy_requests_total{gateway="vm",cache="miss"}')).toBe(1)
    expect(await one('explorer_proxy_requests_total{gateway="vm",cache="hit"}')).toBe(4)
    expect(await one('sum(explorer_upstream_requests_total{gateway="sharded"})')).toBe(1)
    const p90 = await one(
      'histogram_quantile(0.9, sum by (le) (explorer_upstream_request_duration_seconds_bucket{gateway="vm"}))',
    )
    expect(p90).toBeGreaterThan(0)
    expect(p90).toBeLessThan(2)
    const closed = await query('explorer_gateway_breaker_state{state="closed"}')
    expect(Object.fromEntries(closed.map((s) => [s.metric.gateway, s.value]))).toMatchObject({ vm: 1, sharded: 1 })
    expect(closed.every((s) => s.metric.process === 'server')).toBe(true)
    // Requests by route kind and status, never by URL.
    expect(await one('explorer_http_requests_total{route="gateway",code="200"}')).toBe(10)
    expect(await one('explorer_http_requests_total{route="gateway",code="404"}')).toBe(1)
    expect(await query('{__name__=~"explorer_.*", path!=""}')).toEqual([])
    expect(await one('explorer_http_request_duration_seconds_count{route="gateway"}')).toBe(11)
    expect(await one('process_resident_memory_bytes{process="server"}')).toBeGreaterThan(10e6)
    expect(await one('nodejs_eventloop_lag_p99_seconds{process="server"}')).toBeGreaterThanOrEqual(0)
  })

  it('serves a body promtool accepts', async () => {
    const body = await (await fetch(`${metricsUrl}/metrics`)).text()
    expect(body).toContain('explorer_upstream_request_duration_seconds_bucket{gateway="vm",le="+Inf"')
    const r = spawnSync('promtool', ['check', 'metrics'], { input: body, encoding: 'utf8' })
    expect(`${r.stdout}${r.stderr}`).toBe('')
    expect(r.status).toBe(0)
  })
})

describe('probes', () => {
  it('/healthz answers; /readyz flips to 503 when devnet dies and back to 200 when it returns', async () => {
    const health = await fetch(`${appUrl}/healthz`)
    expect(health.status).toBe(200)
    expect(health.headers.get('cache-control')).toBe('no-store')
    const ready = async () => {
      const r = await fetch(`${appUrl}/readyz`)
      return {
        status: r.status,
        body: (await r.json()) as { status: string; checks: Record<string, { ok: boolean; detail: string }> },
      }
    }
    const before = await ready()
    expect(before.status).toBe(200)
    expect(before.body.checks.index?.ok).toBe(true)

    await devnet!.close()
    devnet = undefined
    // Nobody else calls the gateways here: readiness sends them their known-good call itself, in the background.
    const down = await until('not ready', ready, (r) => r.status === 503)
    expect(down.body.status).toBe('not ready')
    expect(down.body.checks.gateways?.detail).toMatch(/every gateway is down: .*vm/)
    await until(
      'breaker open scraped',
      () => one('max_over_time(explorer_gateway_breaker_state{gateway="vm",state="open"}[30s])'),
      (v) => v === 1,
    )

    devnet = await startDevnet({ port: devnetPort, dataDir: join(dir, 'devnet'), ...DEVNET })
    const back = await until('ready again', ready, (r) => r.status === 200)
    expect(back.body.checks.gateways?.ok).toBe(true)
  }, 90_000)

  it('/readyz is 503 with its reason when the index cannot be written', async () => {
    const r = createReadiness({ index: { file: '/proc/no-such-dir/index.sqlite' } })
    const s = await r.state()
    expect(s.status).toBe('not ready')
    expect(s.checks.index?.ok).toBe(false)
  })
})
