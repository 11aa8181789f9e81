import { describe, expect, it } from 'vitest'
import { consoleLiveUrl, streamName } from './live'
import { FIXTURES } from './testing/fixtures'
import { validateRequest } from './validate'

describe('live stream URL', () => {
  it('names the stream by the subscription path and passes the filters through', () => {
    const v = validateRequest(FIXTURES.subscribe!, {
      opId: FIXTURES.subscribe!.id,
      gateway: 'vm',
      path: {},
      query: { t0: ['0xdd'], addr: ['0xab'] },
    })
    if (!v.ok) throw new Error('invalid')
    expect(streamName(v.request)).toBe('event')
    expect(consoleLiveUrl('vm', v.request)).toBe('/api/live/vm?stream=event&addr=0xab&t0=0xdd')
  })
})
