import 'server-only'
import { buildPath, getOperation, type OperationId } from '@/lib/catalog'

/**
 * A thin client of the key management daemon. Every path comes from the catalog (`kmd.*` operations), every body
 * is checked against the operation's schema before it leaves, headers are built fresh per call (the key goes in
 * no URL), redirects are refused (they would carry the key elsewhere) and each call has a deadline.
 */

export interface KmdTarget {
  url: string
  apiKey: string
  aliases: Readonly<Record<string, string>>
  timeoutMs: number
}

/** An answer of kmd with `error: true` or a non-2xx status. `message` is kmd's own text. */
export class KmdUpstreamError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
  /** The wallet handle token is expired, released or unknown: the console must unlock again. */
  get tokenInvalid(): boolean {
    return (
      /handle/i.test(this.message) &&
      /expired|released|unknown|invalid|does not exist|locked|not found/i.test(this.message)
    )
  }
}

/** kmd could not be reached or answered something that is not kmd JSON. */
export class KmdUnavailableError extends Error {}

/** A request body the catalog schema refuses (a bug or bad input that slipped through). */
export class KmdInputError extends Error {}

export type KmdAnswer = Record<string, unknown> & { error?: boolean; message?: string }

export interface KmdClient {
  call(opId: OperationId, body?: Record<string, unknown>): Promise<KmdAnswer>
}

export function createKmdClient(target: KmdTarget, fetchImpl: typeof fetch = fetch): KmdClient {
  const base = target.url.replace(/\/+$/, '')
  return {
    async call(opId, body = {}) {
      const op = getOperation(opId)
      if (op.kind !== 'kmd') throw new Error(`${opId} is not a kmd operation`)
      if (op.body) {
        const check = op.body.safeParse(body)
        if (!check.success)
          throw new KmdInputError(
            check.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; '),
          )
      }
      const url = base + buildPath(op, {}, target.aliases)
      let res: Response
      try {
        res = await fetchImpl(url, {
          method: op.method,
          headers: {
            'api-key': target.apiKey,
            'x-kmd-api-token': target.apiKey,
            accept: 'application/json',
            ...(op.method === 'GET' ? {} : { 'content-type': 'application/json' }),
          },
          ...(op.method === 'GET' ? {} : { body: JSON.stringify(body) }),
          redirect: 'error',
          cache: 'no-store',
          signal: AbortSignal.timeout(target.timeoutMs),
        })
      } catch (e) {
        // Never echo the error text: fetch errors can carry the URL.
        const reason = (e as Error).name === 'TimeoutError' ? 'timed out' : 'could not be reached'
        throw new KmdUnavailableError(`the key management daemon ${reason}`)
      }
      let answer: KmdAnswer
      try {
        answer = (await res.json()) as KmdAnswer
      } catch {
        throw new KmdUnavailableError(`the key management daemon answered ${res.status} without JSON`)
      }
      if (!answer || typeof answer !== 'object')
        throw new KmdUnavailableError('the key management daemon answered no object')
      if (!res.ok || answer.error === true) {
        const message =
          typeof answer.message === 'string' && answer.message ? answer.message : `kmd answered ${res.status}`
        throw new KmdUpstreamError(res.ok ? 400 : res.status, message)
      }
      return answer
    },
  }
}
