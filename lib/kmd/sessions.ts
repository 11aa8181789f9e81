import 'server-only'
import { randomBytes } from 'node:crypto'

/**
 * Browser sessions of the KMD console. The wallet handle token never leaves the server: the browser holds only an
 * opaque 256-bit id (in an HttpOnly cookie) that maps to {wallet, handle token, last activity}. Sessions idle
 * longer than the idle timeout are released at kmd and forgotten by a sweep.
 */

export interface KmdSession {
  id: string
  walletId: string
  walletName: string
  handleToken: string
  /** Last user activity (unlock, renew or an operation), ms. */
  lastActivity: number
  /** When kmd will consider the handle expired unless renewed, ms (from its expires_seconds). */
  tokenExpiresAt: number
  /** The client address that opened it: one address may hold only so many (maxPerClient). */
  client?: string
}

export interface SessionStoreOptions {
  idleMs: number
  /** Releases a handle at kmd; failures are ignored (the handle may already be gone). */
  release: (handleToken: string) => Promise<void>
  /** Renews a handle at kmd and answers the new expiry (ms from now); throws when the handle is gone. */
  renew?: (handleToken: string) => Promise<number>
  now?: () => number
  sweepMs?: number
  maxSessions?: number
  /** Open sessions one client address may hold (default 8): one caller must not use up the global cap. */
  maxPerClient?: number
  /** Renew a handle this long before kmd would expire it, while the session is not idle. */
  renewAheadMs?: number
}

export class TooManySessionsError extends Error {
  /** 503 when the server is full, 429 when this client holds its share. */
  constructor(
    message: string,
    readonly status: 429 | 503 = 503,
  ) {
    super(message)
  }
}

export class SessionStore {
  protected readonly sessions = new Map<string, KmdSession>()
  protected readonly now: () => number
  private timer: ReturnType<typeof setInterval> | undefined

  constructor(protected readonly opts: SessionStoreOptions) {
    this.now = opts.now ?? Date.now
  }

  get idleMs() {
    return this.opts.idleMs
  }

  get size() {
    return this.sessions.size
  }

  /** Start the sweep; unref'd so it never keeps the process alive. */
  start(): this {
    if (!this.timer) {
      this.timer = setInterval(() => void this.sweep(), this.opts.sweepMs ?? 5000)
      this.timer.unref?.()
    }
    return this
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer)
    this.timer = undefined
  }

  /** Throws when no session may be opened (for this client): checked before kmd is asked for a handle, too. */
  assertRoom(client?: string): void {
    if (this.sessions.size >= (this.opts.maxSessions ?? 1000))
      throw new TooManySessionsError('too many open KMD sessions; try again later')
    if (client === undefined) return
    let mine = 0
    for (const s of this.sessions.values()) if (s.client === client && !this.isIdle(s)) mine++
    if (mine >= (this.opts.maxPerClient ?? 8))
      throw new TooManySessionsError(
        'too many open KMD sessions from this address: lock a wallet or wait for one to time out',
        429,
      )
  }

  create(input: Omit<KmdSession, 'id' | 'lastActivity'>): KmdSession {
    this.assertRoom(input.client)
    const session: KmdSession = { ...input, id: randomBytes(32).toString('base64url'), lastActivity: this.now() }
    this.sessions.set(session.id, session)
    return session
  }

  /** The live session of an id; an idle one is ended here (and released at kmd) rather than served. */
  get(id: string | undefined): KmdSession | undefined {
    if (!id) return undefined
    const s = this.sessions.get(id)
    if (!s) return undefined
    if (this.isIdle(s)) {
      void this.end(id)
      return undefined
    }
    return s
  }

  /** Bring the session of an id up to date before `get` (a no-op here; shared stores read it from Redis). */
  async load(_id: string | undefined): Promise<void> {}

  /** Wait until this request's changes are stored (a no-op here; shared stores write them to Redis). */
  async flush(): Promise<void> {}

  touch(s: KmdSession): void {
    s.lastActivity = this.now()
  }

  idleDeadline(s: KmdSession): number {
    return s.lastActivity + this.opts.idleMs
  }

  private isIdle(s: KmdSession) {
    return this.now() >= this.idleDeadline(s)
  }

  /** Forget a session and release its handle at kmd. */
  async end(id: string): Promise<boolean> {
    const s = this.sessions.get(id)
    if (!s) return false
    this.sessions.delete(id)
    await this.opts.release(s.handleToken).catch(() => undefined)
    return true
  }

  /** Drop a session whose handle kmd no longer knows (no release call: it is already gone). */
  forget(id: string): void {
    this.sessions.delete(id)
  }

  /** End idle sessions; renew the handles of active ones that kmd would soon expire. */
  async sweep(): Promise<void> {
    const jobs: Promise<unknown>[] = []
    const ahead = this.opts.renewAheadMs ?? 15_000
    for (const s of [...this.sessions.values()]) {
      if (this.isIdle(s)) jobs.push(this.end(s.id))
      else if (this.opts.renew && s.tokenExpiresAt - this.now() <= ahead) {
        jobs.push(
          this.opts.renew(s.handleToken).then(
            (ms) => void (s.tokenExpiresAt = this.now() + ms),
            () => this.forget(s.id),
          ),
        )
      }
    }
    await Promise.all(jobs)
  }

  /** Release every handle (server shutdown). */
  async closeAll(): Promise<void> {
    this.stop()
    await Promise.all([...this.sessions.keys()].map((id) => this.end(id)))
  }
}
