import 'server-only'
import { createHash, randomBytes } from 'node:crypto'
import { xchacha20poly1305 } from '@noble/ciphers/chacha.js'
import type { Redis } from 'ioredis'
import { startedRedis } from '@/lib/gateway/redis'
import { SessionStore, type KmdSession, type SessionStoreOptions } from './sessions'

/**
 * KMD console sessions shared by app instances (REDIS_URL), so a load balancer needs no stickiness. A session is
 * kept on Redis encrypted and authenticated with the server key (SESSION_SECRET): Redis holds neither the wallet
 * handle token nor the browser's session id (the entry's name is a hash of it), and an entry moved to another
 * name or altered does not decrypt. Each instance still keeps the sessions it served in memory; Redis is read at
 * the start of every request (another instance may have touched, renewed or ended the session) and written before
 * the answer. When Redis is unreachable, an instance serves the sessions it holds, as without Redis.
 */

/** Where shared sessions live; the interface lets tests and other backends stand in for Redis. */
export interface SessionBacking {
  load(id: string): Promise<KmdSession | undefined | null>
  save(s: KmdSession, ttlMs: number): Promise<void>
  remove(id: string): Promise<void>
}

/** 32-byte key from the configured secret (any length ≥ 32 characters). */
export const sessionKey = (secret: string): Uint8Array => createHash('sha256').update(`kmd-session:${secret}`).digest()

/** Encrypted session entries on Redis: 24-byte random nonce, then XChaCha20-Poly1305 ciphertext and tag. */
export function redisSessionBacking(redis: Redis, secret: string, prefix = 'kmd:s:'): SessionBacking {
  const key = sessionKey(secret)
  const nameOf = (id: string) => prefix + createHash('sha256').update(id).digest('hex')
  return {
    async load(id) {
      // A process's first requests may come before its connection is up.
      await startedRedis(redis)
      const name = nameOf(id)
      const buf = await redis.getBuffer(name)
      if (!buf) return null
      try {
        const aad = new TextEncoder().encode(name)
        const plain = xchacha20poly1305(key, buf.subarray(0, 24), aad).decrypt(buf.subarray(24))
        const s = JSON.parse(new TextDecoder().decode(plain)) as KmdSession
        return s.id === id ? s : null
      } catch {
        return null // another key, or tampered with: as good as absent
      }
    },
    async save(s, ttlMs) {
      await startedRedis(redis)
      const name = nameOf(s.id)
      const nonce = randomBytes(24)
      const sealed = xchacha20poly1305(key, nonce, new TextEncoder().encode(name)).encrypt(
        new TextEncoder().encode(JSON.stringify(s)),
      )
      await redis.set(name, Buffer.concat([nonce, sealed]), 'PX', Math.max(1000, Math.ceil(ttlMs)))
    },
    async remove(id) {
      await redis.del(nameOf(id))
    },
  }
}

export class SharedSessionStore extends SessionStore {
  private pending: Promise<unknown>[] = []
  /** Written at flush, so what an action changed after the touch (a renewed handle) is stored too. */
  private dirty = new Set<KmdSession>()

  constructor(
    opts: SessionStoreOptions,
    private readonly backing: SessionBacking,
  ) {
    super(opts)
  }

  private save(s: KmdSession): void {
    this.dirty.add(s)
  }

  /** The newer of the local and the shared copy; forgotten here when another instance ended it. */
  override async load(id: string | undefined): Promise<void> {
    if (!id) return
    let remote: KmdSession | undefined | null
    try {
      remote = await this.backing.load(id)
    } catch {
      return // Redis away: serve what this instance holds
    }
    const local = this.sessions.get(id)
    if (!remote) {
      if (local) super.forget(id)
      return
    }
    if (!local) this.sessions.set(id, remote)
    else {
      local.lastActivity = Math.max(local.lastActivity, remote.lastActivity)
      if (remote.tokenExpiresAt > local.tokenExpiresAt) {
        local.tokenExpiresAt = remote.tokenExpiresAt
        local.handleToken = remote.handleToken
      }
    }
  }

  override async flush(): Promise<void> {
    const jobs = this.pending
    this.pending = []
    // Redis keeps a session as long as it may still be used: until its idle deadline.
    for (const s of this.dirty)
      if (this.sessions.get(s.id) === s)
        jobs.push(this.backing.save({ ...s }, this.idleDeadline(s) - this.now()).catch(() => {}))
    this.dirty.clear()
    await Promise.all(jobs)
  }

  // Whatever the base takes (a client for a per-client cap, say), passed on as is.
  override create(...args: Parameters<SessionStore['create']>): KmdSession {
    const s = super.create(...args)
    this.save(s)
    return s
  }

  override touch(s: KmdSession): void {
    super.touch(s)
    this.save(s)
  }

  override async end(id: string): Promise<boolean> {
    const ended = await super.end(id)
    await this.backing.remove(id).catch(() => {})
    return ended
  }

  override forget(id: string): void {
    super.forget(id)
    this.pending.push(this.backing.remove(id).catch(() => {}))
  }

  /** Before judging a session idle, read its shared copy: the user may be active on another instance. */
  override async sweep(): Promise<void> {
    await Promise.all([...this.sessions.keys()].map((id) => this.load(id)))
    const before = new Map([...this.sessions.values()].map((s) => [s.id, s.tokenExpiresAt]))
    await super.sweep()
    // Renewed handles: tell the other instances.
    for (const s of this.sessions.values()) if (before.get(s.id) !== s.tokenExpiresAt) this.save(s)
    await this.flush()
  }

  /** Shutdown of one instance: the sessions live on in the others, so nothing is released at kmd. */
  override async closeAll(): Promise<void> {
    this.stop()
    await this.flush()
  }
}
