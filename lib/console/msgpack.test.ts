import { encode } from '@msgpack/msgpack'
import { describe, expect, it } from 'vitest'
import { msgpackToJsonText } from './msgpack'
import { sendRequest } from './send'

const block = encode(
  {
    block: { rnd: 42, fee: 18_446_744_073_709_551_615n, gh: new Uint8Array([1, 2, 3]), txns: [], ok: true, note: null },
  },
  { useBigInt64: true },
)

describe('msgpack answers in the console', () => {
  it('become JSON text with exact 64-bit integers and base64 byte strings', () => {
    const text = msgpackToJsonText(block)
    expect(text).toContain('"fee": 18446744073709551615')
    expect(text).toContain('"gh": "AQID"')
    expect(JSON.parse(text)).toMatchObject({ block: { rnd: 42, txns: [], ok: true, note: null } })
  })

  it('are refused when the bytes are not msgpack', () => {
    expect(() => msgpackToJsonText(new Uint8Array([0xc1]))).toThrow()
  })

  it('are decoded by sendRequest, which says how many bytes came', async () => {
    const fetch = async () =>
      new Response(block, { status: 200, headers: { 'content-type': 'application/msgpack', 'x-cache': 'miss' } })
    const r = await sendRequest(
      { method: 'GET', gateway: 'node', path: '/v2/blocks/42', query: { format: 'msgpack' } } as never,
      {
        url: 'http://x/',
        fetch: fetch as typeof globalThis.fetch,
      },
    )
    expect(r.msgpackBytes).toBe(block.byteLength)
    expect(r.text).toContain('"rnd": 42')
    const json = await sendRequest({ method: 'GET' } as never, {
      url: 'http://x/',
      fetch: (async () =>
        new Response('{"a":1}', { headers: { 'content-type': 'application/json' } })) as typeof globalThis.fetch,
    })
    expect(json.msgpackBytes).toBeUndefined()
    expect(json.text).toBe('{"a":1}')
  })
})
