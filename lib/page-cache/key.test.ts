import { describe, expect, it } from 'vitest'
import { cacheKeyOf, type KeyOptions } from './key'
import { publicRoute } from './routes'

const opts: KeyOptions = {
  trustProxy: false,
  theme: { cookie: 'theme', parse: (v) => (v === 'dark' || v === 'light' ? v : 'system'), system: 'system' },
}
const req = (url: string, headers: Record<string, string> = {}, method = 'GET') => ({
  method,
  url,
  headers: { host: 'localhost:3000', ...headers },
})
const key = (url: string, headers: Record<string, string> = {}, method = 'GET', o = opts) => {
  const d = cacheKeyOf(req(url, headers, method), o)
  if (!('cacheable' in d)) throw new Error(`bypassed: ${d.bypass}`)
  return d.cacheable
}
const bypass = (url: string, headers: Record<string, string> = {}, method = 'GET') => {
  const d = cacheKeyOf(req(url, headers, method), opts)
  return 'bypass' in d ? d.bypass : undefined
}

describe('public routes', () => {
  it('lists the explorer pages with the networks whose head they follow', () => {
    expect(publicRoute('/')).toMatchObject({ kind: 'home', networks: expect.arrayContaining(['hub', 'ledger']) })
    expect(publicRoute('/hub')).toEqual({ kind: 'overview', networks: ['hub'] })
    expect(publicRoute('/hub/blocks/12')).toEqual({ kind: 'block', networks: ['hub'], id: '12' })
    expect(publicRoute('/vm/txs/0xabc')).toEqual({ kind: 'tx', networks: ['vm'], id: '0xabc' })
    expect(publicRoute('/ledger/txs/search')).toEqual({ kind: 'search', networks: ['ledger'] })
    expect(publicRoute('/ledger/accounts/ABC')).toMatchObject({ kind: 'account', id: 'ABC' })
    expect(publicRoute('/accounts/cosmos1xyz')).toMatchObject({ kind: 'cross-account', id: 'cosmos1xyz' })
    expect(publicRoute('/hub/ibc/packets/transfer/channel-0/7')?.kind).toBe('ibc')
    expect(publicRoute('/supply')).toEqual({ kind: 'supply', networks: [] })
    expect(publicRoute('/ledger/assets/1002')).toEqual({ kind: 'entity', networks: ['ledger'], id: '1002' })
    expect(publicRoute('/ledger/applications/1006')?.kind).toBe('entity')
    // A denomination spans segments (ibc/<hash>): not on the list, rendered each time as before.
    expect(publicRoute('/hub/denoms/ibc/AB')).toBeUndefined()
  })

  it('leaves out what carries a user’s own request, session or anything unknown', () => {
    for (const p of [
      '/kmd',
      '/hub/api',
      '/hub/compose',
      '/api/gw/hub/x',
      '/api/kmd/session',
      '/nowhere',
      '/_next/static/chunks/a.js',
      '/favicon.ico',
      '/hub/blocks',
      '/hub/blocks/1/2',
      '/hub/blocks/a b',
    ])
      expect(publicRoute(p), p).toBeUndefined()
  })
})

