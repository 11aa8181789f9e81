import type { Candidate } from '@/lib/search/recognise'
import { answerFound, lookupValues, type SearchTargets } from '@/lib/search/targets'
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
    const res = await fetch(`/api/gw/${t.gateway}${fillTemplate(t.template, lookupValues(t, c.value), t.greedy)}`, {
      signal,
    })
    const body: unknown = res.headers.get('content-type')?.includes('json') ? await res.json().catch(() => null) : null
    return { ...c, found: answerFound(res.status, body) }
  } catch {
    return { ...c, found: 'unknown' }
  }
}
