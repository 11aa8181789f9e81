import 'server-only'
import * as z from 'zod'
import '@/lib/networks/disk'
import { registry, type Registry } from '@/lib/networks'
import { type GatewayId } from '@/lib/catalog/types'
import { allowedHostsProblems } from '@/lib/security/host'
import { wholeNumberIn } from './env-schema'

/**
 * Server environment, validated once. Nothing here is NEXT_PUBLIC_: keys and upstream URLs never reach the
 * browser bundle. A wrong value stops the server with a message naming the variable.
 */
const bool = z.enum(['true', 'false', '1', '0', '']).transform((v) => v === 'true' || v === '1')
const intIn = (min: number, max: number, def: number) => wholeNumberIn(min, max).default(def)
/** As intIn, unset when not given: the default depends on other settings. */
const optionalIntIn = (min: number, max: number) => wholeNumberIn(min, max).optional()

const aliasList = z
  .string()
  .regex(
    /^([A-Za-z0-9_.-]+=[A-Za-z0-9_.-]+)(,[A-Za-z0-9_.-]+=[A-Za-z0-9_.-]+)*$/,
    'must look like sdk=cosmos,xnet=axelar',
  )
  .transform((v) => Object.fromEntries(v.split(',').map((p) => p.split('=') as [string, string])))

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })

const Base = z.object({
  PORT: intIn(1, 65535, 3000),
  DEVNET_PORT: intIn(1, 65535, 7700),
  DEVNET_API_KEY: z.string().min(1).default('devnet-key'),
  GATEWAY_API_KEY: z.string().min(1).optional(),
  UPSTREAM_CONNECT_TIMEOUT_MS: intIn(100, 60_000, 3000),
  UPSTREAM_TIMEOUT_MS: intIn(100, 120_000, 10_000),
  WRITES_ENABLED: bool.default(true),
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'must be a redis:// URL' }).optional(),
  TRUST_PROXY: bool.default(false),
  RATE_LIMIT_PER_MIN: intIn(1, 1_000_000, 600),
  GATEWAY_MAX_CONCURRENCY: intIn(1, 10_000, 32),
  CACHE_MAX_BYTES: intIn(1024, 4 * 1024 ** 3, 64 * 1024 ** 2),
  HEAD_TTL_MS: intIn(0, 3_600_000, 2000),
  /** Consecutive upstream failures that open a gateway's circuit, and the pause before one probe. */
  BREAKER_THRESHOLD: intIn(1, 1000, 5),
  BREAKER_OPEN_MS: intIn(100, 600_000, 2000),
  /** Deadline of long-poll operations (algod's wait-for-block-after holds up to a minute). */
  LONG_POLL_TIMEOUT_MS: intIn(1000, 600_000, 65_000),
  /** How long a page render waits for gateway answers in all; later panels load in the browser. */
  PAGE_DEADLINE_MS: intIn(100, 60_000, 2500),
  /**
   * The page cache in front of Next (lib/page-cache): one render per page state, shared by every visitor; its
   * size bound, and how long a page that follows a chain's head stays fresh when the head does not move.
   */
  PAGE_CACHE_ENABLED: bool.default(true),
  PAGE_CACHE_MAX_BYTES: intIn(0, 4 * 1024 ** 3, 32 * 1024 ** 2),
  PAGE_CACHE_TTL_MS: intIn(100, 3_600_000, 10_000),
  /** How often the cache logs what it answered and what that cost (only while asked). */
  PAGE_CACHE_LOG_MS: intIn(1000, 86_400_000, 60_000),
  /**
   * `npm start` renders pages on a thread of their own, so the thread that accepts, answers from the page cache,
   * proxies `/api/gw` and refuses (503) is never stuck behind a render (scripts/render-thread).
   */
  RENDER_THREAD: bool.default(true),
  /**
   * The render thread's nice value (Linux; 0 leaves it). Unset: 10 with the page cache, 0 without it
   * (renderThreadNice below).
   */
  RENDER_THREAD_NICE: optionalIntIn(0, 19),
  /** Page renders at once, renders waiting behind them, and the longest wait before a 503 (lib/server/admission). */
  RENDER_MAX_CONCURRENCY: intIn(1, 1000, 8),
  RENDER_QUEUE_MAX: intIn(0, 10_000, 32),
  RENDER_QUEUE_WAIT_MS: intIn(0, 60_000, 2000),
  /**
   * How far V8 lets the heap grow past what a full collection kept, in percent (scripts/serve.ts). 0 leaves it to
   * V8, which under renders' garbage grows the heap up to 4× its live data and keeps it (bench:load: RSS peaks
   * 749–916 MB); 25 kept them at 541–754 MB for ~5 % more CPU.
   */
  HEAP_GROWING_PERCENT: intIn(0, 400, 25),
  /**
   * The operators' listener, apart from the public port (lib/metrics/serve.ts): /metrics in Prometheus's text
   * format, /healthz and /readyz. Off unless a port is given; the indexer's on INDEX_METRICS_PORT.
   */
  METRICS_PORT: optionalIntIn(1, 65535),
  INDEX_METRICS_PORT: optionalIntIn(1, 65535),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  /** When set, /metrics asks for `Authorization: Bearer <token>` (a scraper across a network one does not trust). */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  KMD_IDLE_TIMEOUT_MS: intIn(10_000, 86_400_000, 300_000),
  /** The /kmd console; turn it off on public deployments (kmd is a LocalNet tool). */
  KMD_ENABLED: bool.default(true),
  /** Seals KMD console sessions shared on Redis; the same value on every instance. */
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters (e.g. openssl rand -base64 32)').optional(),
  SUPPLY_SAMPLE_INTERVAL_MS: intIn(1000, 86_400_000, 60_000),
  DATA_DIR: z.string().min(1).default('.devnet'),
  /** The origin users reach the app at (link previews need absolute image URLs); unset: the request's own host. */
  PUBLIC_ORIGIN: httpUrl.transform((v) => new URL(v).origin).optional(),
  /** Host header values the app answers to (DNS rebinding); unset = localhost, 127.0.0.1 and [::1] on PORT. */
  ALLOWED_HOSTS: z
    .string()
    .superRefine((v, ctx) => {
      for (const message of allowedHostsProblems(v)) ctx.addIssue({ code: 'custom', message })
    })
    .optional(),
})

