import { describe, expect, it } from 'vitest'
import { publicOrigin } from './public-origin'

const h = (entries: Record<string, string>) => new Headers(entries)

describe('publicOrigin', () => {
  it('prefers the configured origin over any header', () => {
    const url = publicOrigin(h({ host: 'evil.test' }), { configured: 'https://explorer.example.com', trustProxy: true })
    expect(url?.href).toBe('https://explorer.example.com/')
  })

  it('falls back to the Host header with the forwarded protocol', () => {
    expect(publicOrigin(h({ host: 'localhost:3000' }), { trustProxy: false })?.href).toBe('http://localhost:3000/')
    expect(publicOrigin(h({ host: 'x.test', 'x-forwarded-proto': 'https' }), { trustProxy: false })?.origin).toBe(
      'https://x.test',
    )
  })

  it('reads X-Forwarded-Host only behind a trusted proxy', () => {
    const headers = h({ host: 'internal:3000', 'x-forwarded-host': 'public.test, internal' })
    expect(publicOrigin(headers, { trustProxy: false })?.host).toBe('internal:3000')
    expect(publicOrigin(headers, { trustProxy: true })?.host).toBe('public.test')
  })

  it('ignores a Host that is not a host name', () => {
    expect(publicOrigin(h({ host: 'a.test/evil?x' }), { trustProxy: false })).toBeUndefined()
    expect(publicOrigin(h({ host: 'user@a.test' }), { trustProxy: false })).toBeUndefined()
    expect(publicOrigin(h({}), { trustProxy: false })).toBeUndefined()
    expect(publicOrigin(h({ host: '[::1]:3000' }), { trustProxy: false })?.host).toBe('[::1]:3000')
  })
})
