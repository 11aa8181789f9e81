import 'server-only'
import { buildPath, getOperation, type OperationId } from '@/lib/catalog'
import type { GatewayId } from '@/lib/catalog/types'
import { callOperation } from '@/lib/gateway'
import { getNetwork, traitsOf, type NetworkId } from '@/lib/networks'
import { gatewayConfig, serverEnv } from '@/lib/server/env'
import { cosmosChain, ledgerChain, shardedChain, type Call } from './feeds/chains'
import { DEFAULT_BACKFILL, pollerFeed, type Chain } from './feeds/poller'
import { socketFeed } from './feeds/socket'
import { beatReader, blockItem, blockReader, logReader } from './feeds/vm'
import { clientAddress } from '@/lib/gateway/rate-limit'
import { DEFAULT_LIMITS, StreamLimiter, type LiveContext } from './http'
import { LiveHub, type FeedFactory } from './hub'
import { liveCluster } from './leader'
import type { BeatSummary, BlockSummary, LogSummary } from './summary'
import { filterQuery, topicFromKey, type Topic } from './topics'

/**
 * Production wiring of the live relay: one hub per server process, feeds built from the validated env and the
 * proxy core (pollers go through `callOperation`, so they share its cache, coalescing and breaker).
 */

/** Resume the upstream after the topic's newest item when it is this recent; else start at the head. */
const RESUME_WINDOW_MS = 120_000
/** Blocks a VM block feed started afresh replays before the best one: more than a live page's backlog (20). */
const REPLAY_BLOCKS = 25
/**
 * Reconnect and re-poll quickly and often: a feed back within ~2 s of its upstream's return (the breaker's 2 s
 * pause plus at most one retry interval). The proxy's breaker turns retries at a dead gateway into instant 503s,
 * so frequent retries cost it nothing.
 */
const BACKOFF = { initialMs: 250, maxMs: 1000 }

const call: Call = (gateway, opId, path, query, signal) => callOperation({ gateway, opId, path, query, signal })

const log = (line: string) => console.warn(line)

/** Why a network cannot be followed, for the page to say plainly. */
export function unsupportedReason(network: NetworkId): string | undefined {
  if (getNetwork(network).kind === 'vm' || chainOf(network)) return undefined
  return `The ${getNetwork(network).name} gateway offers no block operation (neither the latest block nor a block by height), so its blocks cannot be followed.`
}

/**
 * How the live page of a network gets its blocks, in one sentence derived from what its gateway serves: pushed
 * by a subscription, long-polled where the node waits for the next block, polled on the block interval, or not at
 * all (then the reason, and nothing else).
 */
export function feedDescription(network: NetworkId): string {
  const n = getNetwork(network)
  if (n.kind === 'vm')
    return 'Pushed by the gateway’s block subscription and relayed by this server: one upstream subscription for every viewer.'
  const chain = chainOf(network)
  if (!chain) return unsupportedReason(network)!
  if (chain.waitAfter)
    return `Relayed by this server for every viewer: the node answers as soon as the ${traitsOf(network).block.toLowerCase()} after the last one exists, so each appears without polling.`
  return `Polled by this server once for every viewer, each ${traitsOf(network).block.toLowerCase()} asked for when it is due by the observed interval (about ${(n.blockIntervalMs / 1000).toFixed(1)} s).`
}

function chainOf(network: NetworkId): Chain | undefined {
  const n = getNetwork(network)
  if (n.kind === 'cosmos') return cosmosChain(network, n.gateways[0]!, call)
  if (n.kind === 'sharded') return shardedChain(network, n.gateways[0]!, call)
  if (n.kind === 'node') return ledgerChain(network, n.gateways[0]!, call)
  return undefined
}

/** ws(s) URL of a VM subscription operation, with the topic's filters; the path comes from the catalog. */
export function subscriptionUrl(gateway: GatewayId, opId: OperationId, query: Record<string, string>): string {
  const cfg = gatewayConfig(serverEnv().gateways, gateway)
  const url = new URL(cfg.url.replace(/^http/, 'ws') + buildPath(getOperation(opId), {}, cfg.aliases))
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v)
  return url.toString()
}

const isRecent = (ms: number | undefined) => ms !== undefined && ms >= Date.now() - RESUME_WINDOW_MS

