import { createHmac } from 'node:crypto'
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ed25519 } from '@noble/curves/ed25519.js'
import algosdk from 'algosdk'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startHarness, type Harness } from '../testing/harness'
import { defaultWalletMdk, deriveKey } from './derive'
import { DEFAULT_WALLET_NAME, KmdError, KmdService } from './service'

let dir: string
let clock: number
const service = () => new KmdService({ dataDir: dir, seed: 1, now: () => clock, sessionSeconds: 60, scryptN: 1024 })

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'devnet-kmd-'))
  clock = Date.UTC(2026, 0, 1)
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

describe('kmd key derivation', () => {
  it('derives keys as kmd does: HKDF-Expand(SHA-512/256, MDK, "AlgorandDeterministicKey-<i>") seeds ed25519', () => {
    const mdk = new Uint8Array(32).map((_, i) => i + 1)
    for (const i of [1, 2, 7]) {
      // HKDF-Expand's first block, computed independently with OpenSSL's HMAC.
      const seed = createHmac('sha512-256', mdk)
        .update(Buffer.concat([Buffer.from(`AlgorandDeterministicKey-${i}`), Buffer.from([1])]))
        .digest()
      const k = deriveKey(mdk, i)
      expect(Buffer.from(k.secretKey.subarray(0, 32))).toEqual(seed)
      expect(k.address).toBe(algosdk.encodeAddress(ed25519.getPublicKey(seed)))
    }
  })

  it('generates the deterministic sequence, and the exported master key regenerates it (imported keys excluded)', async () => {
    const kmd = service()
    const mdk = new Uint8Array(32).fill(9)
    const w = await kmd.create('a', 'pw', mdk)
    const t = await kmd.init(w.id, 'pw')
    const imported = kmd.importKey(t, algosdk.generateAccount().sk)
    const generated = [kmd.generate(t), kmd.generate(t), kmd.generate(t)]
    expect(generated).toEqual([1, 2, 3].map((i) => deriveKey(mdk, i).address))
    const exported = Buffer.from(kmd.withPassword(t, 'pw').u.secrets.mdk, 'base64')
    const w2 = await kmd.create('b', 'other', exported)
    const t2 = await kmd.init(w2.id, 'other')
    expect([kmd.generate(t2), kmd.generate(t2), kmd.generate(t2)]).toEqual(generated)
    expect(kmd.keys(kmd.session(t2).u).map((k) => k.address)).not.toContain(imported)
  })
})

describe('kmd wallets at rest', () => {
  it('persists wallets encrypted with the password, owner-only files, reopened by a new daemon', async () => {
    const kmd = service()
    const mdk = new Uint8Array(32).fill(3)
    const w = await kmd.create('vault', 'correct horse', mdk)
    const t = await kmd.init(w.id, 'correct horse')
    const addr = kmd.generate(t)
    const files = readdirSync(join(dir, 'kmd'))
    expect(files).toHaveLength(1)
    const path = join(dir, 'kmd', files[0]!)
    expect(statSync(path).mode & 0o777).toBe(0o600)
    const text = readFileSync(path, 'utf8')
    const sk = Buffer.from(deriveKey(mdk, 1).secretKey)
    for (const secret of [
      Buffer.from(mdk).toString('base64'),
      sk.toString('base64'),
      sk.subarray(0, 32).toString('hex'),
    ])
      expect(text).not.toContain(secret)
    const again = service()
    await expect(again.init(w.id, 'wrong')).rejects.toThrow(/wrong password/)
    const t2 = await again.init(w.id, 'correct horse')
    expect(again.keys(again.session(t2).u).map((k) => k.address)).toEqual([addr])
  })

  it('refuses unknown wallets, duplicate names and renames with a wrong password', async () => {
    const kmd = service()
    await expect(kmd.init('nope', '')).rejects.toMatchObject({ status: 404 })
    const w = await kmd.create('one', 'pw', undefined)
    await expect(kmd.create('one', 'pw', undefined)).rejects.toMatchObject({ status: 400 })
    await expect(kmd.rename(w.id, 'two', 'bad')).rejects.toMatchObject({ status: 401 })
    expect((await kmd.rename(w.id, 'two', 'pw')).name).toBe('two')
  })

  it('ships the default wallet with an empty password holding the funded genesis keys', async () => {
    const kmd = service()
    const w = await kmd.ensureDefaultWallet()
    expect(w.name).toBe(DEFAULT_WALLET_NAME)
    const t = await kmd.init(w.id, '')
    expect(kmd.keys(kmd.session(t).u).map((k) => k.address)).toEqual(
      [1, 2, 3, 4, 5].map((i) => deriveKey(defaultWalletMdk(1), i).address),
    )
    expect((await kmd.ensureDefaultWallet()).id).toBe(w.id)
  })
})

