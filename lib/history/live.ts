import 'server-only'
import { sleep } from '@/lib/live/backoff'
import type { LiveContext } from '@/lib/live/http'
import { LiveHub, type FeedFactory } from '@/lib/live/hub'
import { liveContext } from '@/lib/live/relay'
import { topicFromKey } from '@/lib/live/topics'
import type { NetworkId } from '@/lib/networks'
import type { ActivityItem } from './notify'
import { historyRuntime } from './runtime'
import type { HistoryStore } from './store'

const POLL_MS = 1000

/** Blocks indexed above `after`, oldest first, with their transactions' accounts (at most `max` blocks). */
export async function activityAfter(
  store: HistoryStore,
  network: NetworkId,
  after: bigint,
  max = 20,
): Promise<(ActivityItem & { hash: string | null })[]> {
  const blocks = await store.db
    .selectFrom('blocks')
    .select(['height', 'time', 'hash'])
    .where('network', '=', network)
    .where('height', '>', after)
    .orderBy('height')
    .limit(max)
    .execute()
  if (!blocks.length) return []
  const [lo, hi] = [blocks[0]!.height, blocks.at(-1)!.height]
  const [txs, accounts] = await Promise.all([
    store.db
      .selectFrom('txs')
      .select(['height', 'idx', 'hash', 'type', 'ok'])
      .where('network', '=', network)
      .where('height', '>=', lo)
      .where('height', '<=', hi)
      .execute(),
    store.db
      .selectFrom('tx_accounts')
      .select(['height', 'idx', 'address', 'dir'])
      .where('network', '=', network)
      .where('height', '>=', lo)
      .where('height', '<=', hi)
      .execute(),
  ])
  return blocks.map((b) => ({
    network,
    height: b.height.toString(),
    hash: b.hash,
    ...(b.time !== null && { time: Number(b.time) }),
    txs: txs
      .filter((t) => t.height === b.height)
      .sort((x, y) => Number(x.idx - y.idx))
      .map((t) => ({
        hash: t.hash,
        type: t.type,
        ...(t.ok !== null && { ok: t.ok === 1n }),
        accounts: accounts
          .filter((a) => a.height === b.height && a.idx === t.idx)
          .map((a): [string, string] => [a.address, a.dir]),
      })),
  }))
}

/**
 * One feed per network however many tabs watch it: it follows the index (whichever instance writes it) from its
 * top, block by block, and the live relay's hub fans it out.
 */
function activityFeed(network: NetworkId): FeedFactory {
  return (sink) => {
    const abort = new AbortController()
    void (async () => {
      let last: bigint | undefined
      let live = false
      while (!abort.signal.aborted) {
        try {
          const { store } = await historyRuntime()
          const top = (await store.sync(network)).top ?? 0n
          if (last === undefined || top < last) last = top
          for (const item of await activityAfter(store, network, last)) {
            const { hash, ...data } = item
            sink.push({ id: item.height, event: 'activity', data, key: hash ?? item.height })
            last = BigInt(item.height)
          }
          if (!live) sink.status({ state: 'live' })
          live = true
        } catch (e) {
          live = false
          sink.status({ state: 'retrying', detail: e instanceof Error ? e.message.slice(0, 200) : 'index unavailable' })
        }
        if (!(await sleep(POLL_MS, abort.signal))) return
      }
    })()
    return { stop: () => abort.abort() }
  }
}

const holder = globalThis as typeof globalThis & { __activityHub?: LiveHub }

export function activityHub(): LiveHub {
  return (holder.__activityHub ??= new LiveHub(
    (key) => {
      const t = topicFromKey(key)
      if (!t.ok) throw new Error(t.error)
      return activityFeed(t.topic.network)
    },
    { ringSize: 64 },
  ))
}

/** The live relay's context (stream limits, client) with the activity hub in place of the block hub. */
export const activityContext = (req: Request): LiveContext => ({ ...liveContext(req), hub: activityHub() })
