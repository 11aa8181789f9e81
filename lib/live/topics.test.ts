import { describe, expect, it } from 'vitest'
import { liveUrl, parseTopic, topicFromKey, topicKey } from './topics'

const A = '0x' + 'ab'.repeat(20)
const T = '0x' + '12'.repeat(32)

describe('live topics', () => {
  it('gives equal filters one key, whatever their order or case', () => {
    const a = parseTopic(
      'vm',
      new URLSearchParams({ stream: 'event', t0: T, addr: A.toUpperCase().replace('0X', '0x') }),
    )
    const b = parseTopic('vm', new URLSearchParams({ addr: A, stream: 'event', t0: T, junk: '1' }))
    expect(a.ok && b.ok && topicKey(a.topic)).toBe(`event:vm?addr=${A}&t0=${T}`)
    expect(b.ok && topicKey(b.topic)).toBe(`event:vm?addr=${A}&t0=${T}`)
  })

  it('round-trips a key and builds the same-origin SSE URL', () => {
    const p = parseTopic('vm', new URLSearchParams({ stream: 'transfer', recipient: A }))
    expect(p.ok).toBe(true)
    if (!p.ok) return
    const back = topicFromKey(topicKey(p.topic))
    expect(back).toEqual(p)
    expect(liveUrl(p.topic, { backlog: '20' })).toBe(`/api/live/vm?stream=transfer&recipient=${A}&backlog=20`)
    expect(liveUrl({ network: 'hub', stream: 'block' })).toBe('/api/live/hub')
  })

  it('offers the VM beat stream, without filters', () => {
    const p = parseTopic('vm', new URLSearchParams({ stream: 'beat', addr: A }))
    expect(p.ok && topicKey(p.topic)).toBe('beat:vm')
    expect(topicFromKey('beat:vm')).toEqual(p)
    expect(parseTopic('hub', new URLSearchParams({ stream: 'beat' }))).toMatchObject({ ok: false })
  })

  it('refuses bad input with a message that names the field', () => {
    expect(parseTopic('nope', new URLSearchParams())).toMatchObject({
      ok: false,
      error: expect.stringContaining('unknown network'),
    })
    expect(parseTopic('hub', new URLSearchParams({ stream: 'event' }))).toMatchObject({
      ok: false,
      error: expect.stringContaining('only the VM ledger'),
    })
    expect(parseTopic('vm', new URLSearchParams({ stream: 'txpool' }))).toMatchObject({
      ok: false,
      error: expect.stringContaining('stream'),
    })
    expect(parseTopic('vm', new URLSearchParams({ stream: 'event', t1: '0x12' }))).toMatchObject({
      ok: false,
      error: expect.stringContaining('t1'),
    })
    expect(parseTopic('vm', new URLSearchParams({ stream: 'transfer', sender: 'hello' }))).toMatchObject({
      ok: false,
      error: expect.stringContaining('sender'),
    })
    expect(topicFromKey('block:hub\nx')).toMatchObject({ ok: false })
  })
})
