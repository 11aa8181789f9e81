import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { resumeEpoch } from './clock'

const HOUR = 3_600_000

describe('resumeEpoch', () => {
  const dir = () => mkdtempSync(join(tmpdir(), 'devnet-clock-'))
  const opts = (dataDir: string, now: number, extra: Partial<Parameters<typeof resumeEpoch>[0]> = {}) => {
    const lines: string[] = []
    const epoch = resumeEpoch({
      dataDir,
      seed: 1,
      blockMs: undefined,
      now,
      maxAgeMs: 12 * HOUR,
      log: (l) => lines.push(l),
      ...extra,
    })
    return { epoch, lines }
  }

  it('takes the first start as the epoch, keeps it and resumes it on every later start', () => {
    const d = dir()
    expect(opts(d, 1_000_000).epoch).toBe(1_000_000)
    expect(JSON.parse(readFileSync(join(d, 'clock.json'), 'utf8'))).toEqual({
      seed: 1,
      blockMs: null,
      epoch: 1_000_000,
    })
    const again = opts(d, 1_000_000 + 90_000)
    expect(again.epoch).toBe(1_000_000)
    expect(again.lines).toEqual(['resuming the chains of 1970-01-01T00:16:40.000Z (90 s ago)'])
  })

  it('starts new chains, and says why, for another seed or block interval, an old clock, or a broken file', () => {
    const d = dir()
    opts(d, 5 * HOUR)
    expect(opts(d, 6 * HOUR, { seed: 2 })).toEqual({
      epoch: 6 * HOUR,
      lines: ['starting new chains: the seed or block interval changed'],
    })
    expect(opts(d, 7 * HOUR, { seed: 2, blockMs: 500 }).lines).toEqual([
      'starting new chains: the seed or block interval changed',
    ])
    expect(opts(d, 20 * HOUR, { seed: 2, blockMs: 500 })).toEqual({
      epoch: 20 * HOUR,
      lines: ['starting new chains: its clock is 13.0 h old'],
    })
    writeFileSync(join(d, 'clock.json'), '{oops')
    expect(opts(d, 21 * HOUR).lines).toEqual(['starting new chains: its clock file is unreadable'])
    expect(opts(d, 20 * HOUR).lines).toEqual(['starting new chains: its clock file is unreadable or in the future'])
  })
})
