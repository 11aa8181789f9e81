import 'server-only'
import { allowedHosts, hostPolicy } from '@/lib/security/host'
import { serverEnv } from '@/lib/server/env'
import { createKmdClient, type KmdClient } from './client'
import type { KmdDeps } from './handler'
import { connectRedis } from '@/lib/gateway/redis'
import { redisSessionBacking, SharedSessionStore } from './redis-sessions'
import { SessionStore, type SessionStoreOptions } from './sessions'

/**
 * The process-wide KMD console state: one session store (route modules may be bundled apart, so it lives on
 * globalThis) and the client of the configured daemon.
 */

export interface KmdConfig {
  enabled: boolean
  /** Shown on the page: where the daemon is (no key). */
  url: string
  devnet: boolean
  idleMs: number
}

export function kmdConfig(): KmdConfig {
  const env = serverEnv()
  const g = env.gateways.kmd
  return { enabled: env.KMD_ENABLED, url: g.url, devnet: g.devnet, idleMs: env.KMD_IDLE_TIMEOUT_MS }
}

function build(): KmdDeps {
  const env = serverEnv()
  const g = env.gateways.kmd
  const kmd: KmdClient | undefined = env.KMD_ENABLED
    ? createKmdClient({ url: g.url, apiKey: g.apiKey, aliases: g.aliases, timeoutMs: env.UPSTREAM_TIMEOUT_MS })
    : undefined
  const options: SessionStoreOptions = {
    idleMs: env.KMD_IDLE_TIMEOUT_MS,
    release: async (t) => void (await kmd?.call('kmd.wallet.release', { wallet_handle_token: t })),
    renew: async (t) => {
      if (!kmd) throw new Error('no kmd')
      const a = await kmd.call('kmd.wallet.renew', { wallet_handle_token: t })
      return Number((a.wallet_handle as { expires_seconds?: unknown } | undefined)?.expires_seconds ?? 0) * 1000
    },
  }
  // Several instances (REDIS_URL): sessions shared on Redis, sealed with SESSION_SECRET (env.ts requires it).
  const shared =
    env.REDIS_URL && env.SESSION_SECRET
      ? redisSessionBacking(connectRedis(env.REDIS_URL), env.SESSION_SECRET)
      : undefined
  const store = (shared ? new SharedSessionStore(options, shared) : new SessionStore(options)).start()
  return { kmd, store, trustProxy: env.TRUST_PROXY, hosts: hostPolicy(allowedHosts(env.ALLOWED_HOSTS, env.PORT)) }
}

const KEY = Symbol.for('explorer.kmd.runtime')
type Holder = { [KEY]?: KmdDeps }

export function kmdRuntime(): KmdDeps {
  const g = globalThis as Holder
  return (g[KEY] ??= build())
}
