import { describe, expect, it } from 'vitest'
import { refusalContentType } from './shape'

const bytes = (text: string) => new TextEncoder().encode(text)

describe("a gateway refusal's content type", () => {
  it.each([
    ['application/json', '{"code":5}', 'application/json'],
    ['application/json; charset=UTF-8', '{"code":5}', 'application/json; charset=utf-8'],
    ['text/plain; charset=utf-8', 'revision: invalid\n', 'text/plain; charset=utf-8'],
    ['Text/Plain', 'bad tx', 'text/plain'],
    // Only the charset survives: any other parameter is the gateway's to keep.
    ['application/json; charset=utf-8; boundary=<x>', '{}', 'application/json; charset=utf-8'],
    ['text/plain; charset=iso-8859-1', 'x', 'text/plain'],
  ])('keeps the gateway’s %s', (header, body, expected) => {
    expect(refusalContentType(header, bytes(body))).toBe(expected)
  })

  it.each([
    [undefined, '{"message":"application does not exist"}', 'application/json; charset=utf-8'],
    [undefined, 'not found', 'text/plain; charset=utf-8'],
    ['text/html', '<html><body>404</body></html>', 'text/plain; charset=utf-8'],
    ['application/problem+json', '{"title":"x"}', 'application/json; charset=utf-8'],
    ['application/msgpack', '\u0081', 'text/plain; charset=utf-8'],
  ])('names any other (%s) by what the bytes are, never HTML', (header, body, expected) => {
    expect(refusalContentType(header, bytes(body))).toBe(expected)
  })
})
