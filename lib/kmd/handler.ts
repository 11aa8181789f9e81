import 'server-only'
import { ACTIONS, BadInputError } from './actions'
import { PasswordThrottle } from './attempts'
import { KmdInputError, KmdUnavailableError, KmdUpstreamError, type KmdClient } from './client'
import { checkRequest, isHttps } from './guard'
import type { KmdSession, SessionStore } from './sessions'
import { TooManySessionsError } from './sessions'
import type { HostPolicy } from '@/lib/security/host'
import { jsonBoundsProblem } from '@/lib/server/json-bounds'
import { readCappedStream } from '@/lib/server/read-capped'

/**
 * One KMD console request, start to end, on WHATWG Request/Response (the Next route is a one-liner around it):
 * guards, body parsing, session lookup by cookie, the action, and an answer in kmd's own shape
 * `{error, message, ...snake_case}` with `cache-control: no-store`. Logs one line per request: action, status and
 * time, never a body.
 */

export interface KmdDeps {
  /** Absent when no daemon is configured: every action answers 503 `configured: false`. */
  kmd: KmdClient | undefined
  store: SessionStore
  trustProxy: boolean
  /** ALLOWED_HOSTS: the only origins the console answers. */
  hosts: HostPolicy
  log?: (line: string) => void
  /** Wrong-password throttle (one per process by default). */
  throttle?: PasswordThrottle
}

const defaultThrottle = new PasswordThrottle()
/** The caller's address as Next reports it (proxy.ts drops a client-sent X-Forwarded-For unless TRUST_PROXY). */
const clientOf = (req: Request) => req.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || 'local'

export const MAX_BODY_BYTES = 2_500_000
const COOKIE = 'kmd_sid'
/** `__Host-` pins the cookie to this exact origin, no Domain, Path=/ and Secure: only possible over https. */
export const cookieName = (https: boolean) => (https ? `__Host-${COOKIE}` : COOKIE)

function readCookie(req: Request, name: string): string | undefined {
  for (const part of (req.headers.get('cookie') ?? '').split(';')) {
    const eq = part.indexOf('=')
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim() || undefined
  }
  return undefined
}

export function sessionCookie(name: string, https: boolean, value: string | null): string {
  const flags = `Path=/; HttpOnly; SameSite=Strict${https ? '; Secure' : ''}`
  return value === null ? `${name}=; ${flags}; Max-Age=0` : `${name}=${value}; ${flags}`
}

function answer(status: number, payload: Record<string, unknown>, cookie?: string): Response {
  const headers = new Headers({
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store, private',
    pragma: 'no-cache',
    'x-content-type-options': 'nosniff',
  })
  if (cookie) headers.append('set-cookie', cookie)
  return new Response(JSON.stringify(payload), { status, headers })
}

const fail = (status: number, message: string, extra: Record<string, unknown> = {}) => ({
  status,
  payload: { error: true, message, ...extra },
})

/** Remove any secret the caller sent from a message (kmd may quote input back). */
function scrub(message: string, secrets: string[]): string {
  let out = message
  for (const s of secrets) if (s.length >= 4) out = out.split(s).join('***')
  return out
}

/** The body as text, refusing more than MAX_BODY_BYTES whether or not a length was declared. */
async function readCapped(req: Request): Promise<string | undefined> {
  if (Number(req.headers.get('content-length') ?? '0') > MAX_BODY_BYTES) return undefined
  const bytes = await readCappedStream(req.body, MAX_BODY_BYTES)
  return bytes && new TextDecoder().decode(bytes)
}

async function readJson(
  req: Request,
): Promise<{ ok: true; value: Record<string, unknown> } | { ok: false; status: number; message: string }> {
  const text = await readCapped(req)
  if (text === undefined) return { ok: false, status: 413, message: 'request body too large' }
  if (!text.trim()) return { ok: true, value: {} }
  // Key imports and transactions are long strings, not many values: a generous count still stops a bomb.
  const tooBig = jsonBoundsProblem(new TextEncoder().encode(text), 32, 100_000)
  if (tooBig) return { ok: false, status: 413, message: `the JSON body is ${tooBig}` }
  try {
    const value: unknown = JSON.parse(text)
    if (!value || typeof value !== 'object' || Array.isArray(value))
      return { ok: false, status: 400, message: 'the body must be a JSON object' }
    return { ok: true, value: value as Record<string, unknown> }
  } catch {
    return { ok: false, status: 400, message: 'the body is not valid JSON' }
  }
}

