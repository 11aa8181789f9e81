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

  // A 3 VMT send to a token's transfer(): the node answers 0 execution gas and a bool, and the Transfer event.
  const transferData = `0xa9059cbb${pad('22'.repeat(20)).slice(2)}${pad((3n * 10n ** 18n).toString(16)).slice(2)}`
  const sent = [{ ...body[0], gasUsed: 0, data: pad('1') }]

  it('counts the gas the sent transaction would pay, not only the execution’s 0', () => {
    const html = text(
      renderToStaticMarkup(<VmResult network={vm.id} body={sent} clauses={[{ to: TOKEN, data: transferData }]} />),
    )
    // 5000 + 16000 + the 68 data bytes: 4 selector, 20 address and 6 amount bytes non-zero (68 each), 38 zero (4).
    expect(html).toContain(`about ${(21000 + 30 * 68 + 38 * 4).toLocaleString('en-US')} gas`)
    expect(html).toContain('gas used in execution 0')
  })

  it('decodes a standard function’s output as the event beside it is decoded', () => {
    const html = text(
      renderToStaticMarkup(<VmResult network={vm.id} body={sent} clauses={[{ to: TOKEN, data: transferData }]} />),
    )
    expect(html).toContain('transfer returned true')
    expect(html).not.toContain(pad('1'))
  })

  it('gives the node’s reason for a failure that never reverted, not “without a reason”', () => {
    const failed = [
      { reverted: true, gasUsed: 0, data: '0x', vmError: 'insufficient balance for transfer', events: [] },
    ]
    const html = text(renderToStaticMarkup(<VmResult network={vm.id} body={failed} />))
    expect(html).toContain('The clause failed: the sender’s balance cannot cover the amount sent.')
    expect(html).not.toContain('without a reason')
    const empty = [{ reverted: true, gasUsed: 0, data: '0x', vmError: 'execution reverted', events: [] }]
    expect(text(renderToStaticMarkup(<VmResult network={vm.id} body={empty} />))).toContain(
      'The contract reverted without a reason.',
    )
  })
})
