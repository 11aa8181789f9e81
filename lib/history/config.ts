import 'server-only'
import * as z from 'zod'
import { checkId } from '@/lib/explorer/validate'
import { isNetworkId, type NetworkId, networkIds } from '@/lib/networks'
import { wholeNumberIn } from '@/lib/server/env-schema'

/**
 * The index's configuration, validated once (a wrong value stops the server at boot, naming the variable).
 * DATA_DIR and REDIS_URL are the server's own (lib/server/env).
 */
/**
 * Where this process stands in indexing: `all` follows the chains and serves reads (`next dev`, `next start`);
 * `reader` only serves reads while another process follows (the server `npm start` runs beside its indexer,
 * scripts/index.ts); `writer` is that indexer: it follows and serves nothing.
 */
export type IndexRole = 'all' | 'reader' | 'writer'

export interface HistoryConfig {
  enabled: boolean
  role: IndexRole
  /** PostgreSQL (postgres://…); unset: SQLite under DATA_DIR. */
  databaseUrl?: string
  networks: NetworkId[]
  /** Keep blocks this many days; unset: everything the gateways serve. */
  retentionDays?: number
  /** Read back at most this many blocks below the indexed top; unset: all the gateway serves. */
  backfillBlocks?: number
  /** Gateway calls in flight per network while indexing (the rest of the proxy's capacity is the pages'). */
  concurrency: number
  /**
   * The indexer process's nice value (Linux; 0 leaves it): reading chains back can wait, so when the machine is busy
   * the server's threads get the CPU first. Only the process of role `writer` (scripts/index.ts) applies it.
   */
  nice: number
  webhook?: { url: string; secret: string }
  /** Server-side watches: each indexed transaction touching one is POSTed to the webhook. */
  watches: { network: NetworkId; address: string }[]
}

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1')

const Env = z.object({
  INDEX_ENABLED: bool.default(true),
  INDEX_ROLE: z.enum(['all', 'reader', 'writer']).default('all'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' }).optional(),
  INDEX_NETWORKS: z.string().optional(),
  INDEX_RETENTION_DAYS: wholeNumberIn(1, 100_000).optional(),
  INDEX_BACKFILL_BLOCKS: wholeNumberIn(1, 1_000_000_000).optional(),
  INDEX_CONCURRENCY: wholeNumberIn(1, 64).default(16),
  INDEX_NICE: wholeNumberIn(0, 19).default(10),
  WEBHOOK_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  WEBHOOK_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  WATCHES: z.string().optional(),
})

export function parseHistoryConfig(src: Record<string, string | undefined> = process.env): HistoryConfig {
  const clean = Object.fromEntries(Object.entries(src).filter(([, v]) => v !== undefined && v.trim() !== ''))
  const r = Env.safeParse(clean)
  const problems: string[] = r.success ? [] : r.error.issues.map((i) => `${String(i.path[0])}: ${i.message}`)
  const e = r.success ? r.data : undefined
  let networks: NetworkId[] = networkIds()
  if (e?.INDEX_NETWORKS) {
    const list = e.INDEX_NETWORKS.split(',').map((s) => s.trim())
    const bad = list.filter((n) => !isNetworkId(n))
    if (bad.length)
      problems.push(`INDEX_NETWORKS: unknown network ${bad.join(', ')} (known: ${networkIds().join(' ')})`)
    networks = list.filter(isNetworkId)
  }
  const watches: HistoryConfig['watches'] = []
  for (const w of (e?.WATCHES ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const [n, a] = w.split(':', 2)
    if (!n || !a || !isNetworkId(n)) {
      problems.push(`WATCHES: "${w.slice(0, 80)}" is not <network>:<address>`)
      continue
    }
    const c = checkId(n, 'account', a)
    if (!c.ok) problems.push(`WATCHES: ${w.slice(0, 80)}: ${c.message}`)
    else watches.push({ network: n, address: c.value })
  }
  if (e?.WEBHOOK_URL && !e.WEBHOOK_SECRET)
    problems.push('WEBHOOK_SECRET: required when WEBHOOK_URL is set (it signs each POST)')
  if (problems.length || !e) throw new Error(`Invalid environment:\n  ${problems.join('\n  ')}`)
  return {
    enabled: e.INDEX_ENABLED,
    role: e.INDEX_ROLE,
    ...(e.DATABASE_URL && { databaseUrl: e.DATABASE_URL }),
    networks,
    ...(e.INDEX_RETENTION_DAYS !== undefined && { retentionDays: e.INDEX_RETENTION_DAYS }),
    ...(e.INDEX_BACKFILL_BLOCKS !== undefined && { backfillBlocks: e.INDEX_BACKFILL_BLOCKS }),
    concurrency: e.INDEX_CONCURRENCY,
    nice: e.INDEX_NICE,
    ...(e.WEBHOOK_URL && e.WEBHOOK_SECRET && { webhook: { url: e.WEBHOOK_URL, secret: e.WEBHOOK_SECRET } }),
    watches,
  }
}

let cached: HistoryConfig | undefined
export function historyConfig(): HistoryConfig {
  return (cached ??= parseHistoryConfig())
}
