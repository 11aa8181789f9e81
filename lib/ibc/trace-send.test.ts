import { beforeEach, describe, expect, it, vi } from 'vitest'

/**
 * The send transaction's search over heights: a block or transaction that could not be read (the page deadline,
 * a failing gateway) leaves the search unfinished (the page keeps looking), not "not found".
 */
const chain = vi.hoisted(() => ({ failAt: undefined as number | undefined, sendHeight: 50, sequence: 7 }))
vi.mock('@/lib/client/resolve', () => ({ offers: () => true }))
vi.mock('./trace-reads', () => ({
  canReadBlocks: () => true,
  headOf: async () => ({ height: 100 }),
  // One transfer per block from height 10, sequence = height − 43 (so sequence 7 is sent at height 50).
  readBlock: async (_g: string, h: number) =>
    h === chain.failAt ? undefined : { txs: h >= 10 ? [{ hash: `H${h}` }] : [] },
  readTx: async (_g: string, hash: string) => {
    const h = Number(hash.slice(1))
    if (h === chain.failAt) return undefined
    return {
      tx_response: {
        txhash: hash,
        height: String(h),
        timestamp: '2026-11-26T00:00:00Z',
        events: [
          {
            type: 'send_packet',
            attributes: [
              { key: 'packet_src_port', value: 'transfer' },
              { key: 'packet_src_channel', value: 'channel-0' },
              { key: 'packet_sequence', value: String(h - 43) },
            ],
          },
        ],
      },
    }
  },
}))
const { locateSend } = await import('./trace-send')
const id = { port: 'transfer', channel: 'channel-0', sequence: '7' }

describe('locating a packet’s send transaction', () => {
  beforeEach(() => (chain.failAt = undefined))

  it('finds the block that sent it', async () => {
    const r = await locateSend('hub', id)
    expect(r.send).toMatchObject({ hash: 'H50', height: 50, sequence: '7' })
    expect(r.unfinished).toBeUndefined()
  })

  it('says the search was cut short when a block on its way cannot be read', async () => {
    chain.failAt = 50
    expect(await locateSend('hub', id)).toEqual({ unfinished: true })
  })

  it('says not found (and finished) for a sequence no block sent', async () => {
    expect(await locateSend('hub', { ...id, sequence: '9999' })).toEqual({})
  })
})