export interface GatewayConfig {
  id: GatewayId
  url: string
  apiKey: string
  aliases: Readonly<Record<string, string>>
  /** True when the gateway is left on the embedded devnet. */
  devnet: boolean
  /**
   * The account prefix the proxy requires of this gateway's addresses, when it differs from the network registry's
   * (tests inject it; `<ID>_BECH32_PREFIX` and presets reach the registry itself, lib/networks/load.ts).
   */
  bech32Prefix?: string
}

export type ServerEnv = Omit<z.output<typeof Base>, 'RENDER_THREAD_NICE'> & {
  RENDER_THREAD_NICE: number
  gateways: Record<GatewayId, GatewayConfig>
}

/**
 * With the page cache, most pages are answered by the accepting thread, so it goes first and renders take the time
 * it leaves. Without it, every page is a render: at nice 10 a flood of refused requests, each answered at once,
 * left renders a tenth of a core, so they run at the same priority (bench:load, cache off: 6–10 → 13–22 pages/s).
 */
const renderThreadNice = (explicit: number | undefined, pageCache: boolean) => explicit ?? (pageCache ? 10 : 0)

/** The configuration of a gateway the caller already knows exists (a resolved request, a registry id). */
export function gatewayConfig(gateways: Readonly<Record<GatewayId, GatewayConfig>>, id: GatewayId): GatewayConfig {
  const c = gateways[id]
  if (!c) throw new Error(`no configuration for gateway ${id}`)
  return c
}

const envName = (id: GatewayId, suffix: string) => `${id.toUpperCase()}_${suffix}`
const blankToUndefined = (v: string | undefined) => (v === undefined || v.trim() === '' ? undefined : v)

/** Parse an environment (process.env by default). Throws one Error naming every bad variable. */
export function parseEnv(
  source: Record<string, string | undefined> = process.env,
  networks: Registry = registry(),
): ServerEnv {
  const src = Object.fromEntries(Object.entries(source).map(([k, v]) => [k, blankToUndefined(v)]))
  const problems: string[] = []
  const base = Base.safeParse(src)
  if (!base.success) for (const i of base.error.issues) problems.push(`${String(i.path[0])}: ${i.message}`)
  const devnetPort = base.success ? base.data.DEVNET_PORT : 7700
  const devnetKey = base.success ? base.data.DEVNET_API_KEY : 'devnet-key'
  const gateways: Record<GatewayId, GatewayConfig> = {}
  for (const { id, aliases: presetAliases } of networks.gateways) {
    const rawUrl = src[envName(id, 'URL')]
    let url = `http://127.0.0.1:${devnetPort}/${id}`
    if (rawUrl !== undefined) {
      const r = httpUrl.safeParse(rawUrl)
      if (r.success) url = r.data.replace(/\/+$/, '')
      else problems.push(`${envName(id, 'URL')}: ${r.error.issues[0]?.message}`)
    }
    let aliases: Record<string, string> = { ...presetAliases }
    const rawAliases = src[envName(id, 'PATH_ALIASES')]
    if (rawAliases !== undefined) {
      const r = aliasList.safeParse(rawAliases)
      if (r.success) aliases = r.data
      else problems.push(`${envName(id, 'PATH_ALIASES')}: ${r.error.issues[0]?.message}`)
    }
    const devnet = rawUrl === undefined
    const apiKey = src[envName(id, 'API_KEY')] ?? src.GATEWAY_API_KEY ?? (devnet ? devnetKey : undefined)
    if (apiKey === undefined)
      problems.push(`${envName(id, 'API_KEY')}: required when ${envName(id, 'URL')} is set (or set GATEWAY_API_KEY)`)
    gateways[id] = { id, url, apiKey: apiKey ?? '', aliases, devnet }
  }
  if (base.success && base.data.REDIS_URL && base.data.KMD_ENABLED && !base.data.SESSION_SECRET)
    problems.push(
      'SESSION_SECRET: required when REDIS_URL is set and KMD_ENABLED (instances share KMD sessions sealed with it)',
    )
  if (problems.length || !base.success) throw new Error(`Invalid environment:\n  ${problems.join('\n  ')}`)
  return {
    ...base.data,
    RENDER_THREAD_NICE: renderThreadNice(base.data.RENDER_THREAD_NICE, base.data.PAGE_CACHE_ENABLED),
    gateways,
  }
}

let cached: ServerEnv | undefined
/** The validated process environment, read on first use (request time, not build time). */
export function serverEnv(): ServerEnv {
  return (cached ??= parseEnv())
}

/**
 * At boot (instrumentation.ts): a wrong configuration stops the server, naming the variable, rather than failing its
 * first request. Here rather than in instrumentation.ts, whose edge build would flag `process.exit` on every build.
 */
export function exitOnBadEnv(): void {
  try {
    serverEnv()
  } catch (err) {
    console.error((err as Error).message)
    process.exit(1)
  }
}
