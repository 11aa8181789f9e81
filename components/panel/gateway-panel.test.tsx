import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import type { GatewayResult } from '@/lib/client/types'
import { resolveCall } from '@/lib/client/resolve'
import { gatewayQuery } from '@/lib/query/options'
import { GatewayPanel, stateHeight } from './gateway-panel'

vi.mock('next/navigation', () => ({ useSearchParams: () => new URLSearchParams() }))

const spec = resolveCall({ gateway: 'hub', opId: 'cosmos.base.latestBlock' })
const fetchedAt = 1_795_000_000_000
const whole: GatewayResult = {
  status: 200,
  body: { block: { header: { height: '120' }, last_commit: { signatures: [{ signature: 'c2ln' }] } } },
  fetchedAt,
}
const lean: GatewayResult = { status: 200, body: { block: { header: { height: '120' } } }, fetchedAt, lean: true }
const painted = { fetchedAt, content: <p>painted on the server</p> }

function render(data: GatewayResult, initial?: typeof painted) {
  const qc = new QueryClient()
  qc.setQueryData(gatewayQuery(spec).queryKey, data)
  return renderToStaticMarkup(
    <QueryClientProvider client={qc}>
      <GatewayPanel
        id="latest"
        title="Latest block"
        network="hub"
        spec={spec}
        adapter="cosmos.block"
        {...(initial && { initial })}
      />
    </QueryClientProvider>,
  )
}

describe('a panel with a lean answer (head fields only)', () => {
  it('shows the server’s paint and offers the JSON all the same (read whole when opened)', () => {
    const html = render(lean, painted)
    expect(html).toContain('painted on the server')
    expect(html).toContain('>JSON<')
  })

  it('offers the JSON of a whole answer beside the same paint', () => {
    const html = render(whole, painted)
    expect(html).toContain('painted on the server')
    expect(html).toContain('>JSON<')
  })

  it('without the server’s paint, waits for the whole answer instead of adapting the lean one', () => {
    const html = render(lean)
    expect(html).toContain('aria-label="Loading"')
    expect(html).not.toContain('120')
  })
})

describe('the height a panel says it is "as of"', () => {
  const block = resolveCall({ gateway: 'hub', opId: 'cosmos.tx.blockTxs', path: { height: '10830' } })

  it('is not the head’s for a call that names its block (block 10830 is not "as of height 10831")', () => {
    expect(stateHeight(block, '10831')).toBeUndefined()
  })

  it('is the gateway’s for a state query', () => {
    expect(stateHeight(spec, '10831')).toBe('10831')
    const qc = new QueryClient()
    qc.setQueryData(gatewayQuery(spec).queryKey, { ...whole, height: '10831' })
    const html = renderToStaticMarkup(
      <QueryClientProvider client={qc}>
        <GatewayPanel id="latest" title="Latest block" network="hub" spec={spec} adapter="cosmos.block" />
      </QueryClientProvider>,
    )
    expect(html).toMatch(/as of height <span[^>]*>10,831/)
  })
})
