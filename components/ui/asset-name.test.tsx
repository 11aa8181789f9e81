import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { networkIds, traitsOf } from '@/lib/networks'
import { DenomProvider } from './denoms'
import { FieldValue } from './field-value'

const network = networkIds().find((id) => traitsOf(id).entities.includes('asset'))!
const link = { type: 'link', kind: 'asset', network, value: '1005' } as const

describe('an asset link', () => {
  it('reads as the asset’s name and unit and leads to its page', () => {
    const html = renderToStaticMarkup(
      <DenomProvider denoms={{ 'asset 1005': { display: 'MAX', exponent: 0, name: 'Max Supply Token' } }}>
        <FieldValue f={link} />
      </DenomProvider>,
    )
    expect(html).toContain(`href="/${network}/assets/1005"`)
    expect(html).toContain('>Max Supply Token (MAX)<')
    expect(html).not.toContain('asset 1005')
  })

  it('falls back to its id while the page does not know the asset; an adapter’s own label wins', () => {
    expect(renderToStaticMarkup(<FieldValue f={link} />)).toContain('>asset 1005<')
    const html = renderToStaticMarkup(
      <DenomProvider denoms={{ 'asset 1005': { display: 'MAX', exponent: 0 } }}>
        <FieldValue f={{ ...link, label: '1005' }} />
      </DenomProvider>,
    )
    expect(html).toContain('>1005<')
  })
})

describe('a labelled record link', () => {
  it('keeps the full id on hover (a shortened block id, an asset’s name)', () => {
    const html = renderToStaticMarkup(
      <FieldValue f={{ type: 'link', kind: 'asset', network, value: '1005', label: 'Gold' }} />,
    )
    expect(html).toContain('title="1005"')
    // Unlabelled, the link shows the id itself: no tooltip repeating it.
    const plain = renderToStaticMarkup(<FieldValue f={{ type: 'link', kind: 'block', network, value: '12' }} />)
    expect(plain).toContain('>12<')
    expect(plain).not.toContain('title=')
  })
})
