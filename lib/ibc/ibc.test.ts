import { describe, expect, it } from 'vitest'
import { clientStateOfAnswer, parseClientState, parseHeight } from './client-state'
import { networkOfChainId, pickCounterparty } from './counterparty'
import { denomTraceHash, ibcDenomOf } from './denom'
import { denomHashOf, denomHref } from './routes'
import { channelsAdapter, denomTracesAdapter, totalEscrowAdapter } from './adapters'
import { summarize } from './health'
import { nextSequenceAdapter } from './state-adapters'

describe('client state', () => {
  it('reads chain id, latest height and a non-zero frozen height', () => {
    const s = parseClientState({
      '@type': '/ibc.lightclients.tendermint.v1.ClientState',
      chain_id: 'x-1',
      trusting_period: '3600s',
      latest_height: { revision_number: '1', revision_height: '900' },
      frozen_height: { revision_number: '0', revision_height: '0' },
    })
    expect(s).toEqual({
      type: '/ibc.lightclients.tendermint.v1.ClientState',
      chainId: 'x-1',
      trustingPeriod: '3600s',
      latestHeight: { revisionNumber: '1', revisionHeight: '900' },
    })
    expect(parseClientState({ frozen_height: { revision_number: '1', revision_height: '5' } }).frozenHeight).toEqual({
      revisionNumber: '1',
      revisionHeight: '5',
    })
  })
  it('unwraps identified client states', () => {
    expect(
      clientStateOfAnswer({
        identified_client_state: { client_id: '07-tendermint-3', client_state: { chain_id: 'c' } },
      }),
    ).toEqual({ clientId: '07-tendermint-3', state: { chainId: 'c' } })
    expect(() => clientStateOfAnswer({})).toThrow(/client state/)
  })
  it('parses revision-height', () => {
    expect(parseHeight('1-0300')).toEqual({ revisionNumber: '1', revisionHeight: '300' })
    expect(() => parseHeight('300')).toThrow(/revision-height/)
  })
})

describe('the network a client’s chain id names', () => {
  const nets = [
    { network: 'hub', chainId: 'hub-devnet-1' },
    { network: 'staking', chainId: 'staking-devnet-1' },
    { network: 'classic' },
  ]
  it('is the one configured network with that chain id, even where no channel end points back', () => {
    expect(networkOfChainId('staking-devnet-1', nets)).toBe('staking')
  })
  it('is none for a chain no gateway here reveals, an unknown chain id, or two networks claiming it', () => {
    expect(networkOfChainId('cosmoshub-4', nets)).toBeUndefined()
    expect(networkOfChainId(undefined, nets)).toBeUndefined()
    expect(networkOfChainId('hub-devnet-1', [...nets, { network: 'mirror', chainId: 'hub-devnet-1' }])).toBeUndefined()
  })
})

describe('counterparty resolution', () => {
  const self = { port: 'transfer', channel: 'channel-0' }
  const back = { counterparty: { port_id: 'transfer', channel_id: 'channel-0' } }
  it('picks the network whose channel points back', () => {
    expect(
      pickCounterparty('b-1', self, [
        { network: 'a', end: { counterparty: { port_id: 'transfer', channel_id: 'channel-9' } } },
        { network: 'b', end: back },
        { network: 'c' },
      ]),
    ).toBe('b')
  })
  it('rules out a chain id mismatch and refuses to guess between two', () => {
    expect(pickCounterparty('b-1', self, [{ network: 'b', chainId: 'other-1', end: back }])).toBeUndefined()
    expect(
      pickCounterparty(undefined, self, [
        { network: 'a', end: back },
        { network: 'b', end: back },
      ]),
    ).toBeUndefined()
    expect(
      pickCounterparty('b-1', self, [
        { network: 'a', end: back },
        { network: 'b', chainId: 'b-1', end: back },
      ]),
    ).toBe('b')
  })
})

describe('denominations', () => {
  it('hashes traces as ICS-20 does', () => {
    // sha256("transfer/channel-0/uatom"), the well-known ATOM-on-Osmosis denom.
    expect(denomTraceHash('transfer/channel-0/uatom')).toBe(
      '27394FB092D2ECCD56123C74F36E4C1F926001CEADA9CA97EA622B25F41E5EB2',
    )
    expect(ibcDenomOf('transfer/channel-0', 'uatom')).toBe(
      'ibc/27394FB092D2ECCD56123C74F36E4C1F926001CEADA9CA97EA622B25F41E5EB2',
    )
  })
  it('links ibc/ denoms only', () => {
    const h = 'ab'.repeat(32)
    expect(denomHref('hub', `ibc/${h}`)).toBe(`/hub/denoms/ibc/${h.toUpperCase()}`)
    expect(denomHref('hub', 'uhub')).toBeUndefined()
    expect(denomHashOf(`ibc/${h}`)).toBe(h.toUpperCase())
    expect(denomHashOf(h)).toBe(h.toUpperCase())
    expect(denomHashOf('ibc/xyz')).toBeUndefined()
  })
})

