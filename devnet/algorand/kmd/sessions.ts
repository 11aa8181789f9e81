import { randomBytes, timingSafeEqual } from 'node:crypto'
import { sha512_256 } from '@noble/hashes/sha2.js'

/** Why a token is refused: unknown, released and expired tokens each get their own clear message. */
export class TokenError extends Error {}

interface Session {
  walletId: string
  expiresAt: number
  /** kmd's fast password check: sha512/256(salt || password), compared in constant time. */
  salt: Buffer
  pwHash: Uint8Array
}

/**
 * Wallet handle tokens as kmd keeps them: init makes an active token; info and renew keep it active (renew resets the
 * lifetime); release invalidates it; it expires when not renewed within the lifetime.
 */
export class Sessions {
  private readonly active = new Map<string, Session>()
  /** Remembered so a later use says "released" or "expired" instead of "unknown". */
  private readonly ended = new Map<string, 'released' | 'expired'>()

  constructor(
    private readonly now: () => number,
    readonly lifetimeSeconds: number,
  ) {}

  open(walletId: string, password: string): string {
    const token = randomBytes(32).toString('hex')
    const salt = randomBytes(32)
    this.active.set(token, {
      walletId,
      expiresAt: this.now() + this.lifetimeSeconds * 1000,
      salt,
      pwHash: hashPw(salt, password),
    })
    return token
  }

  /** The live session of a token, or the reason it is not live. */
  get(token: string): Session {
    const s = this.active.get(token)
    if (!s) {
      const why = this.ended.get(token)
      if (why === 'released')
        throw new TokenError('wallet handle token was released: call /v1/wallet/init for a new one')
      if (why === 'expired')
        throw new TokenError('wallet handle token expired: renew it within its lifetime or call /v1/wallet/init again')
      throw new TokenError('unknown wallet handle token')
    }
    if (this.now() >= s.expiresAt) {
      this.active.delete(token)
      this.ended.set(token, 'expired')
      throw new TokenError('wallet handle token expired: renew it within its lifetime or call /v1/wallet/init again')
    }
    return s
  }

  secondsLeft(token: string): number {
    return Math.max(0, Math.ceil((this.get(token).expiresAt - this.now()) / 1000))
  }

  renew(token: string): void {
    this.get(token).expiresAt = this.now() + this.lifetimeSeconds * 1000
  }

  release(token: string): void {
    this.get(token)
    this.active.delete(token)
    this.ended.set(token, 'released')
  }

  /** Wallets with at least one live token (expired ones are dropped on the way). */
  liveWallets(): Set<string> {
    const t = this.now()
    for (const [token, s] of this.active) {
      if (t >= s.expiresAt) {
        this.active.delete(token)
        this.ended.set(token, 'expired')
      }
    }
    return new Set([...this.active.values()].map((s) => s.walletId))
  }

  checkPassword(token: string, password: string): boolean {
    const s = this.get(token)
    return timingSafeEqual(hashPw(s.salt, password), s.pwHash)
  }
}

const hashPw = (salt: Buffer, password: string) =>
  Buffer.from(sha512_256(Buffer.concat([salt, Buffer.from(password, 'utf8')])))
