import { describe, expect, it } from 'vitest'
import { createKmdClient, KmdInputError, KmdUnavailableError, KmdUpstreamError } from './client'

interface Seen {
  url: string
  init: RequestInit
}

function fakeFetch(answer: () => Response | Promise<Response>) {
  const seen: Seen[] = []
  const impl = (async (url: string | URL | Request, init?: RequestInit) => {
    seen.push({ url: String(url), init: init ?? {} })
    return answer()
  }) as typeof fetch
  return { seen, impl }
}

const target = { url: 'http://kmd.internal:7833/base/', apiKey: 'secret-api-key', aliases: {}, timeoutMs: 2000 }
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
const token = { wallet_handle_token: 'h' }

describe('kmd client', () => {
  it('derives the path from the catalog, sends the key in headers only, refuses redirects', async () => {
    const f = fakeFetch(() => json(200, { error: false, message: '', addresses: ['A'] }))
    const a = await createKmdClient(target, f.impl).call('kmd.key.list', token)
    expect(a.addresses).toEqual(['A'])
    const [call] = f.seen
    expect(call?.url).toBe('http://kmd.internal:7833/base/v1/key/list')
    expect(call?.url).not.toContain('secret-api-key')
    expect(call?.init.method).toBe('POST')
    expect(call?.init.redirect).toBe('error')
    expect((call?.init.headers as Record<string, string>)['api-key']).toBe('secret-api-key')
    expect(JSON.parse(String(call?.init.body))).toEqual(token)
  })

  it('applies gateway path aliases and sends DELETE bodies', async () => {
    const f = fakeFetch(() => json(200, { error: false, message: '' }))
    await createKmdClient({ ...target, aliases: { v1: 'v1beta' } }, f.impl).call('kmd.key.delete', {
      ...token,
      wallet_password: 'p',
      address: 'A'.repeat(58),
    })
    expect(f.seen[0]?.url).toBe('http://kmd.internal:7833/base/v1beta/key')
    expect(f.seen[0]?.init.method).toBe('DELETE')
  })

  it('checks the body against the catalog schema before sending anything', async () => {
    const f = fakeFetch(() => json(200, {}))
    const c = createKmdClient(target, f.impl)
    await expect(
      c.call('kmd.key.export', { ...token, address: 'not-an-address', wallet_password: 'x' }),
    ).rejects.toBeInstanceOf(KmdInputError)
    await expect(c.call('kmd.key.list', { ...token, extra: 1 })).rejects.toBeInstanceOf(KmdInputError)
    expect(f.seen).toHaveLength(0)
    await expect(c.call('node.status')).rejects.toThrow(/not a kmd operation/)
  })

  it('turns kmd errors into KmdUpstreamError and spots dead handles', async () => {
    const c = (status: number, message: string) =>
      createKmdClient(target, fakeFetch(() => json(status, { error: true, message })).impl)
    const expired = await c(401, 'wallet handle token expired: renew it')
      .call('kmd.key.list', token)
      .catch((e: unknown) => e)
    expect(expired).toBeInstanceOf(KmdUpstreamError)
    expect((expired as KmdUpstreamError).tokenInvalid).toBe(true)
    const real = await c(400, 'handle does not exist')
      .call('kmd.key.list', token)
      .catch((e: unknown) => e)
    expect((real as KmdUpstreamError).tokenInvalid).toBe(true)
    const wrongPw = await c(401, 'wrong wallet password')
      .call('kmd.key.list', token)
      .catch((e: unknown) => e)
    expect((wrongPw as KmdUpstreamError).tokenInvalid).toBe(false)
    // error:true with a 200 is still an error.
    const soft = await c(200, 'key does not exist')
      .call('kmd.key.list', token)
      .catch((e: unknown) => e)
    expect(soft).toMatchObject({ status: 400, message: 'key does not exist' })
  })

  it('network failures and non-JSON answers never echo the URL or the key', async () => {
    const down = createKmdClient(target, (async () => {
      throw new TypeError('fetch failed http://kmd.internal:7833/base/v1/key/list secret-api-key')
    }) as typeof fetch)
    const e = await down.call('kmd.key.list', token).catch((x: unknown) => x)
    expect(e).toBeInstanceOf(KmdUnavailableError)
    expect((e as Error).message).not.toMatch(/kmd\.internal|secret-api-key/)
    const html = createKmdClient(target, fakeFetch(() => new Response('<html>', { status: 502 })).impl)
    await expect(html.call('kmd.key.list', token)).rejects.toThrow('answered 502 without JSON')
  })
})
