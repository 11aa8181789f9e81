import 'server-only'
import { access, constants } from 'node:fs/promises'
import { dirname } from 'node:path'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { GatewayId } from '@/lib/catalog/types'
import type { HealthRegistry } from '@/lib/gateway/health'
import { proxiedGatewayIds } from '@/lib/networks'

export interface CheckResult {
  ok: boolean
  detail: string
}

/** Redis connections this process opened (lib/gateway/redis.ts connectRedis): ioredis keeps their status. */
const redisConnections = new Set<{ status: string }>()
export const trackRedis = (r: { status: string }): void => void redisConnections.add(r)

export interface ReadinessOptions {
  /** This process's gateway core: its health registry, and a way to send a gateway its known-good call. */
  core?: { health: HealthRegistry; refresh(id: GatewayId): Promise<unknown> }
  /** The index's database, when this process uses one: PostgreSQL at a URL, or the SQLite file. */
  index?: { databaseUrl?: string; file?: string }
  /** The gateways that count (default: every proxied gateway). */
  gateways?: readonly GatewayId[]
  /** A gateway heard from longer ago than this is sent its known-good call in the background (default 10 s). */
  refreshAfterMs?: number
  clock?: () => number
}

/**
 * Readiness from what the process already knows. Gateways: the proxy's health view (its breakers and recent calls);
 * ready while at least one gateway is reachable. One gateway down leaves the others' pages working, and taking
 * every instance out of a load balancer for it (they all share the gateway) would turn a partial outage into a full
 * one, so a down gateway is named in the reasons but fails readiness only when all are down. A gateway nobody has
 * asked for a while is sent its known-good call (the breaker's half-open probe, past the cache) in the background
 * (at most one at a time per gateway, never awaited): the
 * probe reads state, it never waits on a gateway. The index's database and Redis are checked the same way: the
 * last result of a background check, a few seconds old at most.
 */
export function createReadiness(o: ReadinessOptions) {
  const clock = o.clock ?? Date.now
  const refreshAfterMs = o.refreshAfterMs ?? 10_000
  const refreshing = new Set<GatewayId>()
  const lastRefresh = new Map<GatewayId, number>()
  let index: { at: number; result: CheckResult; running?: Promise<void> } | undefined
  let pool: { query(q: string): Promise<{ rows: { r: boolean }[] }>; end(): Promise<void> } | undefined

  function gateways(): CheckResult {
    if (!o.core) return { ok: true, detail: 'no gateway core in this process' }
    const ids = o.gateways ?? proxiedGatewayIds()
    const snap = o.core.health.snapshot(ids).gateways
    const now = clock()
    const down: string[] = []
    for (const id of ids) {
      const g = snap[id]!
      if (g.state === 'down') down.push(`${id} (${g.breaker === 'closed' ? 'failing' : `breaker ${g.breaker}`})`)
      const heard = Math.max(g.lastOkAt ?? 0, g.lastError?.at ?? 0, lastRefresh.get(id) ?? 0)
      if (now - heard > refreshAfterMs && !refreshing.has(id)) {
        refreshing.add(id)
        lastRefresh.set(id, now)
        o.core
          .refresh(id)
          .catch(() => {})
          .finally(() => refreshing.delete(id))
      }
    }
    if (down.length === ids.length) return { ok: false, detail: `every gateway is down: ${down.join(', ')}` }
    if (down.length)
      return {
        ok: true,
        detail: `${ids.length - down.length} of ${ids.length} gateways reachable; down: ${down.join(', ')}`,
      }
    return { ok: true, detail: `${ids.length} gateways reachable or not yet asked` }
  }

  function redis(): CheckResult | undefined {
    if (!redisConnections.size) return undefined
    const bad = [...redisConnections].filter((r) => r.status !== 'ready' && r.status !== 'end')
    return bad.length
      ? { ok: false, detail: `redis is ${bad.map((r) => r.status).join(', ')}` }
      : { ok: true, detail: 'redis connected' }
  }

  async function checkIndex(): Promise<CheckResult> {
    const { databaseUrl, file } = o.index!
    try {
      if (databaseUrl) {
        if (!pool) {
          const pg = (await import('pg')).default
          pool = new pg.Pool({
            connectionString: databaseUrl,
            max: 1,
            connectionTimeoutMillis: 2000,
            idleTimeoutMillis: 30_000,
          })
          ;(pool as unknown as { on(e: string, f: () => void): void }).on('error', () => {})
        }
        const r = await pool.query('select pg_is_in_recovery() as r')
        return r.rows[0]?.r
          ? { ok: false, detail: 'the index database is a read-only replica' }
          : { ok: true, detail: 'the index database (PostgreSQL) answers and takes writes' }
      }
      // The file, or its folder before the indexer made it.
      await access(file!, constants.W_OK).catch(() => access(dirname(file!), constants.W_OK))
      return { ok: true, detail: 'the index file (SQLite) is writable' }
    } catch (e) {
      return {
        ok: false,
        detail: `the index database: ${e instanceof Error ? e.message.slice(0, 200) : 'unreachable'}`,
      }
    }
  }

  async function indexResult(): Promise<CheckResult | undefined> {
    if (!o.index) return undefined
    const now = clock()
    if (!index) {
      // The first probe waits for the first check; every later one reads the last result.
      const result = await checkIndex()
      index = { at: clock(), result }
    } else if (now - index.at > 5000 && !index.running) {
      const cur = index
      cur.running = checkIndex().then((result) => {
        index = { at: clock(), result }
      })
    }
    return index.result
  }

  async function state() {
    const checks: Record<string, CheckResult> = { gateways: gateways() }
    const r = redis()
    if (r) checks.redis = r
    const i = await indexResult()
    if (i) checks.index = i
    const ready = Object.values(checks).every((c) => c.ok)
    return { status: ready ? 'ready' : 'not ready', checks }
  }

  return {
    state,
    async close() {
      await pool?.end().catch(() => {})
    },
  }
}

export type Readiness = ReturnType<typeof createReadiness>

const PROBE_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }

/**
 * `/healthz` (the process answers: always 200) and `/readyz` (200 ready, 503 not, with the reasons as JSON), the
 * conventions of Kubernetes' HTTP probes. True when it answered the request.
 */
export function answerProbe(req: IncomingMessage, res: ServerResponse, readiness: Readiness | undefined): boolean {
  const url = req.url ?? ''
  const path = url.split('?', 1)[0]
  if (path !== '/healthz' && path !== '/readyz') return false
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { ...PROBE_HEADERS, allow: 'GET, HEAD' })
    res.end(JSON.stringify({ error: 'method_not_allowed', detail: 'probes answer GET and HEAD' }))
    return true
  }
  const send = (status: number, body: unknown) => {
    const text = JSON.stringify(body)
    res.writeHead(status, { ...PROBE_HEADERS, 'content-length': Buffer.byteLength(text) })
    res.end(req.method === 'HEAD' ? undefined : text)
  }
  if (path === '/healthz' || !readiness) {
    send(200, { status: 'ok', pid: process.pid, uptimeS: Math.round(process.uptime()) })
    return true
  }
  readiness.state().then(
    (s) => send(s.status === 'ready' ? 200 : 503, s),
    () => send(503, { status: 'not ready', checks: {} }),
  )
  return true
}
