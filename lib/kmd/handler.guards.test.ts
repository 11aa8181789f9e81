import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { handleKmd } from './handler'
import { SessionStore } from './sessions'
import { hostPolicy } from '@/lib/security/host'
import { startConsole, type ConsoleHarness } from './testing/harness'
import { DEFAULT_WALLET, captureConsole, consoleSteps } from './testing/console-helpers'

/**
 * Security tests of the KMD console core against a real in-process devnet kmd: the request guards and the
 * session cookie's flags.
 */

let h: ConsoleHarness
const consoleLines: string[] = []
const { seen, record, walletIdOf } = consoleSteps(() => h)

beforeAll(async () => {
  captureConsole(consoleLines)
  h = await startConsole(4911)
})
afterAll(async () => {
  await h.close()
  vi.restoreAllMocks()
})

describe('request guards', () => {
  const cases: [string, Parameters<ConsoleHarness['post']>[2], number][] = [
    ['another origin', { origin: 'https://evil.example' }, 403],
    // DNS rebinding: evil.example now resolves to this server, so Host and Origin agree; neither is allowed.
    [
      'a DNS-rebinding page (Host and Origin both evil.example)',
      { origin: 'http://evil.example:4999', headers: { host: 'evil.example:4999' } },
      403,
    ],
    ['a look-alike origin', { origin: 'http://127.0.0.1:4999.evil.example' }, 403],
    ['no Origin at all', { origin: null }, 403],
    ['Sec-Fetch-Site cross-site', { headers: { 'sec-fetch-site': 'cross-site' } }, 403],
    ['Sec-Fetch-Site same-site', { headers: { 'sec-fetch-site': 'same-site' } }, 403],
    ['text/plain', { contentType: 'text/plain' }, 415],
    ['a form post', { contentType: 'application/x-www-form-urlencoded', rawBody: 'wallet_id=x&password=y' }, 415],
    ['multipart', { contentType: 'multipart/form-data; boundary=x' }, 415],
    ['application/json-seq', { contentType: 'application/json-seq' }, 415],
    ['a GET', { method: 'GET' }, 405],
    ['a DELETE', { method: 'DELETE' }, 405],
  ]
  it.each(cases)('refuses %s before calling kmd', async (_name, init, status) => {
    const id = await walletIdOf(DEFAULT_WALLET)
    const mid = JSON.stringify(h.devnet.stats.snapshot())
    const a = record(await h.post('unlock', { wallet_id: id, password: '' }, init))
    expect(a.status).toBe(status)
    expect(a.json.error).toBe(true)
    expect(a.cookie).toBeUndefined()
    expect(a.headers.get('cache-control')).toContain('no-store')
    // No request reached kmd for the refused call.
    expect(JSON.stringify(h.devnet.stats.snapshot())).toBe(mid)
  })

  it('refuses every step of the key-export chain from a rebound host, and reaches kmd for none', async () => {
    const rebound = { origin: 'http://evil.example:4999', headers: { host: 'evil.example:4999' } }
    const mid = JSON.stringify(h.devnet.stats.snapshot())
    for (const action of ['wallets/list', 'unlock', 'keys/list', 'keys/export', 'master-key/export'])
      expect((await h.post(action, {}, rebound)).status, action).toBe(403)
    expect(JSON.stringify(h.devnet.stats.snapshot())).toBe(mid)
  })

  it('caps the sessions one client address may open (429), before asking kmd for another handle', async () => {
    const id = await walletIdOf(DEFAULT_WALLET)
    const from = { headers: { 'x-forwarded-for': '10.9.9.9' } }
    const opened: string[] = []
    for (let i = 0; i < 8; i++) {
      const a = record(await h.post('unlock', { wallet_id: id, password: '' }, from))
      expect(a.status).toBe(200)
      opened.push(a.cookie!)
    }
    const mid = JSON.stringify(h.devnet.stats.snapshot())
    const refused = record(await h.post('unlock', { wallet_id: id, password: '' }, from))
    expect(refused.status).toBe(429)
    expect(JSON.stringify(h.devnet.stats.snapshot())).toBe(mid)
    // Another address is not held back by this one.
    const other = record(
      await h.post('unlock', { wallet_id: id, password: '' }, { headers: { 'x-forwarded-for': '10.9.9.10' } }),
    )
    expect(other.status).toBe(200)
    for (const cookie of [...opened, other.cookie!]) await h.post('lock', {}, { cookie })
  })

  it('accepts the same-origin JSON POST (charset parameter allowed) and answers no-store', async () => {
    const a = record(
      await h.post(
        'wallets/list',
        {},
        { contentType: 'application/json; charset=utf-8', headers: { 'sec-fetch-site': 'same-origin' } },
      ),
    )
    expect(a.status).toBe(200)
    expect(a.json).toMatchObject({ error: false, message: '' })
    expect(a.headers.get('cache-control')).toBe('no-store, private')
  })

  it('refuses unknown actions, bad JSON and unknown fields', async () => {
    expect((await h.post('wallet/../../v1/wallets')).status).toBe(404)
    expect((await h.post('wallets/list', undefined, { rawBody: '{not json' })).status).toBe(400)
    expect((await h.post('wallets/list', undefined, { rawBody: '[1,2]' })).status).toBe(400)
    const extra = await h.post('unlock', { wallet_id: 'x', password: '', wallet_handle_token: 'abc' })
    expect(extra.status).toBe(400)
    expect(extra.json.message).toMatch(/wallet_handle_token|Unrecognized/i)
  })

  it('refuses a body over the cap, declared or streamed', async () => {
    const big = JSON.stringify({ key: 'A'.repeat(2_600_000) })
    expect((await h.post('keys/import', undefined, { rawBody: big })).status).toBe(413)
    expect(
      (await h.post('keys/import', undefined, { rawBody: big, headers: { 'content-length': String(big.length) } }))
        .status,
    ).toBe(413)
  })

  it('says the daemon is not configured when it is not', async () => {
    const store = new SessionStore({ idleMs: 60_000, release: async () => {} })
    const req = new Request('http://127.0.0.1:4999/api/kmd/status', {
      method: 'POST',
      headers: { host: '127.0.0.1:4999', origin: 'http://127.0.0.1:4999', 'content-type': 'application/json' },
      body: '{}',
    })
    const res = await handleKmd(req, 'status', {
      kmd: undefined,
      store,
      trustProxy: false,
      hosts: hostPolicy(['127.0.0.1:4999']),
      log: () => {},
    })
    expect(res.status).toBe(503)
    expect(await res.json()).toMatchObject({ error: true, configured: false })
  })
})

