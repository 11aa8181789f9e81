import { randomBytes } from 'node:crypto'
import { ed25519 } from '@noble/curves/ed25519.js'
import { decodeAddress, encodeAddress, multisigAddress } from 'algosdk'
import { seedBytes } from '../../primitives/random'
import { HttpError } from '../errors'
import { DEFAULT_WALLET_KEYS, defaultWalletMdk, deriveKey, keyPairFromSeed, type KeyPair } from './derive'
import { TokenError, Sessions } from './sessions'
import { sealSecrets, WalletStore, type WalletFile, type WalletSecrets } from './store'
import { DecryptError } from './vault'

export const DEFAULT_WALLET_NAME = 'unencrypted-default-wallet'
export const DEFAULT_WALLET_PASSWORD = ''

/** A client error of the daemon with its HTTP status. */
export class KmdError extends HttpError {}

export interface KmdOptions {
  dataDir: string
  seed: number
  now: () => number
  sessionSeconds: number
  scryptN: number
}

interface Unlocked {
  key: Uint8Array
  secrets: WalletSecrets
}

const b64 = (b: Uint8Array) => Buffer.from(b).toString('base64')
const unb64 = (s: string) => new Uint8Array(Buffer.from(s, 'base64'))

/** Wallets, their unlocked secrets and handle tokens: the daemon's state behind the HTTP handlers. */
export class KmdService {
  readonly store: WalletStore
  readonly sessions: Sessions
  private readonly unlocked = new Map<string, Unlocked>()

  constructor(private readonly opts: KmdOptions) {
    this.store = new WalletStore(opts.dataDir)
    this.sessions = new Sessions(opts.now, opts.sessionSeconds)
  }

  /**
   * Devnet's default wallet: empty password, its first keys funded in the ledger's genesis. Its id follows the seed,
   * so a data directory reused with another seed gets a new default wallet (the old one is renamed, not lost).
   */
  async ensureDefaultWallet(): Promise<WalletFile> {
    const id = Buffer.from(seedBytes(this.opts.seed, 'kmd-default-wallet-id')).toString('hex').slice(0, 32)
    const existing = this.store.get(id)
    if (existing) return existing
    const clash = this.store.byName(DEFAULT_WALLET_NAME)
    if (clash) this.store.write({ ...clash, name: `${DEFAULT_WALLET_NAME}-${clash.id.slice(0, 8)}` })
    const mdk = defaultWalletMdk(this.opts.seed)
    const keys = Array.from({ length: DEFAULT_WALLET_KEYS }, (_, i) => ({
      sk: b64(deriveKey(mdk, i + 1).secretKey),
      index: i + 1,
    }))
    const { file } = await this.store.create(
      DEFAULT_WALLET_NAME,
      DEFAULT_WALLET_PASSWORD,
      { mdk: b64(mdk), maxIndex: DEFAULT_WALLET_KEYS, keys, multisig: [] },
      this.opts.scryptN,
      id,
    )
    return file
  }

  wallet(id: string): WalletFile {
    const w = this.store.get(id)
    if (!w) throw new KmdError(404, `wallet not found: ${id}`)
    return w
  }

  async create(name: string, password: string, mdk: Uint8Array | undefined): Promise<WalletFile> {
    if (name.length > 64) throw new KmdError(400, 'wallet name too long, must be <= 64 bytes')
    if (this.store.byName(name)) throw new KmdError(400, `wallet with same name already exists: ${name}`)
    const key = mdk && mdk.length === 32 && mdk.some((b) => b !== 0) ? mdk : new Uint8Array(randomBytes(32))
    const { file } = await this.store.create(
      name,
      password,
      { mdk: b64(key), maxIndex: 0, keys: [], multisig: [] },
      this.opts.scryptN,
    )
    return file
  }

  async init(id: string, password: string): Promise<string> {
    const w = this.wallet(id)
    try {
      const u = await this.store.unlock(w, password)
      this.unlocked.set(id, u)
    } catch (e) {
      if (e instanceof DecryptError) throw new KmdError(401, `wrong password for wallet ${id}`)
      throw e
    }
    return this.sessions.open(id, password)
  }

  async rename(id: string, newName: string, password: string): Promise<WalletFile> {
    const w = this.wallet(id)
    await this.checkFilePassword(w, password)
    if (this.store.byName(newName)) throw new KmdError(400, `wallet with same name already exists: ${newName}`)
    const renamed = { ...w, name: newName }
    this.store.write(renamed)
    return renamed
  }

  private async checkFilePassword(w: WalletFile, password: string): Promise<void> {
    try {
      await this.store.unlock(w, password)
    } catch (e) {
      if (e instanceof DecryptError) throw new KmdError(401, `wrong password for wallet ${w.id}`)
      throw e
    }
  }

  /** Forget decrypted secrets of wallets that no live token refers to any more. */
  lockIdle(): void {
    const live = this.sessions.liveWallets()
    for (const id of this.unlocked.keys()) if (!live.has(id)) this.unlocked.delete(id)
  }

  /** Ids of wallets whose secrets are decrypted in memory. */
  unlockedWallets(): string[] {
    return [...this.unlocked.keys()]
  }

