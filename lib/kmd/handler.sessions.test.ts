import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { PasswordThrottle } from './attempts'
import { createKmdClient } from './client'
import { startConsole, type ConsoleHarness } from './testing/harness'
import { DEFAULT_WALLET, PASSWORD, captureConsole, consoleSteps } from './testing/console-helpers'

/** Security tests of the KMD console core against a real in-process devnet kmd: expiry and idle timeout back to "locked", throttled passwords, and sessions kept apart. */

let h: ConsoleHarness
const consoleLines: string[] = []
const { unlock, handleOf } = consoleSteps(() => h)

beforeAll(async () => {
  captureConsole(consoleLines)
  h = await startConsole(4916)
})
afterAll(async () => {
  await h.close()
  vi.restoreAllMocks()
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
