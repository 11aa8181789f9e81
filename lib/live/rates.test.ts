import { describe, expect, it } from 'vitest'
import { emptyList, gapsOf, listReducer, prependLogs, rates } from './rates'
import type { BlockSummary, LogSummary } from './summary'

const b = (h: number, extra: Partial<BlockSummary> = {}): BlockSummary => ({
  network: 'vm',
  id: String(h),
  height: String(h),
  hash: `0x${h}`,
  time: h * 3000,
  txs: h % 3,
  ...extra,
})

describe('holes in the live list', () => {
  it('names the heights missing under a row (10905 over 10870: 34 blocks)', () => {
    const rows = [b(10906), b(10905), b(10870), b(10869)]
    expect([...gapsOf(rows)]).toEqual([[1, { from: '10871', to: '10904', count: '34' }]])
  })

  it('sees none in consecutive heights, a fork (same height twice) or around a forked-away row', () => {
    expect(gapsOf([b(5), b(4), b(4, { hash: '0xf' }), b(3)]).size).toBe(0)
    expect(gapsOf([b(6), b(9, { obsolete: true }), b(5)]).size).toBe(0)
  })

  it('keeps heights beyond 2^53 exact', () => {
    const big = (h: string): BlockSummary => ({ network: 'vm', id: h, height: h })
    expect(gapsOf([big('9007199254740995'), big('9007199254740992')]).get(0)).toEqual({
      from: '9007199254740993',
      to: '9007199254740994',
      count: '2',
    })
  })
})

describe('live block list', () => {
  it('shows the newest first, drops repeats and keeps at most max rows', () => {
    let s = listReducer(emptyList(), { type: 'blocks', blocks: [b(1), b(2)] }, 3)
    s = listReducer(s, { type: 'blocks', blocks: [b(2), b(3), b(4)] }, 3)
    expect(s.rows.map((r) => r.height)).toEqual(['4', '3', '2'])
  })

  it('holds blocks while paused and shows them on resume', () => {
    let s = listReducer(emptyList(), { type: 'blocks', blocks: [b(1)] })
    s = listReducer(s, { type: 'pause' })
    s = listReducer(s, { type: 'blocks', blocks: [b(2)] })
    s = listReducer(s, { type: 'blocks', blocks: [b(3)] })
    expect(s.rows.map((r) => r.height)).toEqual(['1'])
    expect(s.pending).toHaveLength(2)
    s = listReducer(s, { type: 'resume' })
    expect(s.rows.map((r) => r.height)).toEqual(['3', '2', '1'])
    expect(s).toMatchObject({ pending: [], paused: false })
  })

  it('marks a forked-away block instead of listing it twice', () => {
    let s = listReducer(emptyList(), { type: 'blocks', blocks: [b(1), b(2)] })
    s = listReducer(s, { type: 'blocks', blocks: [b(2, { obsolete: true }), b(2, { hash: '0xnew' })] })
    expect(s.rows.map((r) => [r.height, r.hash, r.obsolete ?? false])).toEqual([
      ['2', '0xnew', false],
      ['2', '0x2', true],
      ['1', '0x1', false],
    ])
  })
})

describe('rates', () => {
  it('counts blocks and transactions per minute from block time', () => {
    const r = rates([b(1), b(2), b(3), b(4), b(5)])!
    expect(r.blocksPerMin).toBeCloseTo(20)
    expect(r.intervalMs).toBe(3000)
    // txs of blocks 2..5: 2+0+1+2 = 5 over 12 s
    expect(r.txsPerMin).toBeCloseTo(25)
  })

  it('needs two timed blocks and looks only at the window', () => {
    expect(rates([b(1)])).toBeUndefined()
    expect(rates([b(1, { time: undefined }), b(2)])).toBeUndefined()
    const r = rates([b(1, { time: 0 }), b(2, { time: 600_000 }), b(3, { time: 606_000 })], 60_000)!
    expect(r.blocksPerMin).toBeCloseTo(10)
  })
})

describe('live log list', () => {
  const log = (block: number, i: number): LogSummary => ({
    kind: 'event',
    id: `${block}.${i}`,
    blockNumber: String(block),
    blockId: `0x${block}`,
  })
  it('puts the newest first, skips repeats and caps the rows', () => {
    let rows = prependLogs([], [log(1, 0), log(1, 1)])
    rows = prependLogs(rows, [log(1, 1), log(2, 0)], 2)
    expect(rows.map((r) => r.id)).toEqual(['2.0', '1.1'])
  })
})
