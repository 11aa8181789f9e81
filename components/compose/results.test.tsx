import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { tokensOfResult } from '@/lib/compose/vm-result'
import { networks } from '@/lib/networks'
import { VmResult } from './results'

const vm = networks().find((n) => n.kind === 'vm')!
const TOKEN = '0x' + 'ab'.repeat(20)
const pad = (hex: string) => `0x${hex.replace(/^0x/, '').padStart(64, '0')}`
const TRANSFER = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'
const body = [
  {
    reverted: false,
    gasUsed: 51000,
    data: '0x',
    events: [
      {
        address: TOKEN,
        topics: [TRANSFER, pad('11'.repeat(20)), pad('22'.repeat(20))],
        data: pad((2244n * 10n ** 18n).toString(16)),
      },
    ],
    transfers: [],
  },
]
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')

describe('the VM simulation result', () => {
  it('reads the tokens whose standard events it emitted', () => {
    expect(tokensOfResult(body)).toEqual([TOKEN])
    expect(tokensOfResult([{ events: [{ address: TOKEN, topics: ['0x' + '00'.repeat(32)], data: '0x' }] }])).toEqual([])
  })

  it('shows a token transfer in the token’s units, as the transaction page does, not in base units', () => {
    const html = text(
      renderToStaticMarkup(
        <VmResult network={vm.id} body={body} tokens={{ [TOKEN]: { symbol: 'DCT', decimals: 18 } }} />,
      ),
    )
    expect(html).toMatch(/2,244(\.0+)? DCT/)
    expect(html).not.toContain('2244000000000000000000')
  })

  it('falls back to the raw integer where the token does not say its decimals', () => {
    expect(text(renderToStaticMarkup(<VmResult network={vm.id} body={body} />))).toContain('2244000000000000000000')
  })
})
