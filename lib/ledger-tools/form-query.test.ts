import { describe, expect, it } from 'vitest'
import { formOf, searchQuery, SEARCH_DEFAULTS } from './search'
import { LOG_FORM_DEFAULTS, logQuery } from '@/lib/log-search/vm'
import { formQuery } from '@/lib/format/form-query'

/** What each form's fields submit when the person chose one thing (browser field order, empties included). */
const txForm = (over: Record<string, string>) =>
  Object.entries({
    address: '',
    role: '',
    type: '',
    asset: '',
    app: '',
    min: '',
    max: '',
    note: '',
    limit: '25',
    ...over,
  })
const logForm = (over: Record<string, string>) =>
  Object.entries({
    kind: 'event',
    address: '',
    topic0: '',
    topic1: '',
    topic2: '',
    from: '',
    to: '',
    limit: '25',
    ...over,
  })

describe('search form URLs say only what was chosen', () => {
  it('ledger transaction search: empty fields and the default page size are left out', () => {
    expect(formQuery(txForm({ type: 'pay' }), SEARCH_DEFAULTS)).toBe('?type=pay')
    expect(formQuery(txForm({ min: '5', limit: '50' }), SEARCH_DEFAULTS)).toBe('?min=5&limit=50')
    expect(formQuery(txForm({}), SEARCH_DEFAULTS)).toBe('')
    // A note prefix keeps its spaces (it is matched byte for byte).
    expect(formQuery(txForm({ note: 'hi ' }), SEARCH_DEFAULTS)).toBe('?note=hi+')
  })

  it('VM log search: empty fields, events and the default page size are left out', () => {
    expect(formQuery(logForm({ topic0: '0xddf2' }), LOG_FORM_DEFAULTS)).toBe('?topic0=0xddf2')
    expect(formQuery(logForm({ kind: 'transfer', from: '3' }), LOG_FORM_DEFAULTS)).toBe('?kind=transfer&from=3')
    expect(formQuery(logForm({}), LOG_FORM_DEFAULTS)).toBe('')
  })

  it('old links with empty fields still read the same as the clean ones', () => {
    const old = Object.fromEntries(txForm({ type: 'pay' }))
    expect(formOf(old)).toEqual(formOf({ type: 'pay' }))
    expect(searchQuery(old)).toEqual(searchQuery({ type: 'pay' }))
    expect(logQuery(Object.fromEntries(logForm({ topic0: `0x${'dd'.repeat(32)}` })))).toEqual(
      logQuery({ topic0: `0x${'dd'.repeat(32)}` }),
    )
  })
})