describe('kmd wallet handle tokens: init, info, renew, release and expiry', () => {
  it('init → active; info and renew keep it active; it expires when not renewed in time', async () => {
    const kmd = service()
    const w = await kmd.create('w', 'pw', undefined)
    const t = await kmd.init(w.id, 'pw')
    expect(kmd.sessions.secondsLeft(t)).toBe(60)
    clock += 50_000
    kmd.session(t)
    kmd.sessions.renew(t)
    clock += 50_000
    expect(kmd.sessions.secondsLeft(t)).toBe(10)
    clock += 10_000
    expect(() => kmd.session(t)).toThrow(/expired/)
    expect(() => kmd.session(t)).toThrow(KmdError)
  })

  it('release invalidates the token; unknown tokens and wrong passwords are refused clearly', async () => {
    const kmd = service()
    const w = await kmd.create('w', 'pw', undefined)
    const t = await kmd.init(w.id, 'pw')
    expect(() => kmd.withPassword(t, 'nope')).toThrow(/wrong wallet password/)
    const other = await kmd.init(w.id, 'pw')
    expect(kmd.unlockedWallets()).toEqual([w.id])
    kmd.release(t)
    expect(() => kmd.session(t)).toThrow(/released/)
    // Secrets stay unlocked while another token is live, and are forgotten after the last one goes.
    expect(kmd.session(other).u.secrets.mdk).toBeTruthy()
    kmd.release(other)
    expect(() => kmd.session(other)).toThrow(/released/)
    expect(kmd.unlockedWallets()).toEqual([])
    expect(() => kmd.session('deadbeef')).toThrow(/unknown wallet handle token/)
  })
})

describe('kmd over HTTP', () => {
  let h: Harness
  let now = Date.UTC(2026, 0, 1)
  beforeAll(async () => {
    h = await startHarness(4405, { now: () => now, env: { DEVNET_KMD_SESSION_SECONDS: '30' } })
  })
  afterAll(() => h?.close())
  const post = (path: string, body: unknown) => h.call('kmd', 'POST', path, { body })

  it('answers {error:true, message} for bad tokens and passwords, with a configurable lifetime', async () => {
    const wallets = (await h.call('kmd', 'GET', '/v1/wallets')).json!.wallets as { id: string; name: string }[]
    const def = wallets.find((w) => w.name === DEFAULT_WALLET_NAME)!
    const bad = await post('/v1/wallet/init', { wallet_id: def.id, wallet_password: 'x' })
    expect(bad.status).toBe(401)
    expect(bad.json).toMatchObject({ error: true })
    expect(String(bad.json!.message)).toMatch(/wrong password/)
    const missing = await post('/v1/wallet/init', { wallet_id: 'none', wallet_password: '' })
    expect(missing.status).toBe(404)
    const token = (await post('/v1/wallet/init', { wallet_id: def.id, wallet_password: '' })).json!
      .wallet_handle_token as string
    const info = (await post('/v1/wallet/info', { wallet_handle_token: token })).json!
    expect((info.wallet_handle as { expires_seconds: number }).expires_seconds).toBe(30)
    now += 31_000
    const expired = await post('/v1/key/list', { wallet_handle_token: token })
    expect(expired.status).toBe(401)
    expect(String(expired.json!.message)).toMatch(/expired/)
  })

  it('signs programs and multisig transactions with signatures that verify', async () => {
    const wallets = (await h.call('kmd', 'GET', '/v1/wallets')).json!.wallets as { id: string; name: string }[]
    const def = wallets.find((w) => w.name === DEFAULT_WALLET_NAME)!
    const token = (await post('/v1/wallet/init', { wallet_id: def.id, wallet_password: '' })).json!
      .wallet_handle_token as string
    const [a, b] = (await post('/v1/key/list', { wallet_handle_token: token })).json!.addresses as string[]
    const pk = (x: string) => algosdk.decodeAddress(x).publicKey
    const b64 = (x: Uint8Array) => Buffer.from(x).toString('base64')
    const program = new Uint8Array([0x0a, 0x81, 0x01])
    const sig = (
      await post('/v1/program/sign', {
        wallet_handle_token: token,
        wallet_password: '',
        address: a,
        data: b64(program),
      })
    ).json!.sig as string
    expect(ed25519.verify(Buffer.from(sig, 'base64'), Buffer.concat([Buffer.from('Program'), program]), pk(a!))).toBe(
      true,
    )

    const msig = (
      await post('/v1/multisig/import', {
        wallet_handle_token: token,
        multisig_version: 1,
        threshold: 2,
        pks: [b64(pk(a!)), b64(pk(b!))],
      })
    ).json!.address as string
    expect(msig).toBe(algosdk.multisigAddress({ version: 1, threshold: 2, addrs: [a!, b!] }).toString())
    const txn = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: msig,
      receiver: a!,
      amount: 1n,
      suggestedParams: {
        fee: 1000n,
        minFee: 1000n,
        flatFee: true,
        firstValid: 1n,
        lastValid: 10n,
        genesisHash: new Uint8Array(32),
      },
    })
    const first = (
      await post('/v1/multisig/sign', {
        wallet_handle_token: token,
        wallet_password: '',
        transaction: b64(txn.toByte()),
        public_key: b64(pk(a!)),
      })
    ).json!
    const partial = algosdk.msgpackRawDecode(Buffer.from(first.multisig as string, 'base64')) as {
      subsig: { pk: Uint8Array; s?: Uint8Array }[]
      thr: number
      v: number
    }
    expect(partial.subsig[0]!.s).toBeDefined()
    expect(partial.subsig[1]!.s).toBeUndefined()
    const wire = {
      Subsigs: partial.subsig.map((x) => ({ Key: b64(x.pk), ...(x.s ? { Sig: b64(x.s) } : {}) })),
      Threshold: 2,
      Version: 1,
    }
    const second = (
      await post('/v1/multisig/sign', {
        wallet_handle_token: token,
        wallet_password: '',
        transaction: b64(txn.toByte()),
        public_key: b64(pk(b!)),
        partial_multisig: wire,
      })
    ).json!
    const full = algosdk.msgpackRawDecode(Buffer.from(second.multisig as string, 'base64')) as typeof partial
    for (const s of full.subsig) expect(ed25519.verify(s.s!, txn.bytesToSign(), s.pk)).toBe(true)
  })
})
