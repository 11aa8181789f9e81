import { describe, expect, it } from 'vitest'
import { channelFlow, clientExpiry, outcomeOf, sortSequences } from './counts'
import { parseTimestampNanos } from './trusting'

const seqs = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String(from + i))

describe('sortSequences', () => {
  it('sorts numerically with bigint, dedupes and canonicalises', () => {
    expect(sortSequences(['10', '9', '009', '18446744073709551615', '18446744073709551614'])).toEqual([
      '9',
      '10',
      '18446744073709551614',
      '18446744073709551615',
    ])
  })
  it('rejects non-sequences', () => {
    expect(() => sortSequences(['1', '-2'])).toThrow(/sequence/)
  })
})

describe('channel counts (commitments on the source, unreceived on the destination)', () => {
  it('splits commitments into in flight and awaiting ack, and nothing else', () => {
    const { counts } = channelFlow({ commitments: ['4', '3', '6', '5'], asked: seqs(3, 6), unreceived: ['5', '6'] })
    expect(counts.inFlight).toEqual(['5', '6'])
    expect(counts.awaitingAck).toEqual(['3', '4'])
    expect([...counts.awaitingAck, ...counts.inFlight].sort()).toEqual(counts.commitments)
    expect(counts.acksInFlight).toBeUndefined()
  })
  it('ignores sequences the destination volunteers without being asked', () => {
    expect(channelFlow({ commitments: ['1', '2'], asked: ['1', '2'], unreceived: ['2', '7'] }).counts.inFlight).toEqual(
      ['2'],
    )
  })
  it('refuses to count a commitment that was not asked about', () => {
    expect(() => channelFlow({ commitments: ['1', '9'], asked: ['1'], unreceived: [] })).toThrow(/9 was not asked/)
  })
  it('acks in flight: received packets whose ack the destination wrote and the source has not seen', () => {
    const { counts } = channelFlow({
      commitments: ['1', '2', '3'],
      asked: ['1', '2', '3'],
      unreceived: ['3'],
      acked: ['2'],
    })
    expect(counts.acksInFlight).toEqual(['2'])
  })
})

describe('channel chart over its latest sequences', () => {
  // 101-110 charted; 3 and 40 are older packets still in flight; in the window 103 and 109 are committed
  // (109 received: awaiting its ack), 105 gone and never received (timed out).
  const flow = channelFlow(
    {
      commitments: ['3', '40', '103', '109'],
      asked: ['3', '40', ...seqs(101, 110)],
      unreceived: ['3', '40', '103', '105'],
      window: { from: '101', to: '110' },
    },
    2,
  )
  it('counts in flight and awaiting ack over the whole channel: the chart and the list say the same number', () => {
    expect(flow.stats!.totals).toEqual({ delivered: 7, timedOut: 1, awaitingAck: 1, inFlight: 3 })
    expect(flow.stats!.totals.inFlight).toBe(flow.counts.inFlight.length)
    expect(flow.stats!.totals.awaitingAck).toBe(flow.counts.awaitingAck.length)
    expect(flow.stats!.older).toEqual({ inFlight: 2, awaitingAck: 0 })
  })
  it('buckets the window in send order and rates delivery among the done', () => {
    expect(flow.stats!.successRate).toBeCloseTo(7 / 8)
    expect(flow.stats!.buckets.map((b) => [b.from, b.to, b.counts.inFlight, b.counts.timedOut])).toEqual([
      ['101', '105', 1, 1],
      ['106', '110', 0, 0],
    ])
    // The older in-flight packets plus the window's own make the total.
    const inWindow = flow.stats!.buckets.reduce((n, b) => n + b.counts.inFlight, 0)
    expect(inWindow + flow.stats!.older.inFlight).toBe(flow.stats!.totals.inFlight)
  })
  it('has no success rate when nothing in the window is done', () => {
    const f = channelFlow({
      commitments: ['1', '2'],
      asked: ['1', '2'],
      unreceived: [],
      window: { from: '1', to: '2' },
    })
    expect(f.stats!.successRate).toBeUndefined()
  })
  it('outcome of a packet from the two facts', () => {
    expect([outcomeOf(true, false), outcomeOf(true, true), outcomeOf(false, true), outcomeOf(false, false)]).toEqual([
      'inFlight',
      'awaitingAck',
      'delivered',
      'timedOut',
    ])
  })
})

describe('client standing', () => {
  const t0 = '2024-05-01T00:00:00Z'
  const now = parseTimestampNanos(t0)
  const day = 86_400_000_000_000n
  it('active, expiring within 7 days, expired once the period passed', () => {
    const at = (period: string, when = now) =>
      clientExpiry({ status: 'Active', trustingPeriod: period, consensusTime: t0 }, when)
    expect(at('1209600s')).toMatchObject({ standing: 'active', label: '14d' })
    expect(at('86400s')).toMatchObject({ standing: 'expiring', label: '1d (expires within 7 days)' })
    expect(at('60s', now + day)).toMatchObject({ standing: 'expired', label: expect.stringMatching(/^expired 23h/) })
  })
  it('an Expired status wins over time left; Frozen is never expiring', () => {
    expect(clientExpiry({ status: 'Expired', trustingPeriod: '3600s', consensusTime: t0 }, now)).toMatchObject({
      standing: 'expired',
      label: expect.not.stringMatching(/expires within/),
    })
    expect(clientExpiry({ status: 'Frozen', trustingPeriod: '3600s', consensusTime: t0 }, now).standing).toBe('frozen')
  })
  it('says why it cannot tell', () => {
    expect(clientExpiry({ status: 'Active' }, now)).toMatchObject({ standing: 'other' })
    expect(clientExpiry({ status: 'Active', trustingPeriod: '60s' }, now).standing).toBe('unknown')
    expect(clientExpiry({ trustingPeriod: '60s', consensusTime: 'soon' }, now).label).toMatch(/^unavailable/)
  })
})
