import { describe, expect, it } from 'vitest'
import { followable, pageKind, problems, type PageSample } from '../../e2e/crawl/rules'

const page = (over: Partial<PageSample> = {}): PageSample => ({
  url: '/hub/blocks/12',
  status: 200,
  text: 'Block 12 · 3 transactions · 1,234.5 HUB',
  labels: ['Height', 'Proposer'],
  amounts: [{ shown: '1,234.5', exact: '1234.5', precision: 6 }],
  links: ['/hub/blocks/11'],
  error: undefined,
  ...over,
})

describe('the crawler’s rules', () => {
  it('pass a page that holds to all of them', () => {
    expect(problems(page())).toEqual([])
  })

  it('catch an error or "not offered" page behind a link, a wrong status and a dead end', () => {
    expect(problems(page({ error: 'Not offered: this network has no block queries' }))[0]).toMatch(/shows an error/)
    expect(problems(page({ status: 500 }))[0]).toMatch(/status 500, expected 200/)
    expect(problems(page({ error: 'Rejected by the gateway (HTTP 400) bigger then the chain length' }))).toHaveLength(1)
    // A gateway failing right now is an upstream fault shown as such (with Retry), not a link to an error page.
    expect(problems(page({ error: 'The gateway failed (HTTP 504) the gateway did not answer in time' }))).toEqual([])
    expect(problems(page({ links: [] }))).toEqual(['no link onward'])
    // A missing record's page is judged by its status only: an error text and no onward link are what it is.
    expect(problems(page({ status: 404, error: 'Not found', links: [] }), 404)).toEqual([])
  })

  it('catch wire names in labels and prose, but not on the API console', () => {
    expect(problems(page({ labels: ['erd_dev_rewards'] }))[0]).toMatch(/wire names in labels: erd_dev_rewards/)
    expect(problems(page({ text: 'simulated by the node (tx/v1beta1/simulate): gas' }))[0]).toMatch(/wire names/)
    expect(problems(page({ text: 'a clause (POST /accounts/*) on the best block' }))[0]).toMatch(/wire names/)
    expect(problems(page({ text: 'GET /x · seed 001 §4.1' }))[0]).toMatch(/wire names in text/)
    expect(problems(page({ url: '/hub/api', labels: ['pagination_key'], text: 'seed 001 §4.1' }))).toEqual([])
  })

  it('catch wire names as captions in parentheses, anywhere in the text', () => {
    expect(problems(page({ text: 'Packets in flight (unreceived_packets) 7' }))[0]).toMatch(
      /wire names in text: \(unreceived_packets\)/,
    )
    expect(problems(page({ text: 'Acknowledgements ( packet_acks )' }))[0]).toMatch(/wire names in text/)
    // Words in parentheses and a single snake-free word are prose.
    expect(problems(page({ text: 'Packets in flight (not yet received) 7 (pending)' }))).toEqual([])
    expect(problems(page({ url: '/hub/api', text: 'Query (unreceived_packets)' }))).toEqual([])
  })

  it('catch base denominations where a person reads the unit, except beside it on its own page', () => {
    const base = ['uhub', 'aexch']
    expect(problems(page({ text: 'Balance 1,318.02 uhub' }), 200, false, base)[0]).toMatch(
      /base denominations shown: uhub/,
    )
    expect(problems(page({ text: 'spendable 12uhub is smaller' }), 200, false, base)[0]).toMatch(/uhub/)
    expect(problems(page({ labels: ['aexch'] }), 200, false, base)[0]).toMatch(/aexch/)
    // Its own page may name it beside the unit, but not as its heading.
    const own = { url: '/hub/denoms/uhub', text: 'HUB uhub · Base unit uhub' }
    expect(problems(page(own), 200, false, base)).toEqual([])
    expect(problems(page({ ...own, labels: ['uhub'] }), 200, false, base)[0]).toMatch(/uhub/)
    // Not a word of its own: an ibc/ trace, a path, a longer name; and no rule without the list.
    expect(
      problems(page({ text: 'trace transfer/channel-0/uhub · /hub/denoms/uhub · uhubx' }), 200, false, base),
    ).toEqual([])
    expect(problems(page({ text: 'Balance 3 uhub' }))).toEqual([])
  })

  it('catch base64 hashes and amounts beyond their precision', () => {
    const b64 = 'q80Gy9Yl5mXxQ3pZq80Gy9Yl5mXxQ3pZq80Gy9Yl5mU='
    expect(problems(page({ text: `Hash ${b64}` }))[0]).toMatch(/base64/)
    expect(problems(page({ text: `Genesis ${b64}` }), 200, true)).toEqual([])
    expect(problems(page({ text: 'Balance 34.1234567 HUB' }))[0]).toMatch(/more than 6 fraction digits/)
    const tooLong = { shown: '1.123', exact: '1.123', precision: 2 }
    expect(problems(page({ amounts: [tooLong] }))[0]).toMatch(/shows 3 fraction digits, its precision is 2/)
  })

  it('bound the crawl by page kind and follow only the app’s own pages', () => {
    expect(pageKind('/hub/blocks/12')).toBe(pageKind('/vm/blocks/99'))
    expect(pageKind('/hub/txs/AB12')).toBe('/:network/txs/:id')
    expect(pageKind('/hub')).toBe('/:network')
    expect(pageKind('/supply')).toBe('/supply')
    expect(pageKind('/hub/blocks?page=2')).toBe('/:network/blocks?page')
    expect(followable('/hub/blocks/1')).toBe(true)
    for (const no of ['https://x.org/', '//x.org', '/api/gw/hub/x', '/kmd', '/hub/export.csv'])
      expect(followable(no), no).toBe(false)
  })
})
