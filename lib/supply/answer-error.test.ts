import { describe, expect, it } from 'vitest'
import { failureWords } from './failure-words'
import { describeAnswerError } from './runtime'

describe('describeAnswerError', () => {
  it('records a gateway’s own refusal (its body as it wrote it) with its words, as the proxy’s are', () => {
    const refused = describeAnswerError({ status: 400, body: { error: 'bad denom' } }, 'supply')
    expect(refused).toBe('400 upstream_error: the supply gateway answered 400: bad denom')
    expect(failureWords(refused)).toBe('rejected by the gateway (HTTP 400): the supply gateway answered 400: bad denom')
    const failed = { error: 'upstream_error', detail: 'the supply gateway answered 500: injected fault' }
    expect(describeAnswerError({ status: 500, body: failed }, 'supply')).toBe(
      '500 upstream_error: the supply gateway answered 500: injected fault',
    )
    expect(describeAnswerError({ status: 429, body: { error: 'rate_limited', detail: 'slow down' } }, 'hub')).toBe(
      '429 rate_limited: slow down',
    )
    expect(describeAnswerError({ status: 502, body: '<html>' }, 'hub')).toBe('HTTP 502')
  })
})
