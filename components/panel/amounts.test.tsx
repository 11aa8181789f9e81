import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { PlainTable } from '@/components/table/plain-table'
import { Amount } from '@/components/ui/amount'
import { DenomProvider } from '@/components/ui/denoms'
import { networkIds } from '@/lib/networks'
import { FieldValue } from '@/components/ui/field-value'
import { ViewBody } from './view-body'

const denoms = { aexch: { display: 'EXCH', exponent: 18 } }
const raw = '1396262994652458912463'

describe('amounts in tables and in records', () => {
  it('a table cell keeps six fraction digits; the exact base value stays in the tooltip', () => {
    const html = renderToStaticMarkup(
      <DenomProvider denoms={denoms}>
        <PlainTable
          caption="Supply"
          columns={[{ key: 'amount', label: 'Total', numeric: true }]}
          rows={[{ amount: { type: 'amount', raw, denom: 'aexch' } }]}
        />
      </DenomProvider>,
    )
    expect(html).toContain('>1,396.262994 <')
    expect(html).toContain('data-precision="6"')
    expect(html).toContain(`data-exact="${raw} aexch"`)
  })
  it('a record row shows the same six digits as the table, every digit in the tooltip', () => {
    const html = renderToStaticMarkup(
      <DenomProvider denoms={denoms}>
        <ViewBody
          view={{ kind: 'kv', rows: [{ label: 'Total', value: { type: 'amount', raw, denom: 'aexch' } }] }}
          caption="Supply"
          network={networkIds()[0]!}
          Table={PlainTable}
        />
      </DenomProvider>,
    )
    expect(html).toContain('>1,396.262994 <')
    expect(html).toContain('title="1,396.262994652458912463 EXCH = 1396262994652458912463 aexch"')
  })
})

describe('IBC vouchers', () => {
  it('name their origin network, or the channel they came over when the origin is not configured here', () => {
    const voucher = (origin?: string) =>
      renderToStaticMarkup(
        <Amount
          raw="1500000"
          denom={`ibc/${'A'.repeat(64)}`}
          info={{
            display: 'DEX',
            exponent: 6,
            ibc: { path: 'transfer/channel-4', baseDenom: 'udex', ...(origin && { origin }) },
          }}
        />,
      )
    expect(voucher()).toContain('(via channel-4)')
    expect(voucher('Exchange')).toContain('(Exchange)')
  })
})

describe('parts shown beside their whole', () => {
  // The GOLD reserve of issue 46: 4,557,700.6839265 apportioned up so reserve + circulating make the total.
  const part = {
    type: 'amount',
    raw: '45577006839265',
    denom: 'asset 1002',
    exponent: 7,
    display: 'GOLD',
    shown: { raw: '45577006839270', fraction: 6 },
  } as const
  it('show the apportioned figure, even in a dense table; every exact digit stays in the tooltip', () => {
    for (const dense of [false, true]) {
      const html = renderToStaticMarkup(<FieldValue f={part} dense={dense} />)
      expect(html).toContain('>4,557,700.683927 <')
      expect(html).toContain('title="4,557,700.6839265 GOLD = 45577006839265 asset 1002"')
      expect(html).toContain('data-precision="6"')
    }
  })
})
