import { NextRequest } from 'next/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { proxy } from '@/proxy'
import { API_POLICY, pagePolicy } from '@/lib/security/headers'

/** The request headers proxy.ts hands on to the app (Next encodes them as x-middleware-request-*). */
const forwarded = (res: Response, name: string) => res.headers.get(`x-middleware-request-${name}`)
const overridden = (res: Response) => (res.headers.get('x-middleware-override-headers') ?? '').split(',')

afterEach(() => vi.unstubAllEnvs())

describe('proxy.ts', () => {
  it('gives pages a fresh nonce-based CSP on the request and the response', () => {
    const a = proxy(new NextRequest('http://app.local/hub/blocks/5'))
    const b = proxy(new NextRequest('http://app.local/hub/blocks/5'))
    const csp = a.headers.get('content-security-policy')!
    const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)![1]!
    expect(nonce.length).toBeGreaterThanOrEqual(22)
    expect(forwarded(a, 'x-nonce')).toBe(nonce)
    expect(forwarded(a, 'content-security-policy')).toBe(csp)
    expect(b.headers.get('content-security-policy')).not.toBe(csp)
    expect(csp).toBe(pagePolicy(nonce, { dev: false, https: false }))
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("connect-src 'self'")
    expect(csp).not.toContain('unsafe-eval')
    expect(csp).not.toContain('upgrade-insecure-requests')
  })

  it('sets the static hardening headers, and HSTS only over https', () => {
    const http = proxy(new NextRequest('http://app.local/'))
    expect(http.headers.get('x-content-type-options')).toBe('nosniff')
    expect(http.headers.get('referrer-policy')).toBe('same-origin')
    expect(http.headers.get('strict-transport-security')).toBeNull()
    const https = proxy(new NextRequest('https://app.local/'))
    expect(https.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains')
    expect(https.headers.get('content-security-policy')).toContain('upgrade-insecure-requests')
  })

  it('gives API answers a no-content policy and no nonce', () => {
    const r = proxy(new NextRequest('http://app.local/api/gw/hub/x'))
    expect(r.headers.get('content-security-policy')).toBe(API_POLICY)
    expect(r.headers.get('referrer-policy')).toBe('no-referrer')
    expect(forwarded(r, 'x-nonce')).toBeNull()
  })

  it('drops x-middleware-subrequest and client-sent CSP/nonce headers', () => {
    const r = proxy(
      new NextRequest('http://app.local/', {
        headers: {
          'x-middleware-subrequest': 'middleware:middleware:middleware',
          'x-nonce': 'evil',
          'content-security-policy': 'script-src *',
        },
      }),
    )
    expect(overridden(r)).not.toContain('x-middleware-subrequest')
    expect(forwarded(r, 'x-nonce')).not.toBe('evil')
    expect(forwarded(r, 'content-security-policy')).not.toContain('script-src *')
  })

  it('drops a client-sent X-Forwarded-For unless TRUST_PROXY is set', () => {
    const req = () => new NextRequest('http://app.local/api/gw/hub/x', { headers: { 'x-forwarded-for': '6.6.6.6' } })
    expect(overridden(proxy(req()))).not.toContain('x-forwarded-for')
    vi.stubEnv('TRUST_PROXY', 'true')
    const trusted = proxy(req())
    expect(overridden(trusted)).toContain('x-forwarded-for')
    expect(forwarded(trusted, 'x-forwarded-for')).toBe('6.6.6.6')
  })

  it("allows 'unsafe-eval' and websocket connects only in development", () => {
    expect(pagePolicy('n', { dev: true, https: false })).toContain("'unsafe-eval'")
    expect(pagePolicy('n', { dev: true, https: false })).toContain("connect-src 'self' ws: wss:")
  })

  it('refuses a path with broken percent-encoding with a 400 JSON (Next itself would answer 500)', async () => {
    const r = proxy(new NextRequest('http://app.local/api/gw/vm/blocks/%ff'))
    expect(r.status).toBe(400)
    expect(await r.json()).toEqual({ error: 'invalid_path', detail: 'the path is not valid percent-encoding' })
    expect(proxy(new NextRequest('http://app.local/api/gw/vm/blocks/%41')).status).toBe(200)
  })
})
