import 'server-only'
import { resolveCall } from '@/lib/client/resolve'
import type { GatewayId } from '@/lib/networks'
import { serverFetch } from '@/lib/query/server'
import { cursorText, newestFirst, parseCursor, READ_LIMIT, type WindowTx } from './newest'
import type { SearchQuery } from './search'

interface Answer<T> {
  transactions?: T[]
  'next-token'?: string
}

const search = async <T>(indexer: GatewayId, query: Record<string, string>): Promise<Answer<T>> =>
  (await serverFetch(resolveCall({ gateway: indexer, opId: 'indexer.transactions.search', query }))).body as Answer<T>

/**
 * One page of the indexer's transaction search, newest first. With an account the indexer answers newest first
 * itself (its `next` token pages on); without one, the page walks back from the indexer's round (lib/ledger-tools/newest).
 */
export async function runSearch<T extends WindowTx>(
  indexer: GatewayId,
  q: SearchQuery,
): Promise<{ txs: T[]; next?: string | undefined; at?: string }> {
  if (q.form.address) {
    const body = await search<T>(indexer, q.query)
    const txs = Array.isArray(body.transactions) ? body.transactions : []
    // The indexer may hand a token on a short last page; only a full page can have a next one.
    return { txs, next: txs.length === q.form.limit ? body['next-token'] : undefined }
  }
  const health = (await serverFetch(resolveCall({ gateway: indexer, opId: 'indexer.health' }))).body as {
    round?: unknown
  }
  const head = typeof health.round === 'number' || typeof health.round === 'string' ? BigInt(health.round) : undefined
  if (head === undefined) throw new Error('the indexer did not say which round it has reached')
  const { limit: _limit, next: _next, 'min-round': min, 'max-round': max, ...filters } = q.query
  const cursor = q.form.next ? parseCursor(q.form.next) : undefined
  // Where this page starts, pinned: the first page (from the head) is remembered as "before the round after the head",
  // so "Previous page" comes back to the same rows however far the chain has moved on.
  const at = q.form.next || cursorText({ round: head + 1n, offset: 0 })
  const page = await newestFirst<T>({
    limit: q.form.limit,
    head,
    ...(cursor && { cursor }),
    ...(min !== undefined && { minRound: BigInt(min) }),
    ...(max !== undefined && { maxRound: BigInt(max) }),
    read: async (w) => {
      const body = await search<T>(indexer, {
        ...filters,
        'min-round': String(w.min),
        'max-round': String(w.max),
        limit: String(READ_LIMIT),
        ...(w.next && { next: w.next }),
      })
      const txs = Array.isArray(body.transactions) ? body.transactions : []
      return { transactions: txs, ...(body['next-token'] && { nextToken: body['next-token'] }) }
    },
  })
  return { ...page, at }
}
