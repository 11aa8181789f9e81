import { describe, expect, it } from 'vitest'
import { failureWords } from './failure-words'

describe('failureWords', () => {
  it('names the kind of fault by its status and keeps the gateway’s own text', () => {
    expect(failureWords('500 upstream_error: injected fault')).toBe('the gateway failed (HTTP 500): injected fault')
    expect(failureWords('429 rate_limited')).toBe('too many requests (HTTP 429)')
    expect(failureWords('400 upstream_error: bad denom')).toBe('rejected by the gateway (HTTP 400): bad denom')
    expect(failureWords('404 upstream_error: gone')).toBe('not found (HTTP 404): gone')
  })
  it('keeps what has no wire code: a deadline’s words, a connection error', () => {
    expect(failureWords('page_deadline: the gateway did not answer before the page deadline')).toBe(
      'the gateway did not answer before the page deadline',
    )
    expect(failureWords('HTTP 502')).toBe('the gateway answered HTTP 502')
    expect(failureWords('connect ECONNREFUSED')).toBe('connect ECONNREFUSED')
  })
})