describe('cookie flags', () => {
  it('http: HttpOnly, SameSite=Strict, Path=/, no Domain, no Max-Age, a fresh 256-bit id per unlock', async () => {
    const id = await walletIdOf(DEFAULT_WALLET)
    const a = record(await h.post('unlock', { wallet_id: id, password: '' }))
    const set = a.headers.get('set-cookie') ?? ''
    expect(set).toMatch(/^kmd_sid=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Strict$/)
    const b = record(await h.post('unlock', { wallet_id: id, password: '' }, { cookie: a.cookie }))
    expect(b.cookie).not.toBe(a.cookie)
    // Re-unlocking ended the earlier session.
    expect((await h.post('keys/list', {}, { cookie: a.cookie })).status).toBe(401)
    await h.post('lock', {}, { cookie: b.cookie })
  })

  it('https (behind a trusted proxy): __Host- prefix and Secure', async () => {
    const id = await walletIdOf(DEFAULT_WALLET)
    const req = new Request('http://10.0.0.5:3000/api/kmd/unlock', {
      method: 'POST',
      headers: {
        host: '10.0.0.5:3000',
        'x-forwarded-host': 'explorer.example',
        'x-forwarded-proto': 'https',
        origin: 'https://explorer.example',
        'content-type': 'application/json',
      },
      body: JSON.stringify({ wallet_id: id, password: '' }),
    })
    const res = await handleKmd(req, 'unlock', {
      ...h.deps,
      trustProxy: true,
      hosts: hostPolicy(['127.0.0.1:4999', 'explorer.example']),
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('set-cookie')).toMatch(
      /^__Host-kmd_sid=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Strict; Secure$/,
    )
    // Without TRUST_PROXY the forwarded host is ignored, so that origin is foreign.
    const again = new Request(req.url, { method: 'POST', headers: req.headers, body: '{}' })
    expect((await handleKmd(again, 'status', h.deps)).status).toBe(403)
    const sid = /__Host-kmd_sid=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1]
    await h.deps.store.end(sid as string)
  })
})

describe('the guards leak nothing either', () => {
  it('no recorded answer, log line or console line names a handle token field; the log names the action only', () => {
    const everything = [...seen, ...h.logs, ...consoleLines].join('\n')
    expect(everything).not.toMatch(/wallet_handle_token/)
    expect(h.logs.length).toBeGreaterThan(10)
    for (const line of h.logs) expect(line).toMatch(/^\[kmd\] ([a-z/-]+|\(unknown action\)) \d{3} \d+ms$/)
  })
})
