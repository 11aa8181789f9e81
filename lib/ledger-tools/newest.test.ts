import { describe, expect, it } from 'vitest'
import { cursorText, newestFirst, parseCursor, READ_LIMIT, type IndexerPage } from './newest'

interface Tx {
  id: string
  'confirmed-round': number
  'intra-round-offset': number
}

/** A chain of `rounds` rounds; `perRound(r)` transactions in round r. An indexer over it: oldest first, paged. */
function chain(rounds: number, perRound: (r: number) => number) {
  const txs: Tx[] = []
  for (let r = 1; r <= rounds; r++)
    for (let o = 0; o < perRound(r); o++) txs.push({ id: `${r}.${o}`, 'confirmed-round': r, 'intra-round-offset': o })
  const asked: { min: bigint; max: bigint }[] = []
  const read = async (w: { min: bigint; max: bigint; next?: string }): Promise<IndexerPage<Tx>> => {
    asked.push({ min: w.min, max: w.max })
    const all = txs.filter((t) => BigInt(t['confirmed-round']) >= w.min && BigInt(t['confirmed-round']) <= w.max)
    const from = Number(w.next ?? 0)
    const page = all.slice(from, from + READ_LIMIT)
    return { transactions: page, ...(from + READ_LIMIT < all.length && { nextToken: String(from + READ_LIMIT) }) }
  }
  return { txs, read, asked }
}

/** Every page from the head until the search says there is no next one. */
async function allPages(c: ReturnType<typeof chain>, head: number, limit: number, extra = {}) {
  const pages: string[][] = []
  let cursor: string | undefined
  for (let i = 0; i < 200; i++) {
    const p = await newestFirst({
      limit,
      head: BigInt(head),
      read: c.read,
      ...(cursor && { cursor: parseCursor(cursor)! }),
      ...extra,
    })
    pages.push(p.txs.map((t) => t.id))
    if (!p.next) return pages
    cursor = p.next
  }
  throw new Error('the search never ended')
}

describe('ledger transaction search newest first', () => {
  it('pages through every transaction exactly once, newest first, however they are spread over rounds', async () => {
    // Busy rounds, empty stretches and a round with more rows than a page.
    const c = chain(300, (r) => (r % 97 === 0 ? 60 : r % 10 === 0 ? 3 : r > 250 ? 1 : 0))
    const pages = await allPages(c, 300, 25)
    const seen = pages.flat()
    expect(seen).toEqual([...c.txs].reverse().map((t) => t.id))
    expect(pages.slice(0, -1).every((p) => p.length === 25)).toBe(true)
  })

  it('the first page starts at the head and reads only the rounds it needs', async () => {
    const c = chain(10_000, () => 2)
    const page = await newestFirst({ limit: 25, head: 10_000n, read: c.read })
    expect(page.txs.map((t) => t.id).slice(0, 3)).toEqual(['10000.1', '10000.0', '9999.1'])
    expect(page.next).toBe(cursorText({ round: 9988n, offset: 1 }))
    expect(c.asked).toEqual([{ min: 9976n, max: 10_000n }])
  })

  it('keeps to the round range asked for and says when nothing older is left', async () => {
    const c = chain(100, () => 1)
    const pages = await allPages(c, 100, 25, { minRound: 40n, maxRound: 60n })
    expect(pages.flat()).toEqual(Array.from({ length: 21 }, (_, i) => `${60 - i}.0`))
  })

  it('reads a round window bigger than one indexer answer whole before ordering it', async () => {
    const c = chain(3, (r) => (r === 2 ? READ_LIMIT + 5 : 1))
    const page = await newestFirst({ limit: 3, head: 3n, read: c.read })
    expect(page.txs.map((t) => t.id)).toEqual(['3.0', `2.${READ_LIMIT + 4}`, `2.${READ_LIMIT + 3}`])
  })

  it('accepts only its own cursors', () => {
    expect(parseCursor('123_4')).toEqual({ round: 123n, offset: 4 })
    expect(parseCursor('abc')).toBeUndefined()
    expect(parseCursor('1_2_3')).toBeUndefined()
  })
})