describe('adapters', () => {
  it('channels link to channel and connection pages', () => {
    const v = channelsAdapter(
      {
        channels: [
          {
            state: 'STATE_OPEN',
            ordering: 'ORDER_UNORDERED',
            counterparty: { port_id: 'transfer', channel_id: 'channel-4' },
            connection_hops: ['connection-0'],
            version: 'ics20-1',
            port_id: 'transfer',
            channel_id: 'channel-1',
          },
        ],
        pagination: { next_key: 'AA==' },
      },
      { network: 'hub' },
    )
    if (v.kind !== 'table') throw new Error('expected a table')
    expect(v.next).toBe('AA==')
    expect(v.rows[0]!.channel).toEqual({
      type: 'href',
      href: '/hub/ibc/channels/transfer/channel-1',
      label: 'channel-1',
    })
    expect(v.rows[0]!.hops).toEqual({
      type: 'list',
      items: [{ type: 'href', href: '/hub/ibc/connections/connection-0', label: 'connection-0' }],
    })
    expect(v.rows[0]!.state).toEqual({ type: 'status', ok: true, label: 'Open' })
  })
  it('denom traces link to their trace page', () => {
    const v = denomTracesAdapter(
      { denom_traces: [{ path: 'transfer/channel-0', base_denom: 'uatom' }] },
      { network: 'exchange' },
    )
    if (v.kind !== 'table') throw new Error('expected a table')
    expect(v.rows[0]!.denom).toMatchObject({
      type: 'href',
      href: '/exchange/denoms/ibc/27394FB092D2ECCD56123C74F36E4C1F926001CEADA9CA97EA622B25F41E5EB2',
    })
  })
  it('a wrong shape is a clear error', () => {
    expect(() => channelsAdapter({ channels: [{}] }, { network: 'hub' })).toThrow(/unexpected answer shape/)
  })
})

describe('health summary', () => {
  const t = '2024-01-01T00:00:00Z'
  const now = BigInt(Date.UTC(2024, 0, 1)) * 1_000_000n
  it('counts channels by state, clients by standing, and expiring (active only) apart from expired', () => {
    const h = summarize(
      ['STATE_OPEN', 'STATE_OPEN', 'STATE_INIT'],
      [
        { clientId: 'a', status: 'Active', trustingPeriod: '86400s', consensusTime: t },
        { clientId: 'b', status: 'Active', trustingPeriod: '1209600s', consensusTime: t },
        { clientId: 'c', status: 'Frozen', trustingPeriod: '86400s', consensusTime: t },
        { clientId: 'd', status: 'Active', trustingPeriod: 'bogus', consensusTime: t },
        // Its chain says expired while the period would leave an hour: expired, not expiring.
        { clientId: 'e', status: 'Expired', trustingPeriod: '3600s', consensusTime: t },
      ],
      [
        { channel: 'transfer/channel-0', inFlight: 2 },
        { channel: 'transfer/channel-1', inFlight: 3, unresolvedCommitments: 0 },
        { channel: 'transfer/channel-2', unresolvedCommitments: 4 },
        { channel: 'transfer/channel-3', error: 'no answer' },
      ],
      now,
    )
    expect(h.channelsByState).toEqual([
      ['Open', 2],
      ['Opening (init)', 1],
    ])
    expect(h.clientsByStanding).toEqual([
      ['Active', 1],
      ['Expired', 1],
      ['Expiring', 1],
      ['Frozen', 1],
      ['Unknown', 1],
    ])
    expect(h.expiringSoon).toEqual(['a'])
    expect(h.expired).toEqual(['e'])
    expect(h.inFlight).toBe(5)
    expect(h.unresolvedCommitments).toBe(4)
    expect(h.uncounted).toEqual(['transfer/channel-3'])
  })
})

describe('total escrow adapter', () => {
  it('shows the amount exactly and links ibc/ denoms to their trace', () => {
    const denom = `ibc/${'AB'.repeat(32)}`
    const v = totalEscrowAdapter(
      { amount: { denom, amount: '123456789012345678901234567890' } },
      { network: 'exchange' },
    )
    if (v.kind !== 'kv') throw new Error('expected rows')
    expect(v.rows[0]!.value).toEqual({ type: 'amount', raw: '123456789012345678901234567890', denom })
    expect(v.rows[1]!.value).toEqual({ type: 'href', href: `/exchange/denoms/ibc/${'AB'.repeat(32)}`, label: denom })
  })
})

describe('next sequence', () => {
  const words = (body: unknown) => {
    const v = nextSequenceAdapter(body, { network: 'hub' })
    return v.kind === 'kv' ? v.rows.map((r) => [r.label, r.value.type === 'text' ? r.value.value : r.value.type]) : []
  }
  it('counts what was sent or received so far', () => {
    expect(words({ next_sequence_send: '12', proof_height: { revision_number: '1', revision_height: '90' } })).toEqual([
      ['Next packet to send', '#12'],
      ['Packets sent so far', '11'],
      ['Proven at height', '1-90'],
    ])
  })
  it('says an unordered channel keeps no receive sequence (ibc-go answers 0)', () => {
    expect(words({ next_sequence_receive: '0' })).toEqual([
      ['Next packet to receive', 'Not tracked: this channel accepts packets in any order'],
    ])
  })
})
