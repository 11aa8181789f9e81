import {
  generateAccount,
  makePaymentTxnWithSuggestedParamsFromObject,
  mnemonicToSecretKey,
  type Address,
} from 'algosdk'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { signedTxnId, toBase64 } from './codec'
import { PasswordThrottle } from './attempts'
import { createKmdClient } from './client'
import { handleKmd } from './handler'
import { SessionStore } from './sessions'
import { hostPolicy } from '@/lib/security/host'
import { startConsole, type Answer, type ConsoleHarness } from './test/harness'

/**
 * Security tests of the KMD console core against a real in-process devnet kmd: guards, cookie flags, the secrets
 * never leaving in a body/header/log, expiry and idle timeout back to "locked", and sessions kept apart.
 */

const DEFAULT_WALLET = 'unencrypted-default-wallet'
const PASSWORD = 'correct-horse-battery-staple-7781'

let h: ConsoleHarness
const seen: string[] = []
const consoleLines: string[] = []
const record = (a: Answer) => {
  seen.push(a.text, JSON.stringify([...a.headers.entries()]))
  return a
}

beforeAll(async () => {
  for (const m of ['log', 'info', 'warn', 'error', 'debug'] as const)
    vi.spyOn(console, m).mockImplementation((...args: unknown[]) => void consoleLines.push(args.map(String).join(' ')))
  h = await startConsole(4911)
})
afterAll(async () => {
  await h.close()
  vi.restoreAllMocks()
})

async function walletIdOf(name: string): Promise<string> {
  const list = record(await h.post('wallets/list'))
  const w = (list.json.wallets as { id: string; name: string }[]).find((x) => x.name === name)
  if (!w) throw new Error(`no wallet ${name}`)
  return w.id
}

async function unlock(name: string, password: string): Promise<string> {
  const a = record(await h.post('unlock', { wallet_id: await walletIdOf(name), password }))
  expect(a.status, a.text).toBe(200)
  expect(a.cookie).toMatch(/^kmd_sid=[A-Za-z0-9_-]{43}$/)
  return a.cookie as string
}

const handleOf = (cookie: string) => {
  const s = h.deps.store.get(cookie.split('=')[1])
  if (!s) throw new Error('no session')
  return s.handleToken
}