export async function handleKmd(req: Request, action: string, deps: KmdDeps): Promise<Response> {
  const started = Date.now()
  const log = deps.log ?? ((line: string) => console.log(line))
  const https = isHttps(req, deps)
  const name = cookieName(https)
  let cookie: string | undefined
  const { status, payload } = await (async () => {
    const refusal = checkRequest(req, deps)
    if (refusal) return fail(refusal.status, refusal.message)
    const act = Object.hasOwn(ACTIONS, action) ? ACTIONS[action] : undefined
    if (!act) return fail(404, `unknown KMD action: ${action.slice(0, 64)}`)
    const body = await readJson(req)
    if (!body.ok) return fail(body.status, body.message)
    if (!deps.kmd) return fail(503, 'no key management daemon is configured', { configured: false })
    const parsed = act.input.safeParse(body.value)
    if (!parsed.success)
      return fail(400, parsed.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; '))
    const secrets = Object.entries(body.value)
      .filter(([k, v]) => /password|key|program|transaction|partial/.test(k) && typeof v === 'string')
      .map(([, v]) => v as string)
    const throttle = deps.throttle ?? defaultThrottle
    const client = clientOf(req)
    const usesPassword = typeof body.value.password === 'string'
    if (usesPassword) {
      const wait = throttle.retryAfter(client)
      if (wait) return fail(429, `too many wrong passwords: try again in ${wait} s`, { retry_after: wait })
    }
    const sessionId = readCookie(req, name)
    await deps.store.load(sessionId)
    const session = deps.store.get(sessionId)
    if (act.session && !session) {
      if (sessionId) cookie = sessionCookie(name, https, null)
      return fail(401, 'the wallet is locked: unlock it again', { locked: true })
    }
    if (act.session && session) deps.store.touch(session)
    try {
      const out = await act.run({
        input: parsed.data,
        kmd: deps.kmd,
        store: deps.store,
        session: session as KmdSession,
        sessionId,
        client,
        setSession(s) {
          cookie = sessionCookie(name, https, s ? s.id : null)
        },
      })
      return { status: 200, payload: { error: false, message: '', ...out } }
    } catch (e) {
      if (e instanceof KmdUpstreamError && e.tokenInvalid) {
        if (session) deps.store.forget(session.id)
        cookie = sessionCookie(name, https, null)
        return fail(401, 'the wallet handle expired or was released: unlock the wallet again', { locked: true })
      }
      if (e instanceof KmdUpstreamError && usesPassword && (e.status === 401 || /password/i.test(e.message)))
        throttle.fail(client)
      if (e instanceof KmdUpstreamError)
        // 401 stays reserved for "locked": kmd's own 401 (wrong password) becomes 403.
        return fail(e.status >= 500 ? 502 : e.status === 401 ? 403 : e.status, scrub(e.message, secrets))
      if (e instanceof KmdUnavailableError) return fail(502, e.message, { unavailable: true })
      if (e instanceof KmdInputError || e instanceof BadInputError) return fail(400, scrub(e.message, secrets))
      if (e instanceof TooManySessionsError) return fail(e.status, e.message)
      log(`[kmd] ${action} failed: ${(e as Error)?.name ?? 'error'}`) // action is a known key here
      return fail(500, 'internal error')
    }
  })()
  // Shared sessions: stored before the answer, so the next request may land on any instance.
  await deps.store.flush().catch(() => {})
  const label = Object.hasOwn(ACTIONS, action) ? action : '(unknown action)'
  log(`[kmd] ${label} ${status} ${Date.now() - started}ms`)
  return answer(status, payload, cookie)
}
