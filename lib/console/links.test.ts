import { encodeBech32 } from '@/lib/format/address'
import { describe, expect, it } from 'vitest'
import { buildPath, getOperation } from '@/lib/catalog'
import { consoleUrl } from '@/lib/client/api-links'
import { parseConsoleUrl } from './state'
import { validateRequest, consoleProxyUrl } from './validate'

const PLAT_ADDR = encodeBech32('plat', new Uint8Array(20).fill(5))

/**
 * Contract with the explorer pages: their "show API call" link (lib/client/api-links `consoleUrl`) must open the
 * console pre-filled with the very request the panel made.
 */
describe('show API call links from the explorer pages', () => {
  it('open the console on the same operation, gateway, params and proxy URL', () => {
    const op = getOperation('cosmos.bank.balances')
    const gatewayPath = buildPath(op, { address: PLAT_ADDR })
    const link = consoleUrl(
      'platform',
      {
        gateway: 'platform',
        opId: op.id,
        method: 'GET',
        path: { address: PLAT_ADDR },
        query: { resolve_denom: 'true' },
        gatewayPath,
        cache: 'head',
        pagination: 'sdk',
      },
      { 'pagination.limit': '5', 'pagination.key': 'AAE=' },
    )
    const parsed = parseConsoleUrl(new URL(link, 'http://x').searchParams, 'platform')
    expect(parsed.kind).toBe('ok')
    if (parsed.kind !== 'ok') return
    const v = validateRequest(op, parsed.request)
    expect(v.ok && consoleProxyUrl(v.request)).toBe(
      `/api/gw/platform${gatewayPath}?pagination.key=AAE%3D&pagination.limit=5&resolve_denom=true`,
    )
  })

  it('carry a POST body', () => {
    const op = getOperation('cosmos.tx.simulate')
    const link = consoleUrl('hub', {
      gateway: 'hub',
      opId: op.id,
      method: 'POST',
      path: {},
      query: {},
      body: { tx_bytes: 'AAE=' },
      gatewayPath: buildPath(op, {}),
      cache: 'none',
      pagination: 'none',
    })
    const parsed = parseConsoleUrl(new URL(link, 'http://x').searchParams, 'hub')
    expect(parsed.kind === 'ok' && parsed.request.body).toBe('{"tx_bytes":"AAE="}')
  })
})
