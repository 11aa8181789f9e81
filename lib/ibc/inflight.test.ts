import { describe, expect, it } from 'vitest'
import {
  acksInFlight,
  awaitingAck,
  packetsInFlight,
  sequenceBatches,
  sequencesOf,
  sortSequences,
  unreceivedOf,
} from './inflight'

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

describe('packetsInFlight (commitments on A ∩ unreceived on B)', () => {
  it('keeps commitments the destination has not received', () => {
    expect(packetsInFlight(['3', '4', '5', '6'], ['5', '6'])).toEqual(['5', '6'])
  })
  it('is empty when the destination received everything (only acks are owed)', () => {
    expect(packetsInFlight(['3', '4'], [])).toEqual([])
    expect(awaitingAck(['3', '4'], [])).toEqual(['3', '4'])
  })
  it('ignores sequences the destination volunteers without being asked', () => {
    expect(packetsInFlight(['1', '2'], ['2', '7'])).toEqual(['2'])
  })
  it('splits commitments into in flight and awaiting ack', () => {
    const commitments = ['1', '2', '3', '4']
    const unreceived = ['3', '4']
    expect([...awaitingAck(commitments, unreceived), ...packetsInFlight(commitments, unreceived)]).toEqual(commitments)
  })
})

describe('acksInFlight (acks on B ∩ unreceived_acks on A)', () => {
  it('keeps acknowledgements whose packet A still commits to', () => {
    expect(acksInFlight(['1', '2', '3'], ['3'])).toEqual(['3'])
    expect(acksInFlight([], ['3'])).toEqual([])
  })
})

describe('answer readers', () => {
  it('reads sequences of packet-state lists', () => {
    expect(sequencesOf({ commitments: [{ sequence: '4', data: 'x' }, { sequence: '5' }] }, 'commitments')).toEqual([
      '4',
      '5',
    ])
    expect(() => sequencesOf({ acknowledgements: [{}] }, 'acknowledgements')).toThrow(/sequence/)
    expect(() => sequencesOf({}, 'commitments')).toThrow(/commitments/)
  })
  it('reads unreceived sequences', () => {
    expect(unreceivedOf({ sequences: ['7', '8'], height: {} })).toEqual(['7', '8'])
    expect(() => unreceivedOf({ height: {} })).toThrow(/sequences/)
  })
})

describe('sequenceBatches', () => {
  it('keeps every batch within the limit and loses no sequence', () => {
    const seqs = Array.from({ length: 500 }, (_, i) => String(1000 + i))
    const batches = sequenceBatches(seqs, 100)
    expect(batches.every((b) => b.length <= 100)).toBe(true)
    expect(batches.join(',').split(',')).toEqual(seqs)
    expect(batches.length).toBe(Math.ceil(500 / 20))
  })
  it('is empty for no sequences', () => {
    expect(sequenceBatches([])).toEqual([])
  })
})
