import 'server-only'
import { allowedHosts, hostPolicy } from '@/lib/security/host'
import { keyDaemonId } from '@/lib/networks'
import { gatewayConfig, serverEnv, type GatewayConfig, type ServerEnv } from '@/lib/server/env'
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

/** The key daemon's configuration; the console is off when no network declares one. */
function daemon(env: ServerEnv): GatewayConfig | undefined {
  const id = keyDaemonId()
  return id === undefined ? undefined : gatewayConfig(env.gateways, id)
}

export function kmdConfig(): KmdConfig {
  const env = serverEnv()
  const g = daemon(env)
  return {
    enabled: env.KMD_ENABLED && !!g,
    url: g?.url ?? '',
    devnet: g?.devnet ?? false,
    idleMs: env.KMD_IDLE_TIMEOUT_MS,
  }
}

function build(): KmdDeps {
  const env = serverEnv()
  const g = daemon(env)
  const kmd: KmdClient | undefined =
    g && env.KMD_ENABLED
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