const payment = (sender: string | Address, receiver: string | Address, note = 'kmd console test') =>
  makePaymentTxnWithSuggestedParamsFromObject({
    sender,
    receiver,
    amount: 1234n,
    note: new TextEncoder().encode(note),
    suggestedParams: {
      fee: 1000,
      minFee: 1000,
      flatFee: true,
      firstValid: 10,
      lastValid: 1010,
      genesisID: 'devnet-v1',
      genesisHash: new Uint8Array(32).fill(7),
    },
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

describe('the whole console flow leaks no password and no handle token', () => {
  it('create, unlock, keys, export, master key, multisig, programs, transactions, rename, lock', async () => {
    const name = `test-wallet-${Date.now()}`
    const created = record(await h.post('wallets/create', { name, password: PASSWORD }))
    expect(created.status, created.text).toBe(200)
    expect(created.json.wallet).toMatchObject({ name, driver_name: 'sqlite' })

    const wrong = record(await h.post('unlock', { wallet_id: await walletIdOf(name), password: 'not-the-password' }))
    expect(wrong.status).toBe(403)
    expect(wrong.cookie).toBeUndefined()

    const cookie = await unlock(name, PASSWORD)
    const handle = handleOf(cookie)
    // The server keeps the handle, never the password.
    const kept = JSON.stringify([...(h.deps.store as unknown as { sessions: Map<string, unknown> }).sessions.values()])
    expect(kept).toContain(handle)
    expect(kept).not.toContain(PASSWORD)
    const status = record(await h.post('status', {}, { cookie }))
    expect(status.json.session).toMatchObject({ wallet_name: name, idle_timeout_ms: 300_000 })
    expect((status.json.session as { expires_seconds: number }).expires_seconds).toBeGreaterThan(50)

    const gen = record(await h.post('keys/generate', { show_mnemonic: true, password: PASSWORD }, { cookie }))
    expect(gen.status, gen.text).toBe(200)
    const genAddr = gen.json.address as string
    expect(mnemonicToSecretKey(gen.json.mnemonic as string).addr.toString()).toBe(genAddr)
    const plain = record(await h.post('keys/generate', {}, { cookie }))
    expect(plain.json.mnemonic).toBeUndefined()

    const outside = generateAccount()
    const { secretKeyToMnemonic } = await import('algosdk')
    const imported = record(await h.post('keys/import', { key: secretKeyToMnemonic(outside.sk) }, { cookie }))
    expect(imported.json.address).toBe(outside.addr.toString())
    const outside2 = generateAccount()
    const imported2 = record(await h.post('keys/import', { key: toBase64(outside2.sk) }, { cookie }))
    expect(imported2.json.address).toBe(outside2.addr.toString())
    expect(record(await h.post('keys/import', { key: 'abandon '.repeat(24) + 'zoo' }, { cookie })).status).toBe(400)

    const list = record(await h.post('keys/list', {}, { cookie }))
    expect(new Set(list.json.addresses as string[])).toEqual(
      new Set([genAddr, plain.json.address, outside.addr.toString(), outside2.addr.toString()]),
    )

    expect(record(await h.post('keys/export', { address: genAddr }, { cookie })).status).toBe(400)
    const badPw = record(await h.post('keys/export', { address: genAddr, password: 'wrong-password' }, { cookie }))
    expect(badPw.status).toBe(403)
    expect(badPw.json.private_key).toBeUndefined()
    const exp = record(
      await h.post('keys/export', { address: outside.addr.toString(), password: PASSWORD }, { cookie }),
    )
    expect(exp.json.private_key).toBe(toBase64(outside.sk))
    expect(exp.json.mnemonic).toBe(secretKeyToMnemonic(outside.sk))
    expect(exp.headers.get('cache-control')).toContain('no-store')

    const mdk = record(await h.post('master-key/export', { password: PASSWORD }, { cookie }))
    expect((mdk.json.mnemonic as string).split(' ')).toHaveLength(25)

    // A 2-of-3 multisig of two wallet keys and an outside key.
    const members = [genAddr, outside.addr.toString(), generateAccount().addr.toString()]
    const msig = record(await h.post('multisig/import', { addresses: members, threshold: 2, version: 1 }, { cookie }))
    expect(msig.status, msig.text).toBe(200)
    const msigAddr = msig.json.address as string
    const msigs = record(await h.post('multisig/list', {}, { cookie }))
    expect(msigs.json.multisigs).toEqual([{ address: msigAddr, version: 1, threshold: 2, addresses: members }])
    expect(record(await h.post('multisig/import', { addresses: members, threshold: 4 }, { cookie })).status).toBe(400)

    const txn = toBase64(payment(msigAddr, genAddr).toByte())
    const first = record(
      await h.post('multisig/sign', { transaction: txn, signer: genAddr, password: PASSWORD }, { cookie }),
    )
    expect(first.status, first.text).toBe(200)
    expect(first.json.view).toMatchObject({ threshold: 2, signatures: 1 })
    const second = record(
      await h.post(
        'multisig/sign',
        { transaction: txn, signer: outside.addr.toString(), password: PASSWORD, partial: first.json.multisig },
        { cookie },
      ),
    )
    expect(second.json.view).toMatchObject({
      threshold: 2,
      signatures: 2,
      subsigs: [
        { address: genAddr, signed: true },
        { address: outside.addr.toString(), signed: true },
        { signed: false },
      ],
    })

    const program = toBase64(Uint8Array.from([0x0a, 0x81, 0x01])) // #pragma version 10; int 1
    const msigProg = record(
      await h.post(
        'multisig/sign-program',
        { multisig_address: msigAddr, program, signer: genAddr, password: PASSWORD },
        { cookie },
      ),
    )
    expect(msigProg.json.view).toMatchObject({ signatures: 1 })
    const progSig = record(await h.post('program/sign', { address: genAddr, program, password: PASSWORD }, { cookie }))
    expect(Buffer.from(progSig.json.sig as string, 'base64')).toHaveLength(64)

    const own = record(
      await h.post(
        'transaction/sign',
        { transaction: toBase64(payment(genAddr, msigAddr).toByte()), password: PASSWORD },
        { cookie },
      ),
    )
    expect(own.status, own.text).toBe(200)
    expect(own.json.txid).toBe(signedTxnId(own.json.signed_transaction as string))
    expect(own.json.txid).toBe(payment(genAddr, msigAddr).txID())
    expect(
      record(await h.post('transaction/sign', { transaction: 'bm90IGEgdHhu', password: PASSWORD }, { cookie })).status,
    ).toBe(400)

    expect(record(await h.post('multisig/delete', { address: msigAddr, password: PASSWORD }, { cookie })).status).toBe(
      200,
    )
    expect(
      record(await h.post('keys/delete', { address: outside2.addr.toString(), password: PASSWORD }, { cookie })).status,
    ).toBe(200)
    expect((record(await h.post('keys/list', {}, { cookie })).json.addresses as string[]).length).toBe(3)

    const renamed = record(
      await h.post(
        'wallets/rename',
        { wallet_id: await walletIdOf(name), name: `${name}-2`, password: PASSWORD },
        { cookie },
      ),
    )
    expect(renamed.json.wallet).toMatchObject({ name: `${name}-2` })
    expect(record(await h.post('status', {}, { cookie })).json.session).toMatchObject({ wallet_name: `${name}-2` })

    const lock = record(await h.post('lock', {}, { cookie }))
    expect(lock.json.released).toBe(true)
    expect(lock.cookie).toBe('')
    // Released at kmd too, not only forgotten here.
    const kmd = createKmdClient({
      url: `${h.devnet.url}/kmd`,
      apiKey: 'kmd-console-4911',
      aliases: {},
      timeoutMs: 5000,
    })
    await expect(kmd.call('kmd.wallet.info', { wallet_handle_token: handle })).rejects.toThrow(/released/)
    expect(record(await h.post('keys/list', {}, { cookie })).json).toMatchObject({ locked: true })

    const everything = [...seen, ...h.logs, ...consoleLines].join('\n')
    expect(everything).not.toContain(PASSWORD)
    expect(everything).not.toContain(handle)
    expect(everything).not.toMatch(/wallet_handle_token/)
    // The server log has one line per request, naming the action only.
    expect(h.logs.length).toBeGreaterThan(20)
    for (const line of h.logs) expect(line).toMatch(/^\[kmd\] ([a-z/-]+|\(unknown action\)) \d{3} \d+ms$/)
  })
})

describe('sessions end and stay apart', () => {
  it('an expired kmd handle leads back to unlock (401 locked, cookie cleared)', async () => {
    const short = await startConsole(4912, { sessionSeconds: 1 })
    try {
      const id = ((await short.post('wallets/list')).json.wallets as { id: string; name: string }[]).find(
        (w) => w.name === DEFAULT_WALLET,
      )?.id
      const u = await short.post('unlock', { wallet_id: id, password: '' })
      expect((await short.post('keys/list', {}, { cookie: u.cookie })).status).toBe(200)
      await new Promise((r) => setTimeout(r, 1300))
      const after = await short.post('keys/list', {}, { cookie: u.cookie })
      expect(after.status).toBe(401)
      expect(after.json).toMatchObject({ error: true, locked: true })
      expect(after.json.message).toMatch(/unlock/)
      expect(after.cookie).toBe('')
      expect((await short.post('status', {}, { cookie: u.cookie })).json).toMatchObject({ error: false, session: null })
    } finally {
      await short.close()
    }
  })

  it('an idle session is released at kmd and answers locked', async () => {
    let now = Date.now()
    const idle = await startConsole(4913, { idleMs: 60_000, now: () => now })
    try {
      const id = ((await idle.post('wallets/list')).json.wallets as { id: string; name: string }[]).find(
        (w) => w.name === DEFAULT_WALLET,
      )?.id
      const u = await idle.post('unlock', { wallet_id: id, password: '' })
      const handle = idle.deps.store.get(u.cookie?.split('=')[1])?.handleToken as string
      now += 59_000
      expect((await idle.post('keys/list', {}, { cookie: u.cookie })).status).toBe(200) // activity resets the clock
      now += 59_000
      expect((await idle.post('renew', {}, { cookie: u.cookie })).status).toBe(200)
      now += 61_000
      await idle.deps.store.sweep()
      expect(idle.deps.store.size).toBe(0)
      expect((await idle.post('keys/list', {}, { cookie: u.cookie })).json).toMatchObject({ locked: true })
      const kmd = createKmdClient({
        url: `${idle.devnet.url}/kmd`,
        apiKey: 'kmd-console-4913',
        aliases: {},
        timeoutMs: 5000,
      })
      await expect(kmd.call('kmd.wallet.info', { wallet_handle_token: handle })).rejects.toThrow(/released/)
    } finally {
      await idle.close()
    }
  })

  it('wrong passwords are throttled per client (429), also for the right one, until the window passes', async () => {
    let now = 0
    const throttle = new PasswordThrottle(3, 60_000, () => now)
    const t = await startConsole(4914, { throttle })
    try {
      const id = ((await t.post('wallets/list')).json.wallets as { id: string; name: string }[]).find(
        (w) => w.name === DEFAULT_WALLET,
      )?.id
      const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } })
      for (let i = 0; i < 3; i++)
        expect((await t.post('unlock', { wallet_id: id, password: `guess-${i}` }, from('10.0.0.1'))).status).toBe(403)
      const blocked = await t.post('unlock', { wallet_id: id, password: '' }, from('10.0.0.1'))
      expect(blocked.status).toBe(429)
      expect(blocked.json.retry_after).toBe(60)
      expect((await t.post('unlock', { wallet_id: id, password: '' }, from('10.0.0.2'))).status).toBe(200)
      now += 60_001
      expect((await t.post('unlock', { wallet_id: id, password: '' }, from('10.0.0.1'))).status).toBe(200)
    } finally {
      await t.close()
    }
  })

  it("one browser's session cannot reach another's wallet handle", async () => {
    const name = `apart-${Date.now()}`
    await h.post('wallets/create', { name, password: PASSWORD })
    const a = await unlock(DEFAULT_WALLET, '')
    const b = await unlock(name, PASSWORD)
    const aKeys = (await h.post('keys/list', {}, { cookie: a })).json.addresses as string[]
    expect(aKeys.length).toBeGreaterThan(0)
    expect((await h.post('keys/list', {}, { cookie: b })).json.addresses).toEqual([])
    // B cannot name A's handle: the field is refused, and the handle alone is no session id either.
    expect((await h.post('keys/list', { wallet_handle_token: handleOf(a) }, { cookie: b })).status).toBe(400)
    expect((await h.post('keys/list', {}, { cookie: `kmd_sid=${handleOf(a)}` })).status).toBe(401)
    expect((await h.post('keys/list', {}, { cookie: 'kmd_sid=' + 'A'.repeat(43) })).status).toBe(401)
    expect((await h.post('keys/list', {})).status).toBe(401)
    // B locking does not touch A; a cross-origin lock (a forged beacon) does nothing.
    expect((await h.post('lock', {}, { cookie: a, origin: 'https://evil.example' })).status).toBe(403)
    await h.post('lock', {}, { cookie: b })
    expect((await h.post('keys/list', {}, { cookie: a })).json.addresses).toEqual(aKeys)
    await h.post('lock', {}, { cookie: a })
  })
})
