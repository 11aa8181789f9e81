import { spawn, type ChildProcess } from 'node:child_process'
import { join } from 'node:path'
import { waitForUrl } from '../../scripts/wait-for-url'
/**
 * The routes the page benchmarks visit (bench:pages, bench:js): `/`, one record of each kind on two network kinds
 * (SDK hub, ledger), the ledger's transaction, asset, application and group pages, the Hub's staking denomination, a
 * VM token, a sharded token, and every network's overview (`BENCH_OVERVIEWS`), found through the app's own proxy at
 * `base`.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a bench reads whatever the answer holds
async function getJson(base: string, path: string): Promise<any> {
  // A devnet that has just started (or a loaded machine) may answer 502/504 for a while: try a few times.
  for (let attempt = 1; ; attempt++) {
    const r = await fetch(`${base}/api/gw${path}`)
    if (r.ok) return r.json()
    if (attempt === 5) throw new Error(`${path}: ${r.status}`)
    await new Promise((done) => setTimeout(done, 3000))
  }
}

/** A fungible token some account of a recent hyperblock holds (the sharded token page). */
async function shardedToken(get: (path: string) => ReturnType<typeof getJson>): Promise<string> {
  const head = Number((await get('/sharded/network/status/4294967295')).data.status.erd_nonce)
  for (let n = head - 2; n > head - 40; n--) {
    const hb = await get(`/sharded/hyperblock/by-nonce/${n}`)
    for (const t of hb.data.hyperblock.transactions ?? []) {
      const id = Object.keys((await get(`/sharded/address/${t.sender}/tokenstd`)).data.esdts ?? {})[0]
      if (id) return id
    }
  }
  throw new Error('no account of the latest hyperblocks holds a token')
}

/** An account that signed a message in one of the Hub's latest blocks (not every block's first message has one). */
async function hubAccount(get: (path: string) => ReturnType<typeof getJson>, head: number): Promise<string> {
  for (let n = head; n > head - 30; n--) {
    for (const tx of (await get(`/hub/sdk/tx/v1beta1/txs/block/${n}`)).txs ?? [])
      for (const m of tx.body?.messages ?? []) {
        const a = m.sender ?? m.from_address ?? m.delegator_address ?? m.voter ?? m.granter
        if (typeof a === 'string') return a
      }
  }
  throw new Error('no message of the latest Hub blocks names its sender')
}

/** The contract of the newest token Transfer the VM logged (its token page). */
async function vmToken(base: string): Promise<string> {
  const best = Number((await getJson(base, '/vm/blocks/best')).number)
  const r = await fetch(`${base}/api/gw/vm/logs/event`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      criteriaSet: [{ topic0: '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef' }],
      range: { unit: 'block', from: Math.max(0, best - 200) },
      options: { offset: 0, limit: 1 },
      order: 'desc',
    }),
  })
  const [log] = r.ok ? ((await r.json()) as { address: string }[]) : []
  if (!log) throw new Error(`no token transfer in the VM's latest 200 blocks (${r.status})`)
  return log.address.toLowerCase()
}

/** A transaction group of the ledger's latest transactions, as its page's URL carries it (base64url). */
async function ledgerGroup(get: (path: string) => ReturnType<typeof getJson>): Promise<string> {
  const { transactions } = await get('/indexer/v2/transactions?limit=200')
  const g = (transactions as { group?: string }[]).find((t) => t.group)?.group
  if (!g) throw new Error("no grouped transaction among the ledger indexer's latest 200")
  return g.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

export async function benchRoutes(base: string): Promise<string[]> {
  const get = (path: string) => getJson(base, path)
  const latest = await get('/hub/sdk/base/consensus/v1beta1/blocks/latest')
  const h = Number(latest.block.header.height) - 2
  const hubAddr = await hubAccount(get, h)
  const ltx = (await get('/indexer/v2/transactions?limit=1')).transactions[0]
  const asset = (await get('/indexer/v2/assets?limit=1')).assets[0].index
  const application = (await get('/indexer/v2/applications?limit=1')).applications[0].id
  // Every network's overview (`/<net>`): dashboards whose tables are painted on the server and whose charts load late.
  const overviews = (process.env.BENCH_OVERVIEWS ?? 'hub,staking,exchange,platform,classic,vm,sharded,ledger')
    .split(',')
    .filter(Boolean)
    .map((n) => `/${n}`)
  return [
    '/',
    `/hub/blocks/${h}`,
    `/hub/accounts/${hubAddr}`,
    `/ledger/blocks/${ltx['confirmed-round']}`,
    `/ledger/accounts/${ltx.sender}`,
    `/ledger/txs/${ltx.id}`,
    `/ledger/assets/${asset}`,
    `/ledger/applications/${application}`,
    `/ledger/groups/${await ledgerGroup(get)}`,
    `/hub/denoms/uhub`,
    `/vm/tokens/${await vmToken(base)}`,
    `/sharded/tokens/${await shardedToken(get)}`,
    ...overviews,
  ]
}

/** The built app with its devnet on the bench's own ports, unless BENCH_URL names one already running. */
export function spawnBenchApp(port: string, devnetPort: string): ChildProcess | undefined {
  if (process.env.BENCH_URL) return undefined
  return spawn('npx', ['tsx', 'scripts/start.ts', '--no-build'], {
    cwd: join(import.meta.dirname, '..', '..'),
    env: { ...process.env, PORT: port, DEVNET_PORT: devnetPort, HOSTNAME: '127.0.0.1' },
    stdio: 'ignore',
    detached: true,
  })
}

/** Once the app answers: the routes to measure, narrowed to those naming a BENCH_ONLY word when it is set. */
export async function routesToBench(base: string): Promise<string[]> {
  await waitForUrl(`${base}/`, 120_000)
  const only = process.env.BENCH_ONLY?.split(',').filter(Boolean)
  return (await benchRoutes(base)).filter((r) => !only || only.some((w) => r.includes(w)))
}
