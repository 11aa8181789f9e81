import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { engines } from '../testing/engines'
import { synthBlocks } from '../testing/synthetic'
import type { ExtractedBlock, TokenMove } from '../types'
import { holderSums } from './holders'

const E = engines()
beforeAll(() => E.setup(), 120_000)
afterAll(() => E.teardown())

const TOKEN = 'token 0x00000000000000000000000000000000000000aa'
const OTHER = 'token 0x00000000000000000000000000000000000000bb'
const [A, B, C] = ['0xa', '0xb', '0xc'].map((p) => p.padEnd(42, '1'))
/** Beyond 64 bits, so a sum through a double or an int8 would show. */
const BIG = 10n ** 27n

/** Blocks 1–30: a mint to A at 1, then A → B and B → C in turns; another token's moves beside them. */
function blocks(): ExtractedBlock[] {
  return synthBlocks(1n, 30n, { denom: 'vet', accounts: 6 }).map((b) => {
    const h = b.height
    const moves: TokenMove[] =
      h === 1n
        ? [{ token: TOKEN, to: A!, amount: (3n * BIG).toString() }]
        : h % 2n
          ? [{ token: TOKEN, from: B!, to: C!, amount: (h * 1000n).toString() }]
          : [
              { token: TOKEN, from: A!, to: B!, amount: (h * 1000n + 1n).toString() },
              { token: OTHER, from: C!, to: A!, amount: '5' },
            ]
    b.txs[0]!.moves = moves
    return b
  })
}

const expected = () => {
  const bal = new Map<string, bigint>([[A!, 3n * BIG]])
  for (let h = 2n; h <= 30n; h++) {
    const [from, to, x] = h % 2n ? [B!, C!, h * 1000n] : [A!, B!, h * 1000n + 1n]
    bal.set(from, (bal.get(from) ?? 0n) - x)
    bal.set(to, (bal.get(to) ?? 0n) + x)
  }
  return bal
}

describe.each(E.list)('token holders summed from the index on $name', (engine) => {
  it('sums received − sent exactly, largest first, only positive balances, one token only', async () => {
    const s = await engine.open()
    await s.commitForward('vm', blocks())
    const r = await holderSums(s.db, 'vm', TOKEN)
    const want = expected()
    expect(r.tooMany).toBe(false)
    expect(r.moves).toBe(30)
    expect(r.holders.map((h) => [h.address, h.balance])).toEqual(
      [...want]
        .filter(([, v]) => v > 0n)
        .sort(([, x], [, y]) => (x > y ? -1 : 1))
        .map(([a, v]) => [a, v.toString()]),
    )
    expect(r.holders[0]).toMatchObject({ address: A, lastHeight: '30' })
    expect(r.holders.find((h) => h.address === C)?.lastHeight).toBe('29')
    const other = await holderSums(s.db, 'vm', OTHER)
    expect(other.holders).toEqual([{ address: A, balance: '75', lastHeight: '30' }])
    expect((await holderSums(s.db, 'hub', TOKEN)).holders).toEqual([])
  })

  it('forgets the moves of discarded blocks (a rewind) and of pruned ones (retention)', async () => {
    const s = await engine.open()
    const bs = blocks()
    await s.commitForward('vm', bs)
    await s.rewind('vm', 20n)
    expect((await holderSums(s.db, 'vm', TOKEN)).moves).toBe(20)
    await s.prune('vm', bs[9]!.time! + 1)
    expect((await holderSums(s.db, 'vm', TOKEN)).moves).toBe(10)
  })
})
