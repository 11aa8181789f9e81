import { describe, expect, it } from 'vitest'
import type { Candidate } from '@/lib/search/recognise'
import { checkAll, type SearchResult } from './search-check'

const cand = (network: string): Candidate => ({ network, kind: 'tx', value: 'AB'.repeat(32), as: 'transaction' })

/** A check per network: answers `found` after `ms`, or never (`hang`); records whether its request was cancelled. */
function fakeChecks(plan: Record<string, { found: SearchResult['found']; ms: number } | 'hang'>) {
  const cancelled = new Set<string>()
  const checkOne = (c: Candidate, _t: unknown, signal: AbortSignal) =>
    new Promise<SearchResult>((resolve) => {
      const p = plan[c.network]!
      let answered = false
      signal.addEventListener('abort', () => {
        if (answered) return
        cancelled.add(c.network)
        resolve({ ...c, found: 'unknown' })
      })
      if (p !== 'hang')
        setTimeout(() => {
          answered = true
          resolve({ ...c, found: p.found })
        }, p.ms)
    })
  return { checkOne, cancelled }
}

describe('checkAll', () => {
  it('waits for every network when none has found the record', async () => {
    const { checkOne } = fakeChecks({ hub: { found: false, ms: 5 }, vm: { found: false, ms: 60 } })
    const t0 = Date.now()
    const r = await checkAll([cand('hub'), cand('vm')], {}, new AbortController().signal, 20, checkOne)
    expect(r.map((x) => x.found)).toEqual([false, false])
    expect(Date.now() - t0).toBeGreaterThanOrEqual(55)
  })

  it('once one network has found it, waits a moment for the rest, then lists a silent one as not checked', async () => {
    const { checkOne, cancelled } = fakeChecks({
      hub: { found: true, ms: 5 },
      vm: { found: false, ms: 10 },
      zone: 'hang',
    })
    const t0 = Date.now()
    const r = await checkAll([cand('hub'), cand('vm'), cand('zone')], {}, new AbortController().signal, 50, checkOne)
    expect(r.map((x) => [x.network, x.found])).toEqual([
      ['hub', true],
      ['vm', false],
      ['zone', 'unknown'],
    ])
    expect(Date.now() - t0).toBeLessThan(1000)
    expect([...cancelled]).toEqual(['zone'])
  })

  it('takes a slower network that answers within the grace', async () => {
    const { checkOne, cancelled } = fakeChecks({ hub: { found: true, ms: 5 }, vm: { found: true, ms: 30 } })
    const r = await checkAll([cand('hub'), cand('vm')], {}, new AbortController().signal, 200, checkOne)
    expect(r.map((x) => x.found)).toEqual([true, true])
    expect(cancelled.size).toBe(0)
  })

  it('resolves and cancels every request when the search is abandoned', async () => {
    const { checkOne, cancelled } = fakeChecks({ hub: 'hang', vm: 'hang' })
    const ctl = new AbortController()
    const pending = checkAll([cand('hub'), cand('vm')], {}, ctl.signal, 50, checkOne)
    ctl.abort()
    expect((await pending).map((x) => x.found)).toEqual(['unknown', 'unknown'])
    expect([...cancelled].sort()).toEqual(['hub', 'vm'])
  })
})