  release(token: string): void {
    this.session(token)
    this.sessions.release(token)
    this.lockIdle()
  }

  /** The wallet and secrets behind a live token. */
  session(token: string): { wallet: WalletFile; u: Unlocked } {
    let walletId: string
    try {
      walletId = this.sessions.get(token).walletId
    } catch (e) {
      if (e instanceof TokenError) {
        this.lockIdle()
        throw new KmdError(401, e.message)
      }
      throw e
    }
    const u = this.unlocked.get(walletId)
    if (!u) throw new KmdError(401, 'wallet handle token refers to a locked wallet: call /v1/wallet/init again')
    return { wallet: this.wallet(walletId), u }
  }

  /** A token plus its password, for the operations on secrets. */
  withPassword(token: string, password: string): { wallet: WalletFile; u: Unlocked } {
    const s = this.session(token)
    if (!this.sessions.checkPassword(token, password)) throw new KmdError(401, 'wrong wallet password')
    return s
  }

  private save(wallet: WalletFile, u: Unlocked): void {
    this.store.write({ ...wallet, secrets: sealSecrets(u.key, u.secrets) })
  }

  keys(u: Unlocked): KeyPair[] {
    return u.secrets.keys.map((k) => keyPairFromSeed(unb64(k.sk).slice(0, 32)))
  }

  key(u: Unlocked, address: string): KeyPair {
    const k = this.keys(u).find((x) => x.address === address)
    if (!k) throw new KmdError(404, `key does not exist in this wallet: ${address}`)
    return k
  }

  /** The next key of the deterministic sequence (skipping indexes whose key was imported by hand, as kmd does). */
  generate(token: string): string {
    const { wallet, u } = this.session(token)
    const mdk = unb64(u.secrets.mdk)
    const have = new Set(this.keys(u).map((k) => k.address))
    let index = u.secrets.maxIndex + 1
    let k = deriveKey(mdk, index)
    while (have.has(k.address)) k = deriveKey(mdk, ++index)
    u.secrets.keys.push({ sk: b64(k.secretKey), index })
    u.secrets.maxIndex = index
    this.save(wallet, u)
    return k.address
  }

  importKey(token: string, secretKey: Uint8Array): string {
    const { wallet, u } = this.session(token)
    // Only the seed half is trusted: the public key is recomputed from it.
    const k = keyPairFromSeed(secretKey.slice(0, 32))
    if (this.keys(u).some((x) => x.address === k.address)) throw new KmdError(400, 'key already exists in wallet')
    u.secrets.keys.push({ sk: b64(k.secretKey) })
    this.save(wallet, u)
    return k.address
  }

  deleteKey(token: string, password: string, address: string): void {
    const { wallet, u } = this.withPassword(token, password)
    this.key(u, address)
    u.secrets.keys = u.secrets.keys.filter((k) => keyPairFromSeed(unb64(k.sk).slice(0, 32)).address !== address)
    this.save(wallet, u)
  }

  importMultisig(token: string, version: number, threshold: number, pks: Uint8Array[]): string {
    const { wallet, u } = this.session(token)
    if (version !== 1) throw new KmdError(400, 'unsupported multisig version')
    if (threshold < 1 || threshold > pks.length)
      throw new KmdError(400, `invalid threshold ${threshold} for ${pks.length} public keys`)
    const address = msigAddress(version, threshold, pks)
    if (u.secrets.multisig.some((m) => msigAddress(m.version, m.threshold, m.pks.map(unb64)) === address))
      throw new KmdError(400, 'multisig address already exists in wallet')
    u.secrets.multisig.push({ version, threshold, pks: pks.map(b64) })
    this.save(wallet, u)
    return address
  }

  multisig(u: Unlocked, address: string): { version: number; threshold: number; pks: Uint8Array[] } {
    const m = u.secrets.multisig.find((x) => msigAddress(x.version, x.threshold, x.pks.map(unb64)) === address)
    if (!m) throw new KmdError(404, `multisig address not found in wallet: ${address}`)
    return { version: m.version, threshold: m.threshold, pks: m.pks.map(unb64) }
  }

  multisigAddresses(u: Unlocked): string[] {
    return u.secrets.multisig.map((m) => msigAddress(m.version, m.threshold, m.pks.map(unb64)))
  }

  deleteMultisig(token: string, password: string, address: string): void {
    const { wallet, u } = this.withPassword(token, password)
    this.multisig(u, address)
    u.secrets.multisig = u.secrets.multisig.filter(
      (m) => msigAddress(m.version, m.threshold, m.pks.map(unb64)) !== address,
    )
    this.save(wallet, u)
  }
}

export const msigAddress = (version: number, threshold: number, pks: Uint8Array[]) =>
  multisigAddress({ version, threshold, addrs: pks.map((pk) => encodeAddress(pk)) }).toString()

export const sign = (k: KeyPair, msg: Uint8Array) => ed25519.sign(msg, k.secretKey.slice(0, 32))

export const publicKeyOf = (address: string) => decodeAddress(address).publicKey
