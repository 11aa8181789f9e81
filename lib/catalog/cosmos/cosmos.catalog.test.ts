import { describe, expect, it } from 'vitest'
import * as z from 'zod'
import { encodeBech32 } from '@/lib/format/address'
import { CATALOG, getOperation, matchOperation, OPERATIONS_BY_ID, type GatewayId, type HttpMethod } from '../index'
import { cosmosOperations } from './index'
import { cosmosOps, TX_BYTES } from '../testing/cosmos-tables'

describe('catalog integrity', () => {
  it('loads into CATALOG (every path param described) with unique ids', () => {
    const ids = CATALOG.map((o) => o.id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const o of cosmosOps) expect(OPERATIONS_BY_ID.get(o.id)?.path).toBe(o.path)
  })

  it('has no two entries sharing (gateway, method, path)', () => {
    const seen = new Set<string>()
    for (const o of CATALOG)
      for (const g of o.gateways) {
        const k = `${g} ${o.method} ${o.path}`
        expect(seen.has(k), k).toBe(false)
        seen.add(k)
      }
  })

  it('pages P-short on the Hub only for denom owners', () => {
    const owners = getOperation('cosmos.bank.denomOwners')
    expect(owners.shortPageOn).toEqual(['H'])
    expect(Object.keys(owners.querySchema('hub').shape).sort()).toEqual([
      'pagination.count_total',
      'pagination.key',
      'pagination.limit',
    ])
    expect(
      owners.querySchema('platform').safeParse({ 'pagination.offset': '10', 'pagination.reverse': 'true' }).success,
    ).toBe(true)
    expect(owners.querySchema('hub').safeParse({ 'pagination.offset': '10' }).success).toBe(false)
    const short = cosmosOperations.filter((o) => o.shortPageOn?.length).map((o) => o.id)
    expect(short.sort()).toEqual(['cosmos.bank.denomOwners', 'cosmos.bank.denomOwnersByQuery'])
  })

  it('flags the deprecations and the single write', () => {
    expect(getOperation('cosmos.upgrade.upgradedConsensusState').flags.deprecated).toMatch(/IBC/)
    expect(getOperation('cosmos.alliance.rewardsByHash').flags.deprecated).toMatch(/denom/)
    expect(getOperation('cosmos.auth.addressById').params.find((p) => p.name === 'id')?.deprecated).toMatch(
      /account_id/,
    )
    expect(cosmosOperations.filter((o) => o.flags?.write).map((o) => o.id)).toEqual(['cosmos.tx.broadcast'])
    expect(getOperation('cosmos.bank.denomOwnersByQuery').flags.since).toBe('0.50.3')
  })
})

describe('params and bodies', () => {
  it('validates the catalog scalar types', () => {
    const ack = getOperation('cosmos.ibc.channel.unreceivedAcks')
    const ok = ack.pathSchema.safeParse({
      channel_id: 'channel-0',
      port_id: 'transfer',
      packet_ack_sequences: '1,2,18446744073709551615',
    })
    expect(ok.data?.packet_ack_sequences).toEqual(['1', '2', '18446744073709551615'])
    expect(
      ack.pathSchema.safeParse({ channel_id: 'channel-0', port_id: 'transfer', packet_ack_sequences: '1,-2' }).success,
    ).toBe(false)
    const acks = getOperation('cosmos.ibc.channel.packetAcknowledgements').querySchema('hub')
    expect(acks.safeParse({ packet_commitment_sequences: ['3', '4'] }).data).toEqual({
      packet_commitment_sequences: ['3', '4'],
    })
    const chains = getOperation('cosmos.xnet.nexus.chains').querySchema('hub')
    expect(chains.safeParse({ status: 'CHAIN_STATUS_ACTIVATED' }).success).toBe(true)
    expect(chains.safeParse({ status: 'ACTIVE' }).success).toBe(false)
    const grants = getOperation('cosmos.authz.grants').querySchema('hub')
    const [granter, grantee] = [
      encodeBech32('hub', new Uint8Array(20).fill(1)),
      encodeBech32('hub', new Uint8Array(20).fill(2)),
    ]
    expect(grants.safeParse({ granter, grantee, msg_type_url: '/cosmos.bank.v1beta1.MsgSend' }).success).toBe(true)
    // The SDK refuses a grants query without both addresses, so the proxy does too.
    expect(grants.safeParse({ msg_type_url: '/cosmos.bank.v1beta1.MsgSend' }).success).toBe(false)
    const block = getOperation('cosmos.tx.blockTxs').pathSchema
    expect(block.safeParse({ height: '9223372036854775808' }).success).toBe(false)
  })

  it('checks POST bodies', () => {
    const broadcast = getOperation('cosmos.tx.broadcast').body!
    expect(broadcast.safeParse({ tx_bytes: TX_BYTES, mode: 'BROADCAST_MODE_SYNC' }).success).toBe(true)
    expect(broadcast.safeParse({ tx_bytes: 'not base64!', mode: 'BROADCAST_MODE_SYNC' }).success).toBe(false)
    expect(broadcast.safeParse({ tx_bytes: TX_BYTES, mode: 'SYNC' }).success).toBe(false)
    const mode = z.toJSONSchema(broadcast).properties?.mode
    expect(typeof mode === 'object' && mode.description).toMatch(/BROADCAST_MODE_BLOCK is deprecated/)
    expect(getOperation('cosmos.tx.encodeAmino').body!.safeParse({ amino_json: '{}' }).success).toBe(true)
    const simulate = getOperation('cosmos.tx.simulate').body!
    expect(
      simulate.safeParse({ tx: { body: { messages: [{ '@type': '/cosmos.bank.v1beta1.MsgSend' }] } } }).success,
    ).toBe(true)
    expect(simulate.safeParse({ tx_bytes: TX_BYTES }).success).toBe(true)
    expect(simulate.safeParse({ tx: { body: {} } }).success).toBe(false)
    expect(simulate.safeParse({}).success).toBe(false)
    expect(getOperation('cosmos.stable.tx.computeTax').body!.safeParse([1]).success).toBe(false)
  })
})

