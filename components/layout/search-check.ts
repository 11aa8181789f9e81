import type { Candidate } from '@/lib/search/recognise'
import { answerFound, lookupQuery, lookupValues, type SearchTargets } from '@/lib/search/targets'
import { fillTemplate } from '@/lib/client/urls'

export type SearchResult = Candidate & { found: boolean | 'unknown' }

/**
 * Whether `c` exists, asked of its network's gateway through the proxy ('unknown' when the gateway cannot say).
 * Loaded with recognition on the first search, so no page ships it before someone searches.
 */
export async function check(c: Candidate, targets: SearchTargets, signal: AbortSignal): Promise<SearchResult> {
  const t = targets[c.network]?.[c.kind]
  if (!t || t === 'page-only') return { ...c, found: 'unknown' }
  try {
    const path = fillTemplate(t.template, lookupValues(t, c.value), t.greedy)
    const res = await fetch(`/api/gw/${t.gateway}${path}${lookupQuery(t, c.value)}`, { signal })
    const body: unknown = res.headers.get('content-type')?.includes('json') ? await res.json().catch(() => null) : null
    return { ...c, found: answerFound(res.status, body, t.present) }
  } catch {
    return { ...c, found: 'unknown' }
  }
}

/**
 * How long the other networks may still answer once one has found the record: a slow or hung gateway would
 * otherwise hold the search until the proxy gives up on it (seconds), while the answer is at hand. A network that
 * has not answered by then is listed as not checked, as one whose gateway cannot say.
 */
export const GRACE_AFTER_FOUND_MS = 1500

/**
 * Every candidate checked in parallel; resolves when all have answered, or `graceMs` after the first that found
 * its record, with the rest as 'unknown' (their requests are cancelled). Aborting `signal` cancels them all.
 */
export function checkAll(
  cands: readonly Candidate[],
  targets: SearchTargets,
  signal: AbortSignal,
  graceMs = GRACE_AFTER_FOUND_MS,
  checkOne: typeof check = check,
): Promise<SearchResult[]> {
  const stragglers = new AbortController()
  const results: (SearchResult | undefined)[] = cands.map(() => undefined)
  return new Promise<SearchResult[]>((resolve) => {
    let left = cands.length
    let grace: ReturnType<typeof setTimeout> | undefined
    const finish = () => {
      if (stragglers.signal.aborted) return
      clearTimeout(grace)
      signal.removeEventListener('abort', finish)
      stragglers.abort()
      resolve(cands.map((c, i) => results[i] ?? { ...c, found: 'unknown' }))
    }
    if (!left || signal.aborted) return finish()
    signal.addEventListener('abort', finish, { once: true })
    cands.forEach((c, i) => {
      void checkOne(c, targets, stragglers.signal).then((r) => {
        if (stragglers.signal.aborted) return
        results[i] = r
        if (--left === 0) return finish()
        if (r.found === true) grace ??= setTimeout(finish, graceMs)
      })
    })
  })
}
