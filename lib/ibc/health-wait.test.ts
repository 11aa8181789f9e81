import { afterEach, describe, expect, it, vi } from 'vitest'

/**
 * The health summary streams in under its own Suspense boundary: its calls wait until the deadline it is given, not on
 * the page deadline. A gateway slower than the page deadline (devnet on a cold first render) but within the
 * summary's own limit must give a summary, not "unknown".
 */
const SLOW_MS = 150
vi.mock('@/lib/query/deadline', () => ({ pageSignal: () => AbortSignal.timeout(20), pageTimeLeft: () => 20 }))
vi.mock('@/lib/query/server', () => ({
  serverFetch: async (spec: { opId: string }, _page: unknown, signal: AbortSignal = AbortSignal.timeout(20)) => {
    await new Promise((resolve, reject) => {
      const t = setTimeout(resolve, SLOW_MS)
      signal.addEventListener('abort', () => {
        clearTimeout(t)
        reject(new Error('page_deadline'))
      })
    })
    const bodies: Record<string, unknown> = {
      'cosmos.ibc.channel.channels': {
        channels: [{ state: 'STATE_OPEN', port_id: 'transfer', channel_id: 'channel-0', counterparty: {} }],
      },
      'cosmos.ibc.client.clientStates': { client_states: [] },
      'cosmos.ibc.channel.packetCommitments': { commitments: [] },
    }
    return { status: 200, body: bodies[spec.opId] ?? {}, fetchedAt: Date.now() }
  },
}))

afterEach(() => vi.restoreAllMocks())

describe('IBC health wait', () => {
  it('answers from a gateway slower than the page deadline, within its own limit', async () => {
    const { ibcHealth } = await import('./server')
    const h = await ibcHealth('hub', 2_000)
    expect(h?.channelsByState).toEqual([['Open', 1]])
  })
  it('is unknown when even its own limit passes', async () => {
    const { ibcHealth } = await import('./server')
    expect(await ibcHealth('hub', 30)).toBeUndefined()
  })
})
