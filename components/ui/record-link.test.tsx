import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { linkCapabilities } from '@/lib/explorer/link-caps'
import { encodeBech32 } from '@/lib/format/address'
import { networks } from '@/lib/networks'
import { FieldValue } from './field-value'
import { RecordLink } from './record-link'
import { ShortRecordLink } from './short-link'

const caps = linkCapabilities()
const sdk = networks().filter((n) => n.kind === 'cosmos' && caps[n.id]!.account)
const noBlocks = networks().find((n) => !caps[n.id]!.block)!
const noTxs = networks().find((n) => !caps[n.id]!.tx)!
const addressOf = (id: string) => {
  const a = networks().find((n) => n.id === id)!.address
  return a.kind === 'bech32' ? encodeBech32(a.prefix, new Uint8Array(20).fill(3)) : ''
}

describe('record link components', () => {
  it('link another network’s address to that network, from every leaf that links records', () => {
    const [here, there] = sdk
    const addr = addressOf(there!.id)
    const href = `href="/${there!.id}/accounts/${addr}"`
    expect(renderToStaticMarkup(<RecordLink network={here!.id} kind="account" id={addr} />)).toContain(href)
    expect(renderToStaticMarkup(<ShortRecordLink network={here!.id} kind="account" id={addr} />)).toContain(href)
    expect(
      renderToStaticMarkup(<FieldValue f={{ type: 'link', kind: 'account', network: here!.id, value: addr }} />),
    ).toContain(href)
  })

  it('show a record no page can show as text, keeping the copy button', () => {
    const html = renderToStaticMarkup(<RecordLink network={noTxs.id} kind="tx" id={'AB'.repeat(32)} />)
    expect(html).not.toContain('<a ')
    expect(html).toContain('AB'.repeat(32))
    expect(html).toContain('Copy transaction hash')
    expect(renderToStaticMarkup(<ShortRecordLink network={noBlocks.id} kind="block" id="12" />)).not.toContain('<a ')
  })
})
