import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { encodeBech32 } from '@/lib/format/address'
import { FieldValue } from './field-value'
import { ValidatorNamesProvider } from './validator-names'

const valcons = encodeBech32('hubvalcons', new Uint8Array(20).fill(9))
const visible = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

describe('a proposer address', () => {
  it('reads as a short label where the network names no validators, the whole address only in the tooltip', () => {
    const html = renderToStaticMarkup(<FieldValue f={{ type: 'validator', value: valcons }} />)
    expect(visible(html)).not.toContain(valcons)
    expect(visible(html)).toMatch(/^validator hubvalcons1\w{4}…\w{4}/)
    expect(html).toContain(`title="${valcons}"`)
  })

  it('reads as the validator’s name, linked, where the network lists it', () => {
    const html = renderToStaticMarkup(
      <ValidatorNamesProvider network="platform" directory={[['platvaloper1abc', 'Nine Nodes', valcons]]}>
        <FieldValue f={{ type: 'validator', value: valcons }} />
      </ValidatorNamesProvider>,
    )
    expect(html).toContain('href="/platform/validators/platvaloper1abc"')
    expect(visible(html)).toBe('Nine Nodes')
  })
})

describe('a block link', () => {
  it('writes its height grouped by thousands, as the overviews do', () => {
    const html = renderToStaticMarkup(
      <FieldValue f={{ type: 'link', kind: 'block', network: 'hub', value: '10688' }} />,
    )
    expect(visible(html)).toBe('10,688')
    // The overview's stat cards draw links dense.
    const dense = renderToStaticMarkup(
      <FieldValue f={{ type: 'link', kind: 'block', network: 'hub', value: '11567' }} dense />,
    )
    expect(visible(dense)).toBe('11,567')
  })
})
