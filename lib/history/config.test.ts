import { describe, expect, it } from 'vitest'
import '@/lib/networks/disk'
import { parseHistoryConfig } from './config'

describe('parseHistoryConfig: where this process stands in indexing', () => {
  it('follows and reads by default (next start, next dev)', () => {
    expect(parseHistoryConfig({}).role).toBe('all')
  })

  it('takes reader (the server beside npm start’s indexer) and writer (the indexer)', () => {
    expect(parseHistoryConfig({ INDEX_ROLE: 'reader' }).role).toBe('reader')
    expect(parseHistoryConfig({ INDEX_ROLE: 'writer' }).role).toBe('writer')
  })

  it('refuses any other role, naming the variable', () => {
    expect(() => parseHistoryConfig({ INDEX_ROLE: 'both' })).toThrow(/INDEX_ROLE/)
  })
})