describe('routing real-looking requests', () => {
  const seg = (p: string) => p.split('/').filter(Boolean)
  const route = (g: GatewayId, p: string, method: HttpMethod = 'GET') => {
    const r = matchOperation(g, method, seg(p))
    return r.kind === 'ok' ? { id: r.op.id, params: r.pathParams } : r.kind
  }

  it('lets the IBC trace span segments', () => {
    expect(route('exchange', '/ibc/apps/transfer/v1/denom_hashes/transfer/channel-0/uatom')).toEqual({
      id: 'cosmos.ibc.transfer.denomHash',
      params: { trace: 'transfer/channel-0/uatom' },
    })
    expect(
      route(
        'exchange',
        '/ibc/apps/transfer/v1/denom_traces/ibc/27394FB092D2ECCD56123C74F36E4C1F926001CEADA9CA97EA622B25F41E5EB2',
      ),
    ).toMatchObject({
      id: 'cosmos.ibc.transfer.denomTrace',
    })
    expect(route('classic', '/ibc/apps/transfer/v1/denoms/ibc/ABC/total_escrow')).toEqual({
      id: 'cosmos.ibc.transfer.totalEscrow',
      params: { denom: 'ibc/ABC' },
    })
  })

  it('prefers alliance literals over {denom}', () => {
    expect(route('platform', '/terra/alliances/params')).toMatchObject({ id: 'cosmos.alliance.params' })
    expect(route('platform', '/terra/alliances/uluna')).toEqual({
      id: 'cosmos.alliance.alliance',
      params: { denom: 'uluna' },
    })
    expect(route('platform', '/terra/alliances')).toMatchObject({ id: 'cosmos.alliance.alliances' })
    expect(route('platform', '/terra/alliances/rewards/terra1d/terravaloper1v/ibc/ABCDEF')).toMatchObject({
      id: 'cosmos.alliance.rewardsByHash',
    })
    expect(route('platform', '/terra/alliances/rewards/terra1d/terravaloper1v/uluna')).toMatchObject({
      id: 'cosmos.alliance.rewards',
    })
  })

  it('tells bech32/<bytes> from bech32/<bech32>', () => {
    expect(
      route('hub', `/sdk/auth/v1beta1/bech32/${encodeBech32('axelar', new Uint8Array(20).fill(3))}`),
    ).toMatchObject({
      id: 'cosmos.auth.addressStringToBytes',
    })
    expect(route('hub', '/sdk/auth/v1beta1/bech32/AAECAwQFBgcICQoLDA0ODxAREhM=')).toMatchObject({
      id: 'cosmos.auth.addressBytesToString',
    })
  })

  it('routes channel paths, txs and wrong gateways', () => {
    expect(route('hub', '/ibc/core/channel/v1/channels/channel-3/ports/transfer/packet_commitments/12')).toMatchObject({
      id: 'cosmos.ibc.channel.packetCommitment',
      params: { channel_id: 'channel-3', port_id: 'transfer', sequence: '12' },
    })
    expect(
      route('hub', '/ibc/core/channel/v1/channels/channel-3/ports/transfer/packet_commitments/1,2/unreceived_packets'),
    ).toMatchObject({
      id: 'cosmos.ibc.channel.unreceivedPackets',
    })
    expect(route('hub', '/sdk/tx/v1beta1/txs/block/100')).toMatchObject({ id: 'cosmos.tx.blockTxs' })
    expect(route('staking', '/sdk/tx/v1beta1/txs/A1B2C3')).toMatchObject({ id: 'cosmos.tx.tx' })
    expect(route('hub', '/sdk/tx/v1beta1/txs', 'POST')).toMatchObject({ id: 'cosmos.tx.broadcast' })
    expect(route('hub', '/ibc/core/channel/v1/channels/channel-3/ports/transfer/next_sequence_send')).toBe(
      'other-gateways',
    )
    expect(route('classic', '/stable/oracle/v1beta1/valdiators/terravaloper1x/aggregate_vote')).toMatchObject({
      id: 'cosmos.stable.oracle.aggregateVote',
    })
  })
})
