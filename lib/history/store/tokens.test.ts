import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { decodeCursor } from '../cursor'
import { engines } from '../testing/engines'
import { synthBlocks } from '../testing/synthetic'
import type { ExtractedBlock } from '../types'
import { collectionItems, tokenAccounts, tokenTransfers } from './tokens'

const E = engines()
beforeAll(() => E.setup(), 120_000)
afterAll(() => E.teardown())

const USDS = 'USDS-2eb19c'

/** Sixty blocks; every third block's first transaction moves USDS, its second a look-alike or another token. */
function blocks(): ExtractedBlock[] {
  return synthBlocks(1n, 60n, { denom: 'atto', accounts: 12 }).map((b) => {
    if (b.height % 3n !== 0n) return b
    const [a, c] = b.txs
    a!.amounts = [{ amount: `${b.height}000000`, denom: USDS }]
    // Neither is USDS: another identifier that starts the same, and the same letters in another case.
    c!.amounts = [{ amount: '7', denom: b.height % 2n ? `${USDS}x` : USDS.toLowerCase() }]
    return b
  })
}

describe.each(E.list)('token transfers in the index on $name', (engine) => {
  it('pages a token’s transfers newest first, exact amounts, both sides; nothing of look-alikes', async () => {
    const s = await engine.open()
    const bs = blocks()
    await s.commitForward('sharded', bs)
    const first = await tokenTransfers(s.db, 'sharded', USDS, 15)
    expect(first.rows.map((r) => r.height)).toEqual(Array.from({ length: 15 }, (_, i) => String(60 - 3 * i)))
    const b60 = bs.at(-1)!.txs[0]!
    expect(first.rows[0]).toMatchObject({
      hash: b60.hash,
      amount: '60000000',
      from: b60.participants.find((p) => p.role === 'sender')!.address,
      to: b60.participants.find((p) => p.role === 'recipient')!.address,
    })
    const c = decodeCursor(first.next!)
    expect(c.ok).toBe(true)
    const rest = await tokenTransfers(s.db, 'sharded', USDS, 15, c.ok ? c.cursor : undefined)
    expect(rest.rows.map((r) => r.height)).toEqual(['15', '12', '9', '6', '3'])
    expect(rest.next).toBeUndefined()
    expect((await tokenTransfers(s.db, 'hub', USDS, 15)).rows).toEqual([])
  })

  it('lists the accounts that moved the token, most recently active first, each once', async () => {
    const s = await engine.open()
    const bs = blocks()
    await s.commitForward('sharded', bs)
    const accounts = await tokenAccounts(s.db, 'sharded', USDS, 50)
    const expected = new Set(
      bs.filter((b) => b.height % 3n === 0n).flatMap((b) => b.txs[0]!.participants.map((p) => p.address)),
    )
    expect(new Set(accounts.map((a) => a.address))).toEqual(expected)
    expect(accounts[0]!.lastHeight).toBe('60')
    expect((await tokenAccounts(s.db, 'sharded', USDS, 2)).length).toBe(2)
  })

  it('reads a collection as its items’ transfers, and lists the items by nonce; an item only as itself', async () => {
    const s = await engine.open()
    const HERO = 'HERO-1a2b3c'
    // Blocks 1–20: the first transaction moves item 0a (even heights) or item 02 (odd); block 20's second moves
    // item 0102, whose nonce starts like 01's, and a look-alike collection's item.
    const bs = synthBlocks(1n, 20n, { denom: 'atto', accounts: 8 }).map((b) => {
      const [a, c] = b.txs
      a!.amounts = [{ amount: '1', denom: `${HERO}-${b.height % 2n ? '02' : '0a'}` }]
      if (b.height === 20n)
        c!.amounts = [
          { amount: '3', denom: `${HERO}-0102` },
          { amount: '9', denom: 'HERO-1a2b3cd-01' },
        ]
      return b
    })
    await s.commitForward('sharded', bs)
    const items = await collectionItems(s.db, 'sharded', HERO)
    expect(items).toEqual([
      { id: `${HERO}-02`, transfers: 10, lastHeight: '19' },
      { id: `${HERO}-0a`, transfers: 10, lastHeight: '20' },
      { id: `${HERO}-0102`, transfers: 1, lastHeight: '20' },
    ])
    const page = await tokenTransfers(s.db, 'sharded', HERO, 3)
    expect(page.rows.map((r) => [r.height, r.item, r.amount])).toEqual([
      ['20', `${HERO}-0102`, '3'],
      ['20', `${HERO}-0a`, '1'],
      ['19', `${HERO}-02`, '1'],
    ])
    // An item is itself only: 01 is not the start of 0102, and an item has no items.
    expect((await tokenTransfers(s.db, 'sharded', `${HERO}-01`, 5)).rows).toEqual([])
    expect((await tokenTransfers(s.db, 'sharded', `${HERO}-0a`, 50)).rows).toHaveLength(10)
    expect(await collectionItems(s.db, 'sharded', `${HERO}-0a`)).toEqual([])
    expect(await collectionItems(s.db, 'sharded', USDS)).toEqual([])
  })

  it('refuses an identifier that could be a LIKE pattern', async () => {
    const s = await engine.open()
    await expect(tokenTransfers(s.db, 'sharded', 'USDS%', 5)).rejects.toThrow(/letters, digits and dashes/)
    await expect(tokenAccounts(s.db, 'sharded', 'USDS_', 5)).rejects.toThrow(/letters, digits and dashes/)
  })
})
