import { describe, expect, it } from 'vitest'
import { streamUrl } from './live'

describe('streamUrl', () => {
  it('resumes after the last event seen, else asks for a backlog, else opens as is', () => {
    expect(streamUrl('/api/live/hub', { lastEventId: '7:3', backlog: 20 })).toBe('/api/live/hub?lastEventId=7%3A3')
    expect(streamUrl('/api/live/vm?stream=event', { backlog: 20 })).toBe('/api/live/vm?stream=event&backlog=20')
    expect(streamUrl('/api/live/all', { lastEventId: '', backlog: 0 })).toBe('/api/live/all')
  })
})
