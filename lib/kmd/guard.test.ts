import { describe, expect, it } from 'vitest'
import { hostPolicy } from '@/lib/security/host'
import { checkRequest, ownOrigin } from './guard'

const hosts = hostPolicy(['app.local:3000', 'public.example'])

const req = (headers: Record<string, string>, init: { method?: string; url?: string } = {}) =>
  new Request(init.url ?? 'http://app.local:3000/api/kmd/unlock', {
    method: init.method ?? 'POST',
    headers,
    ...(init.method === 'GET' ? {} : { body: '{}' }),
  })
const good = { host: 'app.local:3000', origin: 'http://app.local:3000', 'content-type': 'application/json' }

describe('checkRequest', () => {
  it('passes a same-origin JSON POST', () => {
    expect(checkRequest(req(good), { trustProxy: false, hosts })).toBeUndefined()
    expect(
      checkRequest(
        req({ ...good, 'sec-fetch-site': 'same-origin', 'content-type': 'Application/JSON; charset=UTF-8' }),
        { trustProxy: false, hosts },
      ),
    ).toBeUndefined()
  })
  it.each([
    ['GET', req(good, { method: 'GET' }), 405],
    ['PUT', req(good, { method: 'PUT' }), 405],
    ['no content type', req({ host: good.host, origin: good.origin }), 415],
    ['text/plain (simple CORS request)', req({ ...good, 'content-type': 'text/plain' }), 415],
    ['no Origin', req({ host: good.host, 'content-type': 'application/json' }), 403],
    ['Origin null', req({ ...good, origin: 'null' }), 403],
    ['other port', req({ ...good, origin: 'http://app.local:3001' }), 403],
    ['other scheme', req({ ...good, origin: 'https://app.local:3000' }), 403],
    ['suffix trick', req({ ...good, origin: 'http://app.local:3000.evil.com' }), 403],
    ['sec-fetch-site none', req({ ...good, 'sec-fetch-site': 'none' }), 403],
    [
      'forwarded host without TRUST_PROXY',
      req({
        ...good,
        origin: 'https://public.example',
        'x-forwarded-host': 'public.example',
        'x-forwarded-proto': 'https',
      }),
      403,
    ],
  ])('refuses %s', (_n, r, status) => {
    expect(checkRequest(r, { trustProxy: false, hosts })?.status).toBe(status)
  })
  it('refuses a DNS-rebinding page: Origin equal to a Host that is not one of ALLOWED_HOSTS', () => {
    const rebound = req(
      { host: 'evil.example:3000', origin: 'http://evil.example:3000', 'content-type': 'application/json' },
      { url: 'http://evil.example:3000/api/kmd/keys/export' },
    )
    expect(checkRequest(rebound, { trustProxy: false, hosts })?.status).toBe(403)
    const forwarded = req({
      ...good,
      origin: 'https://evil.example',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
    })
    expect(checkRequest(forwarded, { trustProxy: true, hosts })?.status).toBe(403)
  })
  it('uses X-Forwarded-Host/Proto only behind a trusted proxy', () => {
    const r = req({
      ...good,
      origin: 'https://public.example',
      'x-forwarded-host': 'public.example',
      'x-forwarded-proto': 'https',
    })
    expect(ownOrigin(r, { trustProxy: true, hosts })).toBe('https://public.example')
    expect(checkRequest(r, { trustProxy: true, hosts })).toBeUndefined()
    expect(ownOrigin(r, { trustProxy: false, hosts })).toBe('http://app.local:3000')
  })
})
