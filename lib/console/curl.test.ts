import { describe, expect, it } from 'vitest'
import { curlForGateway, curlForProxy, shellQuote } from './curl'
import { FIXTURES } from './testing/fixtures'
import { validateRequest, type BuiltRequest } from './validate'

function built(opId: keyof typeof FIXTURES, more: Record<string, unknown>): BuiltRequest {
  const v = validateRequest(FIXTURES[opId]!, {
    opId: FIXTURES[opId]!.id,
    gateway: FIXTURES[opId]!.gateways[0]!,
    path: {},
    query: {},
    ...more,
  })
  if (!v.ok) throw new Error(JSON.stringify(v.errors))
  return v.request
}

describe('curl', () => {
  it('quotes anything for a POSIX shell', () => {
    expect(shellQuote(`it's "x" $HOME`)).toBe(`'it'\\''s "x" $HOME'`)
  })

  it('targets the real gateway path with aliases and an api-key placeholder', () => {
    const r = built('balances', { path: { address: 'hub1x' }, query: { 'pagination.limit': ['2'] } })
    expect(curlForGateway(r)).toBe(
      `curl -sS '<HUB_URL>/cosmos/bank/v1beta1/balances/hub1x?pagination.limit=2' \\\n  -H 'api-key: <API_KEY>'`,
    )
    expect(curlForGateway(r, {})).toContain(`'<HUB_URL>/sdk/bank/v1beta1/balances/hub1x?pagination.limit=2'`)
  })

  it('targets the app proxy without any key', () => {
    const r = built('broadcast', { body: `{"tx_bytes":"AA==","mode":"SYNC"}` })
    const c = curlForProxy(r, 'http://127.0.0.1:3100/')
    expect(c).toBe(
      `curl -sS -X POST 'http://127.0.0.1:3100/api/gw/hub/sdk/tx/v1beta1/txs' \\\n  -H 'content-type: application/json' \\\n  --data-raw '{"tx_bytes":"AA==","mode":"SYNC"}'`,
    )
    expect(c).not.toContain('api-key')
  })

  it('sends binary bodies decoded from their base64', () => {
    const c = curlForGateway(built('rawTx', { body: 'gqNz' }))
    expect(c).toMatch(/^printf %s 'gqNz' \| base64 -d \| curl -sS -X POST '<NODE_URL>\/v2\/transactions'/)
    expect(c).toContain('--data-binary @-')
  })
})
