import { describe, expect, it } from 'vitest'
import { sequenceBatches, sequencesOf, unreceivedOf } from './inflight'

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
