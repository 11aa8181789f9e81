import { describe, expect, it } from 'vitest'
import { acceptsGzip, poolNonce } from './respond'

describe('answer details', () => {
  it('makes a new 128-bit nonce for every answer, across refills of its pool', () => {
    const seen = new Set(Array.from({ length: 1000 }, poolNonce))
    expect(seen.size).toBe(1000)
    for (const n of seen) expect(Buffer.from(n, 'base64')).toHaveLength(16)
  })

  it('reads Accept-Encoding as browsers and proxies send it', () => {
    expect(acceptsGzip('gzip, deflate, br, zstd')).toBe(true)
    expect(acceptsGzip('br;q=1.0, gzip;q=0.8')).toBe(true)
    expect(acceptsGzip('*')).toBe(true)
    expect(acceptsGzip('gzip;q=0')).toBe(false)
    expect(acceptsGzip('identity')).toBe(false)
    expect(acceptsGzip(undefined)).toBe(false)
  })
})
