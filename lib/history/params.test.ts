import { describe, expect, it } from 'vitest'
import { encodeCursor } from './cursor'
import { parseChannel, parseHistoryParams, parseNetwork, parseRange, rangeSpan } from './params'

const hub = 'hub1j2606fcqqqxrqtlpldpqk9nqsh5ehdpx5elmqe'
const q = (s: string) => new URLSearchParams(s)

describe('history parameters are checked before they reach SQL', () => {
  it('takes a valid request and normalises it', () => {
    const c = encodeCursor({ height: 10780n, idx: 2n })
    const p = parseHistoryParams('hub', hub.toUpperCase(), q(`cursor=${c}&limit=50&type=IBC transfer&dir=out`))
    expect(p).toEqual({
      ok: true,
      value: {
        network: 'hub',
        address: hub,
        cursor: { height: 10780n, idx: 2n },
        limit: 50,
        type: 'IBC transfer',
        dir: 'out',
      },
    })
  })

  it.each([
    ['an address of another network', 'hub', '0x' + 'ab'.repeat(20), '', /address: /],
    ['a bad checksum', 'hub', hub.slice(0, -1) + 'q', '', /address: /],
    ['a forged cursor', 'hub', hub, 'cursor=' + btoa("1' OR 1=1 --"), /cursor/],
    ['a cursor of another shape', 'hub', hub, 'cursor=%00%00', /cursor/],
    ['a page of 0', 'hub', hub, 'limit=0', /limit/],
    ['a page too big', 'hub', hub, 'limit=101', /limit/],
    ['SQL in the type', 'hub', hub, "type=Send'; DROP TABLE txs; --", /type/],
    ['a direction that is not one', 'hub', hub, 'dir=sideways', /dir/],
    ['a VM address with a bad length', 'vm', '0x1234', '', /address/],
  ])('refuses %s with a sentence', (_what, network, address, query, detail) => {
    const p = parseHistoryParams(network as 'hub', address, q(query))
    expect(p.ok).toBe(false)
    if (!p.ok) expect(p.detail).toMatch(detail)
  })

  it('reads networks, channels and ranges', () => {
    expect(parseNetwork('nope')).toEqual({ ok: false, detail: 'unknown network "nope"' })
    expect(parseChannel('transfer', 'channel-4')).toEqual({ ok: true, value: 'transfer/channel-4' })
    expect(parseChannel('transfer', 'channel-x').ok).toBe(false)
    expect(parseChannel('../x', 'channel-1').ok).toBe(false)
    expect(parseRange(null)).toEqual({ ok: true, value: '24h' })
    expect(parseRange('1y').ok).toBe(false)
    expect(rangeSpan('24h', 100 * 3_600_000)).toEqual({ bucket: 'h', from: 76 * 3_600_000 })
    expect(rangeSpan('all', 5).bucket).toBe('d')
  })
})
