import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { PlainTable } from './plain-table'

describe('a table’s cells', () => {
  it('shorten a long value with a copy button instead of wrapping it at every character', () => {
    const data = `0xa9059cbb${'0'.repeat(24)}${'ab'.repeat(20)}${'0'.repeat(30)}`
    const html = renderToStaticMarkup(
      <PlainTable
        caption="Clauses"
        columns={[
          { key: 'i', label: '#' },
          { key: 'data', label: 'Data' },
        ]}
        rows={[{ i: { type: 'text', value: '0' }, data: { type: 'text', value: data, mono: true } }]}
      />,
    )
    // Wrapped at every character (break-all) in a column the table squeezes, it was one character per line.
    expect(html).not.toContain('break-all')
    expect(html).toContain(`title="${data}"`)
    expect(html).toContain('Copy value')
    expect(html).not.toContain(`>${data}<`)
  })
})
