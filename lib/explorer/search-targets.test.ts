import { describe, expect, it } from 'vitest'
import { matchOperation } from '@/lib/catalog'
import { fillTemplate } from '@/lib/client/urls'
import { searchTargets } from '@/lib/explorer/records'
import { answerFound, lookupQuery, lookupValues } from '@/lib/search/targets'

const HASH = '27394FB092D2ECCD56123C74F36E4C1F926001CEADA9CA97EA622B25F41E5EB2'

/** The proxy splits a path on `/` and refuses a segment holding one, so what the search box asks must route as is. */
const route = (gateway: string, path: string) => {
  const r = matchOperation(gateway, 'GET', path.split('/').filter(Boolean).map(decodeURIComponent))
  return r.kind === 'ok' ? { id: r.op.id, params: r.pathParams } : r.kind
}

describe('search targets', () => {
  const denomTargets = Object.entries(searchTargets()).flatMap(([network, t]) =>
    t?.denom && t.denom !== 'page-only' ? [{ network, t: t.denom }] : [],
  )

  it('exist for the SDK networks that serve denomination traces', () => {
    expect(denomTargets.length).toBeGreaterThan(0)
  })

  it('exist for the Hub, which holds vouchers but serves no traces: it offers the voucher’s page', () => {
    const hub = denomTargets.find((d) => d.network === 'hub')?.t
    expect(hub).toBeDefined()
    const path = fillTemplate(hub!.template, lookupValues(hub!, `ibc/${HASH}`), hub!.greedy)
    expect(route(hub!.gateway, path)).toEqual({ id: 'cosmos.bank.supplyOf', params: {} })
    expect(lookupQuery(hub!, `ibc/${HASH}`)).toBe(`?denom=ibc%2F${HASH}`)
    // The bank answers every denomination's supply: 0 is one it has never seen.
    const supply = (amount: string) => ({ amount: { denom: `ibc/${HASH}`, amount } })
    expect(answerFound(200, supply('0'), hub!.present)).toBe(false)
    expect(answerFound(200, supply('661164328541'), hub!.present)).toBe(true)
  })

  it('look an ibc/<hash> denomination up with its slash kept, which the catalog routes to the trace', () => {
    for (const { t } of denomTargets.filter((d) => !d.t.inQuery)) {
      const path = fillTemplate(t.template, lookupValues(t, `ibc/${HASH}`), t.greedy)
      expect(path).toContain(`/ibc/${HASH}`)
      expect(path).not.toContain('%2F')
      expect(route(t.gateway, path)).toEqual({ id: 'cosmos.ibc.transfer.denomTrace', params: { hash: `ibc/${HASH}` } })
    }
  })

  it('still encode a slash inside a plain param as one segment', () => {
    expect(fillTemplate('/a/{x}/b', { x: 'c/d' })).toBe('/a/c%2Fd/b')
    expect(fillTemplate('/a/{x}/b', { x: 'c/d' }, ['x'])).toBe('/a/c/d/b')
  })
})
