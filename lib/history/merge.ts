import 'server-only'
import type { NetworkId } from '@/lib/networks'
import { decodeCursor, encodeCursor } from './cursor'
import type { Parsed } from './params'
import type { HistoryStore } from './store'
import type { HistoryRow } from './types'

export interface NetworkAddress {
  network: NetworkId
  address: string
}

/** Per network, the cursor after the last row shown; `done` networks have no more. */
type MergeCursor = Record<string, string | 0>

const enc = (c: MergeCursor) => btoa(JSON.stringify(c)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
function dec(raw: string): MergeCursor | undefined {
  if (!/^[A-Za-z0-9_-]{1,2000}$/.test(raw)) return undefined
  try {
    const v = JSON.parse(atob(raw.replace(/-/g, '+').replace(/_/g, '/'))) as unknown
    if (!v || typeof v !== 'object' || Array.isArray(v)) return undefined
    for (const x of Object.values(v)) if (x !== 0 && (typeof x !== 'string' || !decodeCursor(x).ok)) return undefined
    return v as MergeCursor
  } catch {
    return undefined
  }
}

/**
 * Several networks' histories as one, newest first: each network's next page is read, the pages merged by time
 * and cut to `limit`; the cursor remembers, per network, the last row shown.
 */
export async function mergedHistory(
  store: HistoryStore,
  who: readonly NetworkAddress[],
  limit: number,
  cursor?: string,
): Promise<Parsed<{ rows: HistoryRow[]; next?: string }>> {
  const c: MergeCursor = cursor ? (dec(cursor) ?? { bad: 0 }) : {}
  if ('bad' in c) return { ok: false, detail: 'cursor: not a cursor this page gave out' }
  const pages = await Promise.all(
    who.map(async (w) => {
      const key = `${w.network}:${w.address}`
      const at = c[key]
      if (at === 0) return { key, rows: [] as HistoryRow[], more: false }
      const d = at ? decodeCursor(at) : undefined
      const p = await store.accountHistory({
        network: w.network,
        address: w.address,
        limit,
        ...(d?.ok && { cursor: d.cursor }),
      })
      return { key, rows: p.rows, more: !!p.next }
    }),
  )
  const all = pages
    .flatMap((p) => p.rows.map((row) => ({ key: p.key, row })))
    .sort((a, b) => (b.row.time ?? 0) - (a.row.time ?? 0))
  const shown = all.slice(0, limit)
  const next: MergeCursor = { ...c }
  for (const p of pages) {
    const mine = shown.filter((s) => s.key === p.key)
    const last = mine.at(-1)?.row
    if (last) {
      next[p.key] =
        mine.length === p.rows.length && !p.more
          ? 0
          : encodeCursor({ height: BigInt(last.height), idx: BigInt(last.idx) })
    } else if (!p.rows.length) next[p.key] = 0
  }
  const more = Object.values(next).some((v) => v !== 0) && (all.length > limit || pages.some((p) => p.more))
  return { ok: true, value: { rows: shown.map((s) => s.row), ...(more && { next: enc(next) }) } }
}
