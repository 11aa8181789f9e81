import 'server-only'
import type { OperationId } from '@/lib/catalog/operation-ids'
import type { GatewayId } from '@/lib/catalog/types'
import { callOperation } from '@/lib/gateway'
import { noteShortfall } from '@/lib/page-cache/context'
import { pageSignal } from '@/lib/query/deadline'
import { describeAnswerError } from './runtime'

/** One source's outcome as plain JSON for a panel: the parsed value, or the message it failed with. */
export type Loaded<T> =
  { ok: true; value: T; raw: unknown; fetchedAt: number } | { ok: false; error: string; status: number }

/**
 * Call one operation and parse its answer; never throws (gateway errors and shape errors become `ok: false`).
 * Waits at most until the page deadline (lib/query/deadline), as every server-side call of a page does.
 */
export async function load<T>(
  gateway: GatewayId,
  opId: OperationId,
  parse: (body: unknown) => T,
  query?: Record<string, string>,
): Promise<Loaded<T>> {
  const signal = pageSignal()
  try {
    const a = await callOperation({ gateway, opId, ...(query && { query }), signal })
    if (a.status >= 400) {
      if (a.status >= 500 || a.status === 429) noteShortfall()
      return { ok: false, status: a.status, error: describeAnswerError(a, gateway) }
    }
    return { ok: true, value: parse(a.body), raw: a.body, fetchedAt: a.fetchedAt }
  } catch (e) {
    noteShortfall()
    if (signal.aborted)
      return { ok: false, status: 504, error: 'page_deadline: the gateway did not answer before the page deadline' }
    return { ok: false, status: 502, error: `unexpected answer: ${e instanceof Error ? e.message : String(e)}` }
  }
}

/** The SDK page request's key and limit, and how far a panel follows `next_key` before it stops. */
export const PAGE_LIMIT = 200
export const MAX_PAGES = 25

/**
 * Follow `pagination.next_key` until the end (or MAX_PAGES) and concatenate. `truncated` tells the panel that
 * the list is longer than it fetched, so it can say so instead of presenting a partial total as complete.
 */
export async function loadAllPages<T>(
  gateway: GatewayId,
  opId: OperationId,
  parse: (body: unknown) => { items: T[]; next: string | null },
): Promise<Loaded<{ items: T[]; truncated: boolean; pages: number }>> {
  const items: T[] = []
  let key: string | null = null
  let fetchedAt = 0
  let pages = 0
  for (; pages < MAX_PAGES; pages++) {
    const query: Record<string, string> = { 'pagination.limit': String(PAGE_LIMIT) }
    if (key !== null) query['pagination.key'] = key
    const page: Loaded<{ items: T[]; next: string | null }> = await load(gateway, opId, parse, query)
    if (!page.ok) return page
    items.push(...page.value.items)
    fetchedAt = Math.max(fetchedAt, page.fetchedAt)
    key = page.value.next
    if (!key) return { ok: true, value: { items, truncated: false, pages: pages + 1 }, raw: undefined, fetchedAt }
  }
  return { ok: true, value: { items, truncated: true, pages }, raw: undefined, fetchedAt }
}
