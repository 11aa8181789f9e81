import type { GatewayId } from '@/lib/catalog/types'

/** Everything devnet reads from its environment, resolved once at start-up. */
export interface DevnetOptions {
  port: number
  host: string
  apiKey: string
  seed: number
  dataDir: string
  /** Block interval for every chain; undefined keeps each chain's own default. */
  blockMs?: number
  /** Load only these gateways (tests); default every gateway whose module exists. */
  gateways?: readonly GatewayId[]
  /** Injectable wall clock (tests move time). */
  now?: () => number
  env?: Readonly<Record<string, string | undefined>>
  /** Log lines (readiness, missing modules); default console.log. */
  log?: (line: string) => void
  /**
   * Keep the chains' clock under `dataDir` and resume it on start (`npm run devnet`, `npm start`), for at most
   * this long after it was taken; undefined (tests) starts new chains every time.
   */
  resumeMaxAgeMs?: number
}

function intFrom(
  env: Readonly<Record<string, string | undefined>>,
  name: string,
  fallback: number | undefined,
  min: number,
  max: number,
): number | undefined {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  if (!/^\d+$/.test(raw)) throw new Error(`${name} must be a non-negative integer, got ${JSON.stringify(raw)}`)
  const n = Number(raw)
  if (n < min || n > max) throw new Error(`${name} must be between ${min} and ${max}, got ${n}`)
  return n
}

/** DEVNET_PORT, DEVNET_API_KEY, DEVNET_SEED, DEVNET_DATA_DIR, DEVNET_BLOCK_MS, DEVNET_RESUME_HOURS; a bad value stops start-up with a clear message. */
export function optionsFromEnv(env: Readonly<Record<string, string | undefined>> = process.env): DevnetOptions {
  return {
    port: intFrom(env, 'DEVNET_PORT', 7700, 1, 65535)!,
    host: '127.0.0.1',
    apiKey: env.DEVNET_API_KEY || 'devnet-key',
    seed: intFrom(env, 'DEVNET_SEED', 1, 0, 2 ** 32 - 1)!,
    dataDir: env.DEVNET_DATA_DIR || '.devnet',
    blockMs: intFrom(env, 'DEVNET_BLOCK_MS', undefined, 50, 600_000),
    resumeMaxAgeMs: intFrom(env, 'DEVNET_RESUME_HOURS', 1, 0, 24 * 365)! * 3_600_000,
    env,
  }
}
