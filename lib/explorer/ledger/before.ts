import 'server-only'
/**
 * What the keys an application call changed held before it. The indexer answers each call's changes (after values)
 * but no past state, so the value before is the one the application's latest earlier change of that key set: its
 * calls in the rounds before this one are searched (a bounded window), replayed in order, and read just before this
 * transaction. A key no call in the window touched is "not known", unless the application was created inside the
 * window (then it was not set), or the sender's local state of an opt-in (it starts empty).
 */
import { resolveCall } from '@/lib/client/resolve'
import type { NetworkId } from '@/lib/networks'
import { serverFetch } from '@/lib/query/server'
import type { Before } from './app-call'
import { beforeKey } from './app-call'
import { ledgerGateways } from './gateways'
import { ledgerTxList } from './schemas'
import type { Tx } from './tx-words'

/** Rounds searched back from the call; at most PAGES pages of LIMIT transactions of the application. */
export const BEFORE_WINDOW = 1000
const LIMIT = 1000
const PAGES = 3

type Delta = { key: string; value: unknown }

function asBefore(value: unknown): Before {
  const v = (value ?? {}) as { action?: unknown; bytes?: unknown; uint?: unknown }
  if (Number(v.action) === 3) return { kind: 'absent' }
  if (typeof v.bytes === 'string' && v.bytes) return { kind: 'bytes', b64: v.bytes }
  if (v.uint !== undefined && v.uint !== null) return { kind: 'uint', value: String(v.uint) }
  return Number(v.action) === 1 ? { kind: 'bytes', b64: '' } : { kind: 'uint', value: '0' }
}

const order = (t: Tx): [bigint, number] => [BigInt(t['confirmed-round'] ?? 0), Number(t['intra-round-offset'] ?? 0)]
const earlier = (a: Tx, b: Tx) => {
  const [ra, oa] = order(a)
  const [rb, ob] = order(b)
  return ra < rb || (ra === rb && oa < ob)
}

export async function beforeValues(
  network: NetworkId,
  t: Tx,
): Promise<{ values: Record<string, Before>; since: string } | undefined> {
  const app = t['application-transaction']?.['application-id']
  const round = t['confirmed-round']
  if (!app || app === '0' || !round) return undefined
  const wanted = [
    ...(t['global-state-delta'] ?? []).map((d) => beforeKey(d.key)),
    ...(t['local-state-delta'] ?? []).flatMap((l) => l.delta.map((d) => beforeKey(d.key, l.address))),
  ]
  const { indexer } = ledgerGateways(network)
  const min = BigInt(round) > BigInt(BEFORE_WINDOW) ? BigInt(round) - BigInt(BEFORE_WINDOW) : 0n
  const calls: Tx[] = []
  let next: string | undefined
  try {
    for (let page = 0; page < PAGES; page++) {
      const r = await serverFetch(
        resolveCall({
          gateway: indexer,
          opId: 'indexer.transactions.search',
          query: {
            'application-id': app,
            'min-round': min.toString(),
            'max-round': round,
            limit: String(LIMIT),
            ...(next && { next }),
          },
        }),
      )
      const l = ledgerTxList.parse(r.body)
      calls.push(...l.transactions)
      next = l['next-token'] ?? undefined
      if (!next || l.transactions.length < LIMIT) break
    }
  } catch {
    return undefined
  }
  const state = new Map<string, Before>()
  const set = (k: string, v: Before) => state.set(k, v)
  let created = false
  // The indexer lists a search without an address oldest first; sort anyway, the replay depends on it.
  for (const c of calls.filter((c) => earlier(c, t)).sort((a, b) => (earlier(a, b) ? -1 : 1))) {
    if (c['created-application-index'] === app) {
      created = true
      state.clear()
    }
    for (const d of (c['global-state-delta'] ?? []) as Delta[]) set(beforeKey(d.key), asBefore(d.value))
    for (const l of c['local-state-delta'] ?? [])
      for (const d of l.delta) set(beforeKey(d.key, l.address), asBefore(d.value))
  }
  // Opting in starts the sender's local state empty, whatever came before (a close-out removed any earlier one).
  const fresh = t['application-transaction']?.['on-completion'] === 'optin' ? `l:${t.sender}:` : undefined
  const values: Record<string, Before> = {}
  for (const k of wanted)
    values[k] =
      (fresh && k.startsWith(fresh) ? { kind: 'absent' } : state.get(k)) ??
      (created ? { kind: 'absent' } : { kind: 'unknown' })
  return { values, since: min.toString() }
}
