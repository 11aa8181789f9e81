import { describe, expect, it, vi } from 'vitest'
import { GatewayError } from '@/lib/client/types'

const fail = vi.hoisted(() => ({ error: undefined as unknown }))
vi.mock('@/lib/query/server', () => ({
  serverFetch: () => Promise.reject(fail.error),
}))
const { commitmentsOf, loadChannelFlow } = await import('./flow')

describe('a channel whose commitments cannot be read', () => {
  it('says why in words, not with the proxy’s error code', async () => {
    fail.error = new GatewayError(504, 'page_deadline', 'the gateway did not answer before the page deadline')
    const cp = { network: 'staking', port: 'transfer', channel: 'channel-0' } as const
    const flow = await loadChannelFlow('hub', 'transfer', 'channel-0', cp)
    expect(flow).toEqual({
      ok: false,
      error:
        'The packets awaiting acknowledgement could not be read: the gateway did not answer before the page deadline',
    })
    expect(await commitmentsOf('hub', 'transfer', 'channel-0')).toEqual({
      error:
        'The packets awaiting acknowledgement could not be read: the gateway did not answer before the page deadline',
    })
  })

  it('keeps the message of a failure that is not the gateway’s', async () => {
    fail.error = new TypeError('fetch failed')
    expect(await commitmentsOf('hub', 'transfer', 'channel-0')).toEqual({
      error: 'The packets awaiting acknowledgement could not be read: fetch failed',
    })
  })
})