describe('cache key', () => {
  it('bypasses non-GET, Authorization, server actions and private routes', () => {
    expect(bypass('/hub', {}, 'POST')).toBe('method')
    expect(bypass('/hub', { authorization: 'Basic eDp5' })).toBe('authorization')
    expect(bypass('/hub', { 'next-action': 'abc' })).toBe('server action')
    expect(bypass('/kmd')).toBe('not public')
    expect(bypass(`/hub?x=${'a'.repeat(3000)}`)).toBe('long url')
    expect(bypass('/hub', { 'next-router-state-tree': 'x'.repeat(5000) })).toBe('long router state')
    expect(key('/hub', {}, 'HEAD').head).toBe(true)
  })

  it('renders with canonical headers: never the client’s session cookie, address or credentials', () => {
    const c = key('/hub/blocks/5', {
      cookie: 'kmd_sid=SECRET-SESSION; theme=dark; other=1',
      'x-forwarded-for': '10.0.0.1',
      'x-real-ip': '10.0.0.2',
      'accept-language': 'de',
      'user-agent': 'Mozilla/5.0 Chrome/130',
    })
    expect(c.headers).toEqual({
      host: 'localhost:3000',
      cookie: 'theme=dark',
      accept: 'text/html',
      'user-agent': expect.any(String),
    })
    expect(JSON.stringify(c)).not.toContain('SECRET-SESSION')
    // Only the theme makes a difference among cookies; the session cookie does not split the key.
    expect(key('/hub/blocks/5', { cookie: 'theme=dark' }).key).toBe(c.key)
    expect(key('/hub/blocks/5', { cookie: 'theme=light' }).key).not.toBe(c.key)
    expect(key('/hub/blocks/5', { cookie: 'theme=bogus' }).key).toBe(key('/hub/blocks/5').key)
    expect(key('/hub/blocks/5').headers.cookie).toBeUndefined()
  })

  it('sorts the query, keeps Next’s variant headers and tells crawlers from browsers', () => {
    expect(key('/hub?b=2&a=1').url).toBe('/hub?a=1&b=2')
    expect(key('/hub?b=2&a=1').key).toBe(key('/hub?a=1&b=2').key)
    expect(key('/hub?a=1').key).not.toBe(key('/hub?a=2').key)
    const rsc = key('/hub?_rsc=x1', { rsc: '1', 'next-router-state-tree': '%5B%22%22%5D' })
    expect(rsc.headers).toMatchObject({
      rsc: '1',
      'next-router-state-tree': '%5B%22%22%5D',
      accept: 'text/x-component',
    })
    expect(rsc.key).not.toBe(key('/hub?_rsc=x1').key)
    const bot = key('/hub', { 'user-agent': 'Mozilla/5.0 (compatible; Bingbot/2.0)' })
    const googlebot = key('/hub', { 'user-agent': 'Googlebot/2.1' })
    const browser = key('/hub', { 'user-agent': 'Mozilla/5.0 Firefox/140' })
    expect(new Set([bot.key, googlebot.key, browser.key]).size).toBe(3)
    expect(key('/hub', { 'user-agent': 'Mozilla/5.0 Safari' }).key).toBe(browser.key)
  })

  it('keys by host, and by forwarded proto and host only behind a trusted proxy', () => {
    expect(key('/hub', { host: 'a.example' }).key).not.toBe(key('/hub', { host: 'b.example' }).key)
    const fwd = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'explorer.example' }
    expect(key('/hub', fwd).headers['x-forwarded-proto']).toBeUndefined()
    const trusted = key('/hub', fwd, 'GET', { ...opts, trustProxy: true })
    expect(trusted.headers).toMatchObject(fwd)
    expect(trusted.key).not.toBe(key('/hub', {}, 'GET', { ...opts, trustProxy: true }).key)
  })

  it('wants a fresh render for a reload of the document, as for the browser’s own refresh, not for a first visit', () => {
    expect(key('/hub').wantsFresh).toBe(false)
    expect(key('/hub', { 'cache-control': 'max-age=0' }).wantsFresh).toBe(true)
    expect(key('/hub', { 'cache-control': 'no-cache', pragma: 'no-cache' }).wantsFresh).toBe(true)
    expect(key('/hub', { rsc: '1' }).wantsFresh).toBe(true)
    expect(key('/hub', { rsc: '1', 'next-router-prefetch': '1' }).wantsFresh).toBe(false)
    expect(key('/hub', { 'cache-control': 'max-age=600' }).wantsFresh).toBe(false)
    // The same entry all the same: a reload shares what it renders with the next visitor.
    expect(key('/hub', { 'cache-control': 'max-age=0' }).key).toBe(key('/hub').key)
  })
})
