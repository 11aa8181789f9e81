/**
 * `npm run bench:cluster`: what N app instances cost the gateways, with and without Redis. One devnet, a real
 * redis-server (Debian's), and 1 or 3 instance processes (tests/cluster/instance.ts: the production gateway core
 * and live relay without Next) on free loopback ports. For each configuration it prints:
 * - upstream calls made for 300 concurrent identical misses spread over the instances (devnet counts them),
 *   averaged over BENCH_ROUNDS fresh keys;
 * - upstream feeds per network while 300 SSE viewers (4 networks) are spread over the instances: VM WebSocket
 *   subscriptions counted by devnet, pollers as reported by the instances, and devnet requests/s per gateway;
 * - with Redis and 3 instances: how long after the VM feed's leader is killed (SIGKILL) every viewer has a new block.
 * Env: BENCH_ROUNDS (5), BENCH_WINDOW_S (10).
 */
import { startDevnet } from '../../devnet/server'
import { startRedis, type RedisServer } from '../../tests/redis/server'
import {
  blockHeights,
  clusterStats,
  devnetStats,
  feedsPerTopic,
  openViewer,
  startInstance,
  totalCalls,
  until,
  type Instance,
  type SseViewer,
} from '../../tests/cluster/harness'
import { exitIfHelp } from '../../scripts/cli-help'

exitIfHelp(import.meta.url)

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5)
const WINDOW_S = Number(process.env.BENCH_WINDOW_S ?? 10)
const NETWORKS = ['vm', 'hub', 'sharded', 'ledger'] as const
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

const devnet = await startDevnet({
  port: 0,
  blockMs: 1000,
  gateways: ['vm', 'hub', 'sharded', 'node', 'indexer'],
  env: { DEVNET_LEDGER_ROUNDS: '400' },
  dataDir: '.devnet/cluster-bench',
  log: () => {},
})

interface Row {
  config: string
  callsPerMiss: number
  callsMax: number
  missMs: number
  vmSubscriptions: number
  pollerFeeds: string
  perSecond: string
  moveMs?: number
}

async function measure(n: number, withRedis: boolean, firstRound: number): Promise<Row> {
  let redis: RedisServer | undefined
  if (withRedis) redis = await startRedis()
  const instances: Instance[] = await Promise.all(
    Array.from({ length: n }, () => startInstance({ devnetPort: devnet.port, redisUrl: redis?.url })),
  )
  const viewers: SseViewer[] = []
  try {
    // Misses: a fresh round each time, so every round is a miss everywhere.
    const calls: number[] = []
    const took: number[] = []
    for (let r = 0; r < ROUNDS; r++) {
      await devnetStats(devnet.url, true)
      const t0 = performance.now()
      await Promise.all(
        Array.from({ length: 300 }, async (_, i) => {
          const res = await fetch(`${instances[i % n]!.url}/api/gw/node/v2/blocks/${firstRound + r}/hash`)
          await res.arrayBuffer()
          if (res.status !== 200) throw new Error(`miss answered ${res.status}`)
        }),
      )
      took.push(performance.now() - t0)
      calls.push(totalCalls(await devnetStats(devnet.url)))
    }

    // Feeds: 300 viewers over 4 networks, spread over the instances.
    await devnetStats(devnet.url, true)
    const of = new Map<SseViewer, { network: string; instance: Instance }>()
    for (let i = 0; i < 300; i++) {
      const network = NETWORKS[i % NETWORKS.length]!
      const instance = instances[i % n]!
      const v = openViewer(`${instance.url}/api/live/${network}`, { 'x-forwarded-for': `viewer-${i}` })
      viewers.push(v)
      of.set(v, { network, instance })
    }
    await until(() => viewers.every((v) => blockHeights(v).length >= 2), 60_000, 'two blocks at every viewer')
    // Devnet counts every VM WebSocket subscription opened since the viewers came.
    const vmSubscriptions = (await devnetStats(devnet.url)).vm?.['vm.subscriptions.block'] ?? 0
    await devnetStats(devnet.url, true)
    await sleep(WINDOW_S * 1000)
    const window = await devnetStats(devnet.url)
    const perGateway = Object.entries(window)
      .map(([g, ops]) => `${g} ${(Object.values(ops).reduce((a, b) => a + b, 0) / WINDOW_S).toFixed(1)}`)
      .join(', ')
    let pollerFeeds: string
    if (withRedis) {
      const feeds = await feedsPerTopic(instances)
      pollerFeeds = NETWORKS.filter((x) => x !== 'vm')
        .map((x) => `${x} ${feeds[`block:${x}`] ?? 0}`)
        .join(', ')
    } else {
      // Without Redis every instance with viewers of a network runs its own poller for it (hub feeds).
      const perInstance = await Promise.all(instances.map(clusterStats))
      pollerFeeds = `${perInstance.reduce((a, s) => a + s.hub.feeds, 0) / NETWORKS.length} per network (${n} instance${n > 1 ? 's' : ''} × 1)`
    }

    let moveMs: number | undefined
    if (withRedis && n > 1) moveMs = await crashLeader(instances, of)

    const mean = calls.reduce((a, b) => a + b, 0) / calls.length
    return {
      config: `${n} instance${n > 1 ? 's' : ''}, ${withRedis ? 'Redis' : 'no Redis'}`,
      callsPerMiss: mean,
      callsMax: Math.max(...calls),
      missMs: took.sort((a, b) => a - b)[Math.floor(took.length / 2)]!,
      vmSubscriptions,
      pollerFeeds,
      perSecond: perGateway,
      moveMs,
    }
  } finally {
    for (const v of viewers) v.close()
    await Promise.all(instances.map((i) => i.stop()))
    await redis?.stop()
  }
}