function vmFeed(topic: Topic): FeedFactory {
  const gateway = getNetwork(topic.network).gateways[0]!
  const cfg = gatewayConfig(serverEnv().gateways, gateway)
  const base = {
    headers: { 'api-key': cfg.apiKey },
    backoff: BACKOFF,
    // Two silent ping periods drop the socket: a few blocks' time, not 40 s.
    pingMs: Math.max(5000, 2 * getNetwork(topic.network).blockIntervalMs),
    intervalMs: getNetwork(topic.network).blockIntervalMs,
    log,
  }
  if (topic.stream === 'block') {
    return socketFeed({
      ...base,
      perBlock: true,
      url: subscriptionUrl(gateway, 'vm.subscriptions.block', {}),
      reader: () => blockReader(topic.network),
      async start(sink, signal) {
        const last = sink.last()?.data as BlockSummary | undefined
        if (last?.hash && isRecent(last.time)) return { pos: last.hash }
        const best = await call(gateway, 'vm.blocks.get', { revision: 'best' }, {}, signal)
        const item = best.status === 200 ? blockItem(topic.network, best.body) : undefined
        const top = item?.data as BlockSummary | undefined
        // The subscription replays the last blocks before the best one: a viewer's backlog is those, in a row,
        // not the blocks kept from before the feed stopped with a hole after them.
        const from = top && /^\d+$/.test(top.height) ? BigInt(top.height) - BigInt(REPLAY_BLOCKS) : -1n
        // Kept blocks that reach into that stretch (a slow chain) are continued from, not replayed over.
        if (last?.hash && /^\d+$/.test(last.height) && from >= 0n && BigInt(last.height) >= from)
          return { pos: last.hash }
        if (from >= 0n) {
          const back = await call(gateway, 'vm.blocks.get', { revision: from.toString() }, {}, signal)
          const id = back.status === 200 ? (blockItem(topic.network, back.body)?.data as BlockSummary)?.hash : undefined
          if (id) return { pos: id }
        }
        // The best block first: the page shows it at once, and the subscription continues right after it.
        return item && top?.hash ? { pos: top.hash, items: [item] } : undefined
      },
    })
  }
  if (topic.stream === 'beat') {
    return socketFeed({
      ...base,
      perBlock: true,
      url: subscriptionUrl(gateway, 'vm.subscriptions.beat', {}),
      reader: beatReader,
      async start(sink) {
        const last = sink.last()?.data as BeatSummary | undefined
        return last?.hash && isRecent(last.time) ? { pos: last.hash } : undefined
      },
    })
  }
  return socketFeed({
    ...base,
    url: subscriptionUrl(gateway, `vm.subscriptions.${topic.stream}`, filterQuery(topic)),
    reader: logReader(topic.stream),
    async start(sink) {
      const last = sink.last()?.data as LogSummary | undefined
      return last?.blockId && isRecent(last.time) ? { pos: last.blockId } : undefined
    },
  })
}

function feedFor(key: string): FeedFactory {
  const parsed = topicFromKey(key)
  if (!parsed.ok) throw new Error(parsed.error)
  const { topic } = parsed
  if (getNetwork(topic.network).kind === 'vm') return vmFeed(topic)
  const chain = chainOf(topic.network)
  if (!chain) {
    const detail = unsupportedReason(topic.network)!
    return (sink) => {
      sink.status({ state: 'unsupported', detail })
      return { stop() {} }
    }
  }
  return pollerFeed(chain, {
    intervalMs: getNetwork(topic.network).blockIntervalMs,
    resumeWindowMs: RESUME_WINDOW_MS,
    backfillMax: DEFAULT_BACKFILL,
    backoff: BACKOFF,
    log,
  })
}

const holder = globalThis as typeof globalThis & { __liveHub?: LiveHub }

/** The process's hub (survives dev reloads). Filtered log topics are dropped when idle; block rings are kept. */
export function liveHub(): LiveHub {
  // With REDIS_URL, one instance runs each upstream feed and the others relay it (./leader.ts).
  return (holder.__liveHub ??= new LiveHub(liveCluster()?.wrap(feedFor) ?? feedFor, {
    ringSize: 256,
    retainIdle: (key) => key.startsWith('block:'),
  }))
}

const limits = globalThis as typeof globalThis & { __liveLimiter?: StreamLimiter }

/** Everything a live route needs for one request: the hub, the stream limits, the client and its abort signal. */
export function liveContext(req: Request): LiveContext {
  return {
    hub: liveHub(),
    limiter: (limits.__liveLimiter ??= new StreamLimiter(DEFAULT_LIMITS)),
    client: clientAddress(req.headers, serverEnv().TRUST_PROXY),
    signal: req.signal,
  }
}
