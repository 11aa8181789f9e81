import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { toGatewayError } from '@/lib/client/fetch-gateway'
import { GatewayError } from '@/lib/client/types'
import { PanelError, retryable } from './panel-error'
import { isUpstreamNotFound } from './states'

const retry = () => {}
const future = new GatewayError(
  400,
  'upstream_error',
  'requested block height 999999999 is bigger then the chain length',
)

describe('panel error states', () => {
  it('offer a retry only where asking again can help', () => {
    expect(retryable(future)).toBe(false)
    expect(retryable(new GatewayError(404, 'not_found'))).toBe(false)
    expect(retryable(new GatewayError(502, 'upstream_unreachable'))).toBe(true)
    expect(retryable(new GatewayError(429, 'rate_limited'))).toBe(true)
    expect(retryable(new TypeError('fetch failed'))).toBe(true)
    expect(renderToStaticMarkup(<PanelError error={future} onRetry={retry} />)).not.toContain('<button')
    expect(renderToStaticMarkup(<PanelError error={new GatewayError(503, 'x')} onRetry={retry} />)).toContain('<button')
  })

  it('title the error with its HTTP status, not the wire code', () => {
    const html = renderToStaticMarkup(<PanelError error={future} />)
    expect(html).toContain('Rejected by the gateway (HTTP 400)')
    expect(html).not.toContain('upstream_error')
  })

  // A gateway's refusal reaches the browser as the gateway wrote it (lib/gateway/README.md): in each kind's shape.
  it.each([
    ['hub', 404, { code: 5, message: 'account hub1x not found', details: [] }, 'account hub1x not found'],
    ['vm', 400, 'bad tx: chain tag mismatch\n', 'bad tx: chain tag mismatch'],
    [
      'sharded',
      400,
      { data: null, error: 'transaction generation failed: insufficient funds for address erd1x', code: 'bad_request' },
      'transaction generation failed: insufficient funds for address erd1x',
    ],
    ['node', 404, { message: 'application does not exist' }, 'application does not exist'],
  ])('show the %s gateway’s own words for its refusal', (gateway, status, body, words) => {
    const error = toGatewayError(status, body, gateway)
    const html = renderToStaticMarkup(<PanelError error={error} />)
    expect(html).toContain(`(HTTP ${status})`)
    expect(html).toContain(`the ${gateway} gateway answered ${status}: ${words}`)
    expect(html).not.toContain('{')
    expect(isUpstreamNotFound(error)).toBe(status === 404)
  })

  it('read a gateway 404 as "not there" in both proxy shapes, and the proxy\'s own 404 as a fault', () => {
    const wrapped = toGatewayError(404, { error: 'upstream_error', detail: 'account x not found' })
    // The proxy passes an upstream 4xx on with the gateway's own body (an LCD's {code, message}).
    const passed = toGatewayError(404, { code: 5, message: 'account x not found', details: [] })
    expect(isUpstreamNotFound(wrapped)).toBe(true)
    expect(isUpstreamNotFound(passed)).toBe(true)
    expect(isUpstreamNotFound(toGatewayError(404, { error: 'unknown_path', detail: 'no such operation' }))).toBe(false)
    expect(isUpstreamNotFound(toGatewayError(400, { code: 3, message: 'bad address' }))).toBe(false)
  })
})
