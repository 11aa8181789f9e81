import { describe, expect, it } from 'vitest'
import {
  baseUnitAmounts,
  contrastRatio,
  deadLinks,
  followable,
  lowContrastSvgText,
  pageKind,
  problems,
  squeezedCells,
  tokenSymbols,
  unnamedTokens,
  widerThanViewport,
  type PageSample,
  type Rgba,
} from '../../e2e/crawl/rules'

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

  it('catch a link that lands on no page, and leave a gateway fault to the page it names', () => {
    expect(deadLinks([{ href: '/hub/validators/hubvaloper1x', status: 404 }])).toEqual([
      'link /hub/validators/hubvaloper1x answers 404',
    ])
    expect(deadLinks([{ href: '/vm/accounts/0x12', status: 400 }])).toHaveLength(1)
    expect(
      deadLinks([
        { href: '/hub/blocks/1', status: 200 },
        { href: '/hub/txs/AB', status: 504 },
      ]),
    ).toEqual([])
  })

  it('catch amounts in base units beside a unit, grouped or not, but not labelled raw units or bare counts', () => {
    const raw = '49,514,000,000,000,000,000,000 token 0x1aea…1d70'
    expect(baseUnitAmounts(`Out ${raw} Success`)).toEqual([raw])
    expect(problems(page({ text: `Amount ${raw}` }))[0]).toMatch(/amounts in base units: 49,514,000/)
    expect(baseUnitAmounts('Balance 1234567890123456 wei')).toEqual(['1234567890123456 wei'])
    expect(baseUnitAmounts('Total 1,000,000,000,000 HUB')).toHaveLength(1)
    // Twelve digits is a big display amount, not a base-unit count; raw units of an unknown token say what they are.
    expect(baseUnitAmounts('Supply 999,999,999,999 HUB · 49,514 DCT')).toEqual([])
    expect(baseUnitAmounts('49,514,000,000,000,000,000,000 raw units of unknown token 0x1aea…1d70')).toEqual([])
    // A unit the leaf knows has no decimals: 2^64 - 1 whole units of a ledger asset are its own units.
    const max = { text: 'Total 18,446,744,073,709,551,615 MAX' }
    expect(problems(page(max))[0]).toMatch(/amounts in base units/)
    expect(problems(page({ ...max, wholeUnits: ['18,446,744,073,709,551,615'] }))).toEqual([])
    // A unit, not prose or a time: a count of blocks or milliseconds is no amount.
    expect(baseUnitAmounts('Block 1234567890123 of 1234567890124 · 1733600000000 ms')).toEqual([])
  })

  it('catch a known token’s amount named by its contract address', () => {
    const token = `token 0x${'1aea'.padEnd(40, '0')}`
    const samples = [
      { amounts: [{ shown: '49,514', exact: `49514000000000000000000 ${token}`, precision: 6, unit: 'DCT' }] },
    ]
    const known = tokenSymbols(samples)
    expect(known.get(token)).toBe('DCT')
    const byAddress = [
      { shown: '49,514', exact: `49514000000000000000000 ${token}`, precision: 6, unit: 'token 0x1aea…0000' },
    ]
    expect(unnamedTokens(byAddress, known)[0]).toMatch(/names its token by address; elsewhere it is DCT/)
    // An unknown token may only be named so; a known one with its symbol passes.
    expect(unnamedTokens(byAddress, new Map())).toEqual([])
    expect(unnamedTokens(samples[0]!.amounts, known)).toEqual([])
    // A symbol that is itself an address is not a symbol learned.
    expect(tokenSymbols([{ amounts: byAddress }]).size).toBe(0)
  })

  it('catch a table cell squeezed to a character per line, and a page wider than a phone', () => {
    const cell = { text: 'hub1qqqqqqqqqqqqqqqqqqqq', charWidth: 7.8 }
    expect(squeezedCells([{ ...cell, width: 8, height: 1400 }])[0]).toMatch(/8 px wide and 1400 px tall/)
    expect(
      squeezedCells([
        { ...cell, width: 8, height: 40 },
        { ...cell, width: 120, height: 400 },
      ]),
    ).toEqual([])
    expect(widerThanViewport(705, 375, ' after a pointer over a chart')).toEqual([
      'page is 705 px wide in a 375 px viewport after a pointer over a chart',
    ])
    expect(widerThanViewport(375, 375)).toEqual([])
  })

  it('measure contrast as WCAG does, and catch chart text under 4.5:1', () => {
    const white: Rgba = [255, 255, 255, 1]
    const black: Rgba = [0, 0, 0, 1]
    expect(contrastRatio(black, white)).toBeCloseTo(21, 5)
    expect(contrastRatio(white, white)).toBeCloseTo(1, 5)
    // Tailwind's amber-500 on white, the chart legend's old colour: about 2.15:1.
    const amber: Rgba = [245, 158, 11, 1]
    expect(contrastRatio(amber, white)).toBeCloseTo(2.15, 1)
    // A translucent fill is blended over what is under it.
    expect(contrastRatio([0, 0, 0, 0.5], white)).toBeLessThan(contrastRatio(black, white))
    const legend = { text: 'Staked', fill: amber, background: white }
    expect(lowContrastSvgText([legend], ' in light')[0]).toMatch(/“Staked” has contrast 2\.15:1 in light/)
    expect(lowContrastSvgText([{ ...legend, fill: [82, 82, 91, 1] }])).toEqual([])
  })
})
