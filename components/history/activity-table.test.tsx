import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { linkCapabilities } from '@/lib/explorer/link-caps'
import { encodeBech32 } from '@/lib/format/address'
import type { HistoryRow } from '@/lib/history/types'
import { networks } from '@/lib/networks'
import { ActivityTable } from './activity-table'

const TOKEN = '0x1aea7a089f96d80533d64ce41f9bbf64b4851d70'
const vm = networks().find((n) => n.kind === 'vm')!
const row = (over: Partial<HistoryRow>): HistoryRow => ({
  network: vm.id,
  height: '12',
  idx: 0,
  hash: `0x${'ab'.repeat(32)}`,
  type: 'Token transfer',
  direction: 'in',
  roles: ['recipient'],
  counterparty: `0x${'12'.repeat(20)}`,
  amount: { amount: '49514000000000000000000', denom: `token ${TOKEN}` },
  ok: true,
  ...over,
})

describe('the activity table', () => {
  it('shows a token’s amount in its units where the rows’ answer read them, in labelled raw units where not', () => {
    const denoms = { [vm.id]: { [`token ${TOKEN}`]: { display: 'DCT', exponent: 18 } } }
    const known = renderToStaticMarkup(<ActivityTable rows={[row({})]} denoms={denoms} empty="none" />)
    expect(known).toMatch(/49,514 <span[^>]*><a [^>]*href="\/vm\/tokens\/0x1aea[0-9a-f]+"[^>]*>DCT<\/a>/)
    expect(known).not.toContain('49,514,000')
    const unknown = renderToStaticMarkup(<ActivityTable rows={[row({})]} empty="none" />)
    expect(unknown).toContain('49,514,000,000,000,000,000,000')
    expect(unknown).toContain('raw units of unknown token 0x1aea…1d70')
  })

  it('links an operator address only to a page the network has', () => {
    const caps = linkCapabilities()
    const sdk = networks().filter((n) => n.address.kind === 'bech32')
    for (const n of sdk) {
      if (n.address.kind !== 'bech32') continue
      const operator = encodeBech32(n.address.validatorPrefix, new Uint8Array(20).fill(7))
      const html = renderToStaticMarkup(
        <ActivityTable
          rows={[row({ network: n.id, counterparty: operator, amount: undefined, type: 'Delegate' })]}
          empty="none"
        />,
      )
      const c = caps[n.id]!
      const href = /href="([^"]*valoper[^"]*)"/.exec(html)?.[1]
      if (c.validator) expect(href, n.id).toBe(`/${n.id}/validators/${operator}`)
      else if (c.operatorAccount) expect(href, n.id).toBe(`/${n.id}/accounts/${operator}`)
      else expect(href, n.id).toBeUndefined()
    }
    // The case the index met: a network without validator pages.
    expect(sdk.some((n) => !caps[n.id]!.validator)).toBe(true)
  })
})
