/**
 * Which watched items a block of indexed activity touches, and the notification it raises. Pure: the browser's
 * notifier uses it, the tests check it.
 */
import { getNetwork, type NetworkId, traitsOf } from '@/lib/networks'
import { shorten } from '@/lib/format/shorten'
import { watchKey, type WatchItem } from './watch'

/** What the watchers' stream carries per indexed block (lib/history/live, `event: activity`). */
export interface ActivityItem {
  network: NetworkId
  height: string
  time?: number
  txs: { hash: string; type: string; ok?: boolean; accounts: [address: string, direction: string][] }[]
}

export interface WatchNotice {
  tag: string
  title: string
  body: string
  href: string
}

const WORD = { in: 'received', out: 'sent', self: 'moved', other: 'took part in' } as Record<string, string>

export function noticesFor(item: ActivityItem, watches: readonly WatchItem[]): WatchNotice[] {
  const by = new Map(watches.map((w) => [watchKey(w), w]))
  const out: WatchNotice[] = []
  for (const tx of item.txs)
    for (const [address, dir] of tx.accounts) {
      const w = by.get(`${item.network}:${address}`)
      if (!w) continue
      const who = w.kind === 'channel' ? `channel ${w.id}` : shorten(w.id)
      out.push({
        tag: `${item.network}:${tx.hash}:${address}`,
        title: `${getNetwork(item.network).name}: ${who} ${WORD[dir] ?? 'took part in'} a transaction`,
        body: `${tx.type}${tx.ok === false ? ' (failed)' : ''} at ${traitsOf(item.network).height} ${BigInt(item.height).toLocaleString('en-US')}`,
        href: `/${item.network}/txs/${encodeURIComponent(tx.hash)}`,
      })
    }
  return out
}
