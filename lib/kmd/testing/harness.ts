import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startDevnet, type Devnet } from '@/devnet/server'
import { createKmdClient } from '../client'
import { handleKmd, type KmdDeps } from '../handler'
import { PasswordThrottle } from '../attempts'
import { SessionStore } from '../sessions'
import { defaultAllowedHosts, hostPolicy } from '@/lib/security/host'

/** The KMD console core in front of a real in-process devnet kmd (ports 4900–4999), with its log captured. */
export interface ConsoleHarness {
  devnet: Devnet
  deps: KmdDeps
  logs: string[]
  origin: string
  post(action: string, body?: unknown, init?: PostInit): Promise<Answer>
  close(): Promise<void>
}

export interface PostInit {
  cookie?: string | undefined
  origin?: string | null
  contentType?: string
  method?: string
  headers?: Record<string, string>
  rawBody?: string
}

export interface Answer {
  status: number
  json: Record<string, unknown>
  text: string
  headers: Headers
  /** `name=value` of a set cookie, for the next request; '' when the cookie was cleared. */
  cookie: string | undefined
}

export async function startConsole(
  port: number,
  opts: { idleMs?: number; sessionSeconds?: number; now?: () => number; throttle?: PasswordThrottle } = {},
): Promise<ConsoleHarness> {
  const dataDir = mkdtempSync(join(tmpdir(), 'kmd-console-'))
  const apiKey = `kmd-console-${port}`
  const devnet = await startDevnet({
    port,
    apiKey,
    seed: 11,
    dataDir,
    gateways: ['kmd'],
    env: {
      DEVNET_LEDGER_ROUNDS: '20',
      DEVNET_KMD_SCRYPT_N: '1024',
      DEVNET_KMD_SESSION_SECONDS: String(opts.sessionSeconds ?? 60),
    },
    log: () => {},
  })
  const kmd = createKmdClient({ url: `${devnet.url}/kmd`, apiKey, aliases: {}, timeoutMs: 10_000 })
  const logs: string[] = []
  const store = new SessionStore({
    idleMs: opts.idleMs ?? 300_000,
    now: opts.now,
    release: async (t) => void (await kmd.call('kmd.wallet.release', { wallet_handle_token: t })),
  })
  const deps: KmdDeps = {
    kmd,
    store,
    trustProxy: false,
    hosts: hostPolicy(defaultAllowedHosts(4999)),
    log: (l) => logs.push(l),
    throttle: opts.throttle ?? new PasswordThrottle(),
  }
  const origin = 'http://127.0.0.1:4999'
  return {
    devnet,
    deps,
    logs,
    origin,
    async post(action, body = {}, init = {}) {
      const headers: Record<string, string> = {
        host: '127.0.0.1:4999',
        'content-type': init.contentType ?? 'application/json',
        ...init.headers,
      }
      if (init.origin !== null) headers.origin = init.origin ?? origin
      if (init.cookie) headers.cookie = init.cookie
      const method = init.method ?? 'POST'
      const req = new Request(`${origin}/api/kmd/${action}`, {
        method,
        headers,
        ...(method === 'GET' || method === 'HEAD' ? {} : { body: init.rawBody ?? JSON.stringify(body) }),
      })
      const res = await handleKmd(req, action, deps)
      const text = await res.text()
      const set = res.headers.get('set-cookie')
      return {
        status: res.status,
        text,
        json: JSON.parse(text) as Record<string, unknown>,
        headers: res.headers,
        cookie: set === null ? undefined : /Max-Age=0/.test(set) ? '' : set.split(';')[0],
      }
    },
    async close() {
      await store.closeAll()
      await devnet.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
