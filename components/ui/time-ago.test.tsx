import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { TimeAgo } from './time-ago'

describe('TimeAgo on the server', () => {
  it('writes no age into the HTML (a cached page is older than its render), only the absolute time', () => {
    const ms = Date.now() - 83_000
    const html = renderToString(<TimeAgo ms={ms} />)
    expect(html).toContain(`dateTime="${new Date(ms).toISOString()}"`)
    expect(html).toContain('invisible')
    // The placeholder keeps the text's shape (so nothing shifts at hydration) with every digit a zero.
    const text = html.replace(/<[^>]+>/g, '')
    expect(text).toMatch(/ ago$/)
    expect(text).not.toMatch(/[1-9]/)
    expect(text.length).toBeGreaterThan(' ago'.length)
  })
})
