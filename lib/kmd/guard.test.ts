import { describe, expect, it } from 'vitest'
import { checkRequest, ownOrigin } from './guard'

const req = (headers: Record<string, string>, init: { method?: string; url?: string } = {}) =>
  new Request(init.url ?? 'http://app.local:3000/api/kmd/unlock', { method: init.method ?? 'POST', headers, ...(init.method === 'GET' ? {} : { body: '{}' }) })
const good = { host: 'app.local:3000', origin: 'http://app.local:3000', 'content-type': 'application/json' }

describe('checkRequest', () => {
  it('passes a same-origin JSON POST', () => {
    expect(checkRequest(req(good), { trustProxy: false })).toBeUndefined()
    expect(checkRequest(req({ ...good, 'sec-fetch-site': 'same-origin', 'content-type': 'Application/JSON; charset=UTF-8' }), { trustProxy: false })).toBeUndefined()
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
    ['forwarded host without TRUST_PROXY', req({ ...good, origin: 'https://public.example', 'x-forwarded-host': 'public.example', 'x-forwarded-proto': 'https' }), 403],
  ])('refuses %s', (_n, r, status) => {
    expect(checkRequest(r, { trustProxy: false })?.status).toBe(status)
  })
  it('uses X-Forwarded-Host/Proto only behind a trusted proxy', () => {
    const r = req({ ...good, origin: 'https://public.example', 'x-forwarded-host': 'public.example', 'x-forwarded-proto': 'https' })
    expect(ownOrigin(r, { trustProxy: true })).toBe('https://public.example')
    expect(checkRequest(r, { trustProxy: true })).toBeUndefined()
    expect(ownOrigin(r, { trustProxy: false })).toBe('http://app.local:3000')
  })
})
