import { describe, expect, it } from 'vitest'
import { headBody, headOf } from './head'

describe('headOf', () => {
  it('reads an SDK latest block, preferring sdk_block over block', () => {
    const header = (height: string) => ({ header: { height, time: '2026-01-02T03:04:05Z' } })
    expect(headOf('cosmos.base.latestBlock', { block: header('7') }, 0)).toEqual({
      height: '7',
      timeMs: Date.parse('2026-01-02T03:04:05Z'),
    })
    expect(headOf('cosmos.base.latestBlock', { sdk_block: header('9'), block: header('8') }, 0).height).toBe('9')
  })

  it('keeps heights beyond 2^53 exact, whether string, number or bigint', () => {
    expect(
      headOf('cosmos.ibc.channel.channels', { height: { revision_height: '18446744073709551615' } }, 0).height,
    ).toBe('18446744073709551615')
    expect(headOf('sharded.address.get', { data: { blockInfo: { nonce: 18446744073709551615n } } }, 0).height).toBe(
      '18446744073709551615',
    )
    expect(headOf('vm.blocks.get', { number: 42, timestamp: 1_700_000_000 }, 0)).toEqual({
      height: '42',
      timeMs: 1_700_000_000_000,
    })
  })

  it('derives the ledger head time from time-since-last-round (nanoseconds)', () => {
    expect(headOf('node.status', { 'last-round': 100, 'time-since-last-round': 2_500_000_000 }, 10_000)).toEqual({
      height: '100',
      timeMs: 7_500,
    })
    expect(headOf('node.status', { 'last-round': '100' }, 10_000)).toEqual({ height: '100' })
  })

  it('names the first mismatch of an unexpected answer', () => {
    expect(() => headOf('cosmos.base.latestBlock', {}, 0)).toThrow('latest block without a header')
    expect(() => headOf('cosmos.base.latestBlock', { block: { header: { height: 'x', time: 't' } } }, 0)).toThrow(
      'at block.header.height',
    )
    expect(() => headOf('cosmos.ibc.channel.channels', { height: null }, 0)).toThrow('at height')
    expect(() => headOf('sharded.address.get', { data: null }, 0)).toThrow('at data')
    expect(() => headOf('vm.blocks.get', { number: -1, timestamp: 1 }, 0)).toThrow('at number')
    expect(() => headOf('node.status', null, 0)).toThrow('at (root)')
  })
})

describe('headBody', () => {
  it('keeps exactly what headOf reads, and drops the rest of the answer', () => {
    const cases: [Parameters<typeof headOf>[0], unknown][] = [
      [
        'cosmos.base.latestBlock',
        { block: { header: { height: '7', time: '2026-01-02T03:04:05Z', chain_id: 'x' }, data: { txs: ['AAAA'] } } },
      ],
      [
        'cosmos.base.latestBlock',
        {
          sdk_block: { header: { height: '9', time: '2026-01-02T03:04:05Z' } },
          block: { header: { height: '8', time: 't' }, last_commit: { signatures: [{ signature: 'c2ln' }] } },
        },
      ],
      [
        'cosmos.ibc.channel.channels',
        { height: { revision_height: '18446744073709551615', revision_number: '1' }, channels: [{ id: 1 }] },
      ],
      ['vm.blocks.get', { number: 42, timestamp: 1_700_000_000, transactions: ['0xab'] }],
      ['sharded.address.get', { data: { blockInfo: { nonce: 5n, hash: 'h' }, account: { balance: '1' } } }],
      ['node.status', { 'last-round': 100, 'time-since-last-round': 2_500_000_000, 'catchup-time': 0 }],
    ]
    for (const [n, body] of cases) {
      const small = headBody(n, body)
      expect(headOf(n, small, 10_000)).toEqual(headOf(n, body, 10_000))
      expect(JSON.stringify(small, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)).length).toBeLessThan(
        JSON.stringify(body, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)).length,
      )
    }
    expect(headBody('cosmos.base.latestBlock', { block: { data: { txs: ['AAAA'] } } })).toEqual({})
    // An answer of an operation that carries no head is passed through whole.
    const other = { balances: [] }
    expect(headBody('cosmos.bank.balances', other)).toBe(other)
  })
})
