/**
 * What bench:load asks for, found through the running app the way a visitor finds it: cached proxy answers, the
 * overviews, and the block, transaction and account pages the overviews link to.
 */
import { networkIds } from '../../lib/networks'

export interface Targets {
  /** Cached /api/gw answers (immutable blocks, head queries). */
  gw: string[]
  /** The mix's page renders (as issue 27 tried them). */
  mixPages: string[]
  /** `/`, every overview, and recent block and transaction pages linked from the overviews. */
  hot: string[]
  /** Block pages of 50 different heights and account pages of 50 different accounts. */
  coldSet: string[]
  /** Block pages of every height devnet still serves, shuffled: each asked once. */
  unique: string[]
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a bench reads whatever the answer holds
async function json(base: string, path: string): Promise<any> {
  const r = await fetch(base + path)
  if (!r.ok) throw new Error(`${path}: ${r.status}`)
  return r.json()
}

/** Links of one kind (`blocks`, `txs`, `accounts`) a page holds, in order, without repeats. */
function links(html: string, network: string, kind: string): string[] {
  const re = new RegExp(`href="(/${network}/${kind}/[^"?#]+)"`, 'g')
  return [...new Set([...html.matchAll(re)].map((m) => m[1]!))].filter((p) => !p.endsWith('/search'))
}

function shuffle<T>(xs: T[]): T[] {
  for (let i = xs.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1))
    ;[xs[i], xs[j]] = [xs[j]!, xs[i]!]
  }
  return xs
}

export async function findTargets(base: string): Promise<Targets> {
  const latest = await json(base, '/api/gw/hub/sdk/base/consensus/v1beta1/blocks/latest')
  const h = Number(latest.block.header.height)
  const round = Number((await json(base, '/api/gw/node/v2/status'))['last-round'])
  const gw = [
    '/api/gw/hub/sdk/base/consensus/v1beta1/blocks/latest',
    '/api/gw/node/v2/status',
    ...Array.from({ length: 12 }, (_, i) => `/api/gw/hub/sdk/tx/v1beta1/txs/block/${h - 2 - i}`),
    ...Array.from({ length: 6 }, (_, i) => `/api/gw/node/v2/blocks/${round - 2 - i}`),
  ]
  const mixPages = ['/', '/hub', `/hub/blocks/${h - 3}`, `/ledger/blocks/${round - 3}`, '/ledger', '/vm']

  const hot = ['/', ...networkIds().map((n) => `/${n}`)]
  const heads: Record<string, number> = {}
  const accounts: string[] = []
  const txs: string[] = []
  for (const n of networkIds()) {
    const html = await (await fetch(`${base}/${n}`)).text()
    const blocks = links(html, n, 'blocks')
    // Heights only (a VM block is also linked by its hash), near the recent blocks: an upgrade plan links to the
    // future height it is planned at, whose page is a countdown rather than a block.
    const numbers = blocks
      .map((b) => b.split('/').at(-1)!)
      .filter((id) => /^\d{1,15}$/.test(id))
      .map(Number)
      .sort((a, b) => a - b)
    const median = numbers[Math.floor(numbers.length / 2)]
    const recent = numbers.filter((x) => median !== undefined && Math.abs(x - median) <= 1000)
    if (recent.length) heads[n] = Math.max(...recent)
    hot.push(...blocks.slice(0, 2), ...links(html, n, 'txs').slice(0, 2))
    txs.push(...links(html, n, 'txs'))
    accounts.push(...links(html, n, 'accounts'))
  }
  // More accounts from transaction pages, until there are 50 different ones.
  for (const t of txs) {
    if (new Set(accounts).size >= 50) break
    const n = t.split('/')[1]!
    accounts.push(...links(await (await fetch(base + t)).text(), n, 'accounts'))
  }
  const chains = Object.keys(heads)
  const coldBlocks = Array.from({ length: 50 }, (_, i) => {
    const n = chains[i % chains.length]!
    return `/${n}/blocks/${heads[n]! - 20 - Math.floor(i / chains.length)}`
  })
  const coldSet = [...coldBlocks, ...[...new Set(accounts)].slice(0, 50)]
  // Devnet keeps the last 1,000 heights: every one of them, 10 behind the head and older, once.
  const unique = shuffle(
    chains.flatMap((n) =>
      Array.from({ length: 900 }, (_, i) => heads[n]! - 10 - i)
        .filter((x) => x > 0)
        .map((x) => `/${n}/blocks/${x}`),
    ),
  )
  return { gw, mixPages, hot, coldSet, unique }
}
