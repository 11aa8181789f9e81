/**
 * Scale-out, proven with real processes: one redis-server, one devnet, three app instances (each its own Node
 * process running the production gateway core and live relay, tests/cluster/instance.ts). Upstream calls are
 * counted by devnet itself (`/__devnet/stats`); upstream feeds by each instance (`/__cluster/stats`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startDevnet, type Devnet } from '@/devnet/server'
import { startRedis, type RedisServer } from '../redis/server'
import {
  blockHeights,
  devnetStats,
  feedsPerTopic,
  openViewer,
  startInstance,
  until,
  type Instance,
  type SseViewer,
} from './harness'

const NETWORKS = ['vm', 'hub', 'sharded', 'ledger'] as const
let redis: RedisServer
let devnet: Devnet
let instances: Instance[] = []
const viewers: SseViewer[] = []

beforeAll(async () => {
  redis = await startRedis()
  devnet = await startDevnet({
    port: 0,
    blockMs: 1000,
    gateways: ['vm', 'hub', 'sharded', 'node', 'indexer', 'kmd'],
    env: { DEVNET_LEDGER_ROUNDS: '100', DEVNET_KMD_SCRYPT_N: '1024' },
    dataDir: '.devnet/cluster-test',
    log: () => {},
  })
  instances = await Promise.all([0, 1, 2].map(() => startInstance({ devnetPort: devnet.port, redisUrl: redis.url })))
}, 90_000)

afterAll(async () => {
  for (const v of viewers) v.close()
  await Promise.all(instances.map((i) => i.stop()))
  await devnet?.close()
  await redis?.stop()
})

describe('three instances on one Redis', () => {
  it('300 concurrent identical misses spread over the three → one upstream call', async () => {
    await devnetStats(devnet.url, true)
    const answers = await Promise.all(
      Array.from({ length: 300 }, async (_, i) => {
        const r = await fetch(`${instances[i % 3]!.url}/api/gw/node/v2/blocks/7/hash`)
        return { status: r.status, body: await r.text() }
      }),
    )
    const calls = await devnetStats(devnet.url)
    expect(calls).toEqual({ node: { 'node.blocks.hash': 1 } })
    expect(answers.every((a) => a.status === 200)).toBe(true)
    expect(new Set(answers.map((a) => a.body)).size).toBe(1)
  })

  it('a KMD session opened on one instance works on the others (no stickiness) and ends everywhere', async () => {
    // As a load balancer would forward them: the page's origin is the balancer's.
    const post = async (i: number, action: string, body: unknown, cookie?: string) => {
      const r = await fetch(`${instances[i]!.url}/api/kmd/${action}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: 'http://explorer.test',
          'x-forwarded-host': 'explorer.test',
          'x-forwarded-proto': 'http',
          ...(cookie && { cookie }),
        },
        body: JSON.stringify(body),
      })
      return {
        status: r.status,
        json: (await r.json()) as Record<string, unknown>,
        cookie: r.headers.get('set-cookie')?.split(';')[0],
      }
    }
    const wallets = (await post(0, 'wallets/list', {})).json.wallets as { id: string; name: string }[]
    const wallet = wallets.find((w) => w.name === 'unencrypted-default-wallet')!
    const unlocked = await post(0, 'unlock', { wallet_id: wallet.id, password: '' })
    expect(unlocked.status, JSON.stringify(unlocked.json)).toBe(200)
    for (const i of [1, 2, 0]) expect((await post(i, 'keys/list', {}, unlocked.cookie)).status).toBe(200)
    expect((await post(1, 'lock', {}, unlocked.cookie)).json.released).toBe(true)
    for (const i of [0, 2]) expect((await post(i, 'keys/list', {}, unlocked.cookie)).json.locked).toBe(true)
  })

  it('300 SSE viewers spread over the three → one upstream feed per network; the lead moves within 5 s of a crash', async () => {
    await devnetStats(devnet.url, true)
    const viewerOf = new Map<SseViewer, { network: string; instance: Instance }>()
    for (let i = 0; i < 300; i++) {
      const network = NETWORKS[i % NETWORKS.length]!
      const instance = instances[i % 3]!
      const v = openViewer(`${instance.url}/api/live/${network}`, { 'x-forwarded-for': `viewer-${i}` })
      viewers.push(v)
      viewerOf.set(v, { network, instance })
    }
    const lagging = () => {
      const late = [...viewerOf].filter(([v]) => blockHeights(v).length < 2)
      return `two blocks at every viewer; ${late.length} lag, e.g. ${late
        .slice(0, 3)
        .map(([v, o]) => `${o.network}@${o.instance.port}: ${JSON.stringify(v.frames.slice(-3))}`)
        .join(' | ')}`
    }
    await until(() => viewers.every((v) => blockHeights(v).length >= 2), 25_000, lagging)
    expect(await feedsPerTopic(instances)).toEqual(Object.fromEntries(NETWORKS.map((n) => [`block:${n}`, 1])))
    // The VM feed is a WebSocket subscription: devnet counts how many were opened.
    expect((await devnetStats(devnet.url)).vm?.['vm.subscriptions.block']).toBe(1)

    // Crash the instance that leads the VM feed.
    const leads = await Promise.all(instances.map(async (i) => (await feedsPerTopic([i]))['block:vm'] === 1))
    const dead = instances[leads.indexOf(true)]!
    const survivors = instances.filter((i) => i !== dead)
    const tipAtKill = new Map<string, bigint>(NETWORKS.map((n) => [n, 0n]))
    for (const [v, { network }] of viewerOf)
      for (const h of blockHeights(v)) if (h > tipAtKill.get(network)!) tipAtKill.set(network, h)
    const t0 = Date.now()
    dead.crash()

    // Its viewers lose their stream; a load balancer sends their reconnect (with Last-Event-ID) to a survivor.
    const orphans = [...viewerOf].filter(([, o]) => o.instance === dead)
    await Promise.all(orphans.map(([v]) => v.ended))
    const resumed = orphans.map(([v, { network }], k) => {
      const last = v.frames.filter((f) => f.event === 'block').at(-1)?.id
      const again = openViewer(`${survivors[k % 2]!.url}/api/live/${network}`, {
        'x-forwarded-for': `orphan-${k}`,
        ...(last && { 'last-event-id': last }),
      })
      viewers.push(again)
      return [again, network] as const
    })
    const watched = [
      ...[...viewerOf].filter(([, o]) => o.instance !== dead).map(([v, o]) => [v, o.network] as const),
      ...resumed,
    ]

    // Every viewer gets a block newer than any seen at the crash, within 5 s of it.
    const firstNewBlockAt = (v: SseViewer, network: string) =>
      v.frames.find(
        (f) => f.event === 'block' && BigInt((f.data as { height: string }).height) > tipAtKill.get(network)!,
      )?.at
    await until(
      () => watched.every(([v, n]) => firstNewBlockAt(v, n) !== undefined),
      10_000,
      'a new block at every viewer',
    )
    const worst = Math.max(...watched.map(([v, n]) => firstNewBlockAt(v, n)! - t0))
    expect(worst).toBeLessThan(5000)
    expect(await feedsPerTopic(survivors)).toEqual(Object.fromEntries(NETWORKS.map((n) => [`block:${n}`, 1])))
    // Survivors' viewers were never cut off.
    expect(watched.filter(([v]) => v.endedAt !== undefined)).toHaveLength(0)
    // Resumed viewers got the blocks they missed: heights stay consecutive per single-chain network.
    for (const [v, n] of resumed.filter(([, n]) => n !== 'sharded')) {
      const hs = blockHeights(v)
      expect(
        hs.every((h, i) => i === 0 || h === hs[i - 1]! + 1n),
        `${n}: ${hs.join(',')}`,
      ).toBe(true)
    }
  }, 60_000)
})