async function crashLeader(
  instances: Instance[],
  of: Map<SseViewer, { network: string; instance: Instance }>,
): Promise<number> {
  const leads = await Promise.all(instances.map(async (i) => (await feedsPerTopic([i]))['block:vm'] === 1))
  const dead = instances[leads.indexOf(true)]!
  const tip = new Map<string, bigint>(NETWORKS.map((x) => [x, 0n]))
  for (const [v, { network }] of of) for (const h of blockHeights(v)) if (h > tip.get(network)!) tip.set(network, h)
  const watched = [...of].filter(([, o]) => o.instance !== dead)
  const t0 = Date.now()
  dead.crash()
  const newAt = (v: SseViewer, network: string) =>
    v.frames.find((f) => f.event === 'block' && BigInt((f.data as { height: string }).height) > tip.get(network)!)?.at
  await until(
    () => watched.every(([v, o]) => newAt(v, o.network) !== undefined),
    30_000,
    'a new block at every surviving viewer',
  )
  return Math.max(...watched.map(([v, o]) => newAt(v, o.network)! - t0))
}

const rows: Row[] = []
try {
  rows.push(await measure(1, true, 20))
  rows.push(await measure(3, false, 40))
  rows.push(await measure(3, true, 60))
} finally {
  await devnet.close()
}

console.log(`\nbench:cluster — 300 concurrent identical misses (${ROUNDS} rounds) and 300 SSE viewers on 4 networks\n`)
console.log(
  '| configuration | upstream calls per 300 misses (mean / max) | miss p50 ms | VM subscriptions (devnet) | poller feeds | devnet requests/s while viewing |',
)
console.log('|---|---|---|---|---|---|')
for (const r of rows)
  console.log(
    `| ${r.config} | ${r.callsPerMiss.toFixed(1)} / ${r.callsMax} | ${r.missMs.toFixed(0)} | ${r.vmSubscriptions} | ${r.pollerFeeds} | ${r.perSecond} |`,
  )
for (const r of rows)
  if (r.moveMs !== undefined)
    console.log(
      `\n${r.config}: VM leader killed (SIGKILL) → every surviving viewer had a new block after ${r.moveMs} ms`,
    )
