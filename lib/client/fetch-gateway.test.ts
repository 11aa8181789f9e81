import { afterEach, describe, expect, it, vi } from 'vitest'
import { fetchGateway, toGatewayError } from './fetch-gateway'
import { GatewayError } from './types'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

const answer = (status: number, body: string, headers: Record<string, string>) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body, { status, headers: { 'content-type': 'application/json', ...headers } })),
  )

const spec = { gateway: 'hub', opId: 'cosmos.bank.params', method: 'GET', path: {}, query: {} } as never

describe('fetchGateway reads what the proxy says about an answer', () => {
  it('dates the body by Age, takes the upstream time from server-timing and the height from the gRPC metadata', async () => {
    vi.useFakeTimers({ now: 1_800_000_000_000 })
    answer(200, '{"params":{"n":18446744073709551615}}', {
      age: '30',
      'x-cache': 'stale',
      'server-timing': 'upstream;dur=12.5',
      'grpc-metadata-x-cosmos-block-height': '4242',
    })
    const r = await fetchGateway(spec)
    expect(r.fetchedAt).toBe(1_800_000_000_000 - 30_000)
    expect(r.cache).toBe('stale')
    expect(r.upstreamMs).toBe(12.5)
    expect(r.height).toBe('4242')
    // Big integers never pass through Number.
    expect(JSON.stringify(r.body, (_k, v: unknown) => (typeof v === 'bigint' ? `${v}n` : v))).toContain(
      '18446744073709551615',
    )
  })

  it('turns the proxy’s error body into a structured error', async () => {
    answer(404, '{"error":"not_found","detail":"no such block"}', {})
    const e = await fetchGateway(spec).catch((x: unknown) => x)
    expect(e).toBeInstanceOf(GatewayError)
    expect(e).toMatchObject({ status: 404, error: 'not_found', detail: 'no such block' })
  })

  it('tells the proxy’s own refusal from a gateway’s body that has an error field', () => {
    expect(toGatewayError(400, { error: 'invalid_parameter', detail: 'limit: too big' }, 'sharded')).toMatchObject({
      error: 'invalid_parameter',
      detail: 'limit: too big',
    })
    // The sharded envelope and the supply feed's amino error carry `error` as a sentence, beside other keys.
    expect(
      toGatewayError(400, { data: null, error: 'invalid_parameter', code: 'bad_request' }, 'sharded'),
    ).toMatchObject({ error: 'upstream_error', detail: 'the sharded gateway answered 400: invalid_parameter' })
    expect(toGatewayError(400, { error: 'bad denom' }, 'supply')).toMatchObject({
      error: 'upstream_error',
      detail: 'the supply gateway answered 400: bad denom',
      upstream: { status: 400, body: { error: 'bad denom' } },
    })
    // Without a gateway (the index's and the supply history's own routes) a body is read as before.
    expect(toGatewayError(404, '<html>', undefined)).toMatchObject({ error: 'HTTP 404', detail: '<html>' })
  })
})
