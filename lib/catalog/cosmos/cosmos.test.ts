import { describe, expect, it } from 'vitest'
import * as z from 'zod'
import { encodeBech32 } from '@/lib/format/address'
import { CATALOG, getOperation, matchOperation, OPERATIONS_BY_ID, type GatewayId, type HttpMethod } from '../index'
import { cosmosOperations } from './index'

const cosmosOps = CATALOG.filter((o) => o.kind === 'cosmos')

/** A minimal TxRaw: a body with one typed message and an empty auth info, hand-encoded (lengths < 128). */
const ld = (no: number, bytes: number[]) => [(no << 3) | 2, bytes.length, ...bytes]
const TX_BYTES = btoa(
  String.fromCharCode(
    ...ld(1, ld(1, ld(1, [...new TextEncoder().encode('/cosmos.bank.v1beta1.MsgSend')]))),
    ...ld(2, []),
  ),
)

/*
 * The Cosmos gateways' operation tables (keyed by the catalog's `source`), transcribed by hand (prefixes expanded, `...` = /channels/{channel_id}/ports/{port_id}),
 * so a typo or a dropped row in the catalog shows up as a set difference.
 */
const G = (...paths: string[]) => paths.map((p) => `GET ${p}`)
const posts = (...paths: string[]) => paths.map((p) => `POST ${p}`)
const auth = '/sdk/auth/v1beta1'
const bank = '/sdk/bank/v1beta1'
const ch = '/ibc/core/channel/v1/channels/{channel_id}/ports/{port_id}'
const xnet = '/xnet'
const peggy = '/ethbridge/v1'
const st = '/stable'
const ali = '/terra/alliances'

const TABLES: Record<string, string[]> = {
  '000 §4.1': G(
    `${auth}/account_info/{address}`,
    `${auth}/accounts`,
    `${auth}/accounts/{address}`,
    `${auth}/address_by_id/{id}`,
    `${auth}/bech32`,
    `${auth}/bech32/{address_bytes}`,
    `${auth}/bech32/{address_string}`,
    `${auth}/module_accounts`,
    `${auth}/module_accounts/{name}`,
    `${auth}/params`,
  ),
  '000 §4.2': G(
    `${bank}/balances/{address}`,
    `${bank}/balances/{address}/by_denom`,
    `${bank}/denom_owners/{denom}`,
    `${bank}/denom_owners_by_query`,
    `${bank}/denoms_metadata`,
    `${bank}/denoms_metadata/{denom}`,
    `${bank}/denoms_metadata_by_query_string`,
    `${bank}/params`,
    `${bank}/send_enabled`,
    `${bank}/spendable_balances/{address}`,
    `${bank}/spendable_balances/{address}/by_denom`,
    `${bank}/supply`,
    `${bank}/supply/by_denom`,
  ),
  '000 §4.3': G('/sdk/base/consensus/v1beta1/abci_query', '/sdk/base/consensus/v1beta1/blocks/latest'),
  '000 §4.4': G(
    '/sdk/staking/v1beta1/delegators/{delegator_addr}/validators/{validator_addr}',
    '/sdk/staking/v1beta1/historical_info/{height}',
    '/sdk/staking/v1beta1/params',
    '/sdk/staking/v1beta1/pool',
    '/sdk/staking/v1beta1/validators',
    '/sdk/staking/v1beta1/validators/{validator_addr}',
    '/sdk/staking/v1beta1/validators/{validator_addr}/delegations',
    '/sdk/staking/v1beta1/validators/{validator_addr}/delegations/{delegator_addr}',
    '/sdk/staking/v1beta1/validators/{validator_addr}/delegations/{delegator_addr}/unbonding_delegation',
    '/sdk/staking/v1beta1/validators/{validator_addr}/unbonding_delegations',
  ),
  '000 §4.5': [
    ...posts(
      '/sdk/tx/v1beta1/decode',
      '/sdk/tx/v1beta1/decode/amino',
      '/sdk/tx/v1beta1/encode',
      '/sdk/tx/v1beta1/encode/amino',
      '/sdk/tx/v1beta1/simulate',
      '/sdk/tx/v1beta1/txs',
    ),
    ...G('/sdk/tx/v1beta1/txs/block/{height}', '/sdk/tx/v1beta1/txs/{hash}'),
  ],
  '000 §4.6': G(
    '/sdk/upgrade/v1beta1/applied_plan/{name}',
    '/sdk/upgrade/v1beta1/authority',
    '/sdk/upgrade/v1beta1/current_plan',
    '/sdk/upgrade/v1beta1/module_versions',
    '/sdk/upgrade/v1beta1/upgraded_consensus_state/{last_height}',
  ),
  '000 §4.7': G(
    '/sdk/authz/v1beta1/grants',
    '/sdk/authz/v1beta1/grants/grantee/{grantee}',
    '/sdk/authz/v1beta1/grants/granter/{granter}',
    '/sdk/authz/v1beta1/grants/granter/{granter}/grantee/{grantee}',
    '/sdk/feegrant/v1beta1/allowance/{granter}/{grantee}',
    '/sdk/feegrant/v1beta1/allowances/{grantee}',
    '/sdk/feegrant/v1beta1/issued/{granter}',
  ),
  '000 §4.8': G(
    '/ibc/core/channel/v1/channels',
    ch,
    `${ch}/client_state`,
    `${ch}/consensus_state/revision/{revision_number}/height/{revision_height}`,
    `${ch}/next_sequence`,
    `${ch}/next_sequence_send`,
    `${ch}/packet_acknowledgements`,
    `${ch}/packet_acks/{sequence}`,
    `${ch}/packet_commitments`,
    `${ch}/packet_commitments/{packet_ack_sequences}/unreceived_acks`,
    `${ch}/packet_commitments/{packet_commitment_sequences}/unreceived_packets`,
    `${ch}/packet_commitments/{sequence}`,
    `${ch}/packet_receipts/{sequence}`,
    '/ibc/core/channel/v1/connections/{connection}/channels',
  ),
  '000 §4.9': G(
    '/ibc/core/client/v1/client_states',
    '/ibc/core/client/v1/client_states/{client_id}',
    '/ibc/core/client/v1/client_status/{client_id}',
    '/ibc/core/client/v1/consensus_states/{client_id}',
    '/ibc/core/client/v1/consensus_states/{client_id}/heights',
    '/ibc/core/client/v1/consensus_states/{client_id}/revision/{revision_number}/height/{revision_height}',
    '/ibc/core/connection/v1/client_connections/{client_id}',
    '/ibc/core/connection/v1/connections',
  ),
  '000 §4.10': G(
    '/ibc/apps/transfer/v1/channels/{channel_id}/ports/{port_id}/escrow_address',
    '/ibc/apps/transfer/v1/denom_hashes/{trace}',
    '/ibc/apps/transfer/v1/denom_traces',
    '/ibc/apps/transfer/v1/denom_traces/{hash}',
    '/ibc/apps/transfer/v1/denoms/{denom}/total_escrow',
    '/ibc/apps/transfer/v1/params',
    '/ibc/apps/interchain_accounts/controller/v1/owners/{owner}/connections/{connection_id}',
    '/ibc/apps/interchain_accounts/controller/v1/params',
    '/ibc/apps/interchain_accounts/host/v1/params',
  ),
  '000 §4.11': G(
    `${xnet}/multisig/v1beta1/key`,
    `${xnet}/multisig/v1beta1/key_id/{chain}`,
    `${xnet}/multisig/v1beta1/keygen_session`,
    `${xnet}/multisig/v1beta1/next_key_id/{chain}`,
    `${xnet}/multisig/v1beta1/params`,
    `${xnet}/nexus/v1beta1/assets/{chain}`,
    `${xnet}/nexus/v1beta1/chain_maintainers/{chain}`,
    `${xnet}/nexus/v1beta1/chain_state/{chain}`,
    `${xnet}/nexus/v1beta1/chains`,
    `${xnet}/nexus/v1beta1/chains_by_asset/{asset}`,
    `${xnet}/nexus/v1beta1/fee`,
    `${xnet}/nexus/v1beta1/fee_info/{chain}/{asset}`,
    `${xnet}/nexus/v1beta1/message`,
    `${xnet}/nexus/v1beta1/params`,
    `${xnet}/nexus/v1beta1/transfer_fee`,
    `${xnet}/nexus/v1beta1/transfer_fee/{source_chain}/{destination_chain}/{amount}`,
    `${xnet}/nexus/v1beta1/transfers_for_chain/{chain}/{state}`,
    `${xnet}/reward/v1beta1/inflation_rate`,
    `${xnet}/reward/v1beta1/inflation_rate/{validator}`,
    `${xnet}/reward/v1beta1/params`,
    `${xnet}/snapshot/v1beta1/params`,
    `${xnet}/vote/v1beta1/params`,
    `${xnet}/feepolicy/v1beta1/params`,
    `${xnet}/permission/v1beta1/governance_key`,
    `${xnet}/permission/v1beta1/params`,
  ),
  '000 §4.12': G(
    `${peggy}/batch`,
    `${peggy}/batch/confirms`,
    `${peggy}/batch/last`,
    `${peggy}/batch/outgoingtx`,
    `${peggy}/batchfees`,
    `${peggy}/confirms/{nonce}`,
    `${peggy}/native_originated/denom_to_erc20`,
    `${peggy}/native_originated/erc20_to_denom`,
    `${peggy}/missing_nonces`,
    `${peggy}/module_state`,
    `${peggy}/oracle/event/{address}`,
    `${peggy}/params`,
    `${peggy}/pending_send_to_eth`,
    `${peggy}/query_delegate_keys_by_eth`,
    `${peggy}/query_delegate_keys_by_orchestrator`,
    `${peggy}/query_delegate_keys_by_validator`,
    `${peggy}/valset`,
    `${peggy}/valset/confirm`,
    `${peggy}/valset/current`,
    `${peggy}/valset/last`,
    `${peggy}/valset/requests`,
  ),
  '000 §4.13': [
    ...posts(`${st}/tx/v1beta1/compute_tax`),
    ...G(
      `${st}/market/v1beta1/params`,
      `${st}/market/v1beta1/swap`,
      `${st}/market/v1beta1/stable_pool_delta`,
      `${st}/oracle/v1beta1/denoms/actives`,
      `${st}/oracle/v1beta1/denoms/exchange_rates`,
      `${st}/oracle/v1beta1/denoms/tobin_taxes`,
      `${st}/oracle/v1beta1/denoms/vote_targets`,
      `${st}/oracle/v1beta1/denoms/{denom}/exchange_rate`,
      `${st}/oracle/v1beta1/denoms/{denom}/tobin_tax`,
      `${st}/oracle/v1beta1/params`,
      `${st}/oracle/v1beta1/valdiators/{validator_addr}/aggregate_vote`,
      `${st}/oracle/v1beta1/validators/aggregate_prevotes`,
      `${st}/oracle/v1beta1/validators/aggregate_votes`,
      `${st}/oracle/v1beta1/validators/{validator_addr}/aggregate_prevote`,
      `${st}/oracle/v1beta1/validators/{validator_addr}/feeder`,
      `${st}/oracle/v1beta1/validators/{validator_addr}/miss`,
      `${st}/treasury/v1beta1/burn_tax_exemption_list`,
      `${st}/treasury/v1beta1/indicators`,
      `${st}/treasury/v1beta1/params`,
      `${st}/treasury/v1beta1/reward_weight`,
      `${st}/treasury/v1beta1/seigniorage_proceeds`,
      `${st}/treasury/v1beta1/tax_caps`,
      `${st}/treasury/v1beta1/tax_caps/{denom}`,
      `${st}/treasury/v1beta1/tax_proceeds`,
      `${st}/treasury/v1beta1/tax_rate`,
      `${st}/tax/v1beta1/burn_tax_rate`,
      `${st}/dyncomm/v1beta1/params`,
      `${st}/dyncomm/v1beta1/rate/{validator_addr}`,
    ),
  ],
  // Paths the gateways' tables do not show: the upstream ones (alliance query.proto, Staking and Classic extras).
  '000 §4.14': G(
    ali,
    `${ali}/delegations`,
    `${ali}/delegations/{delegator_addr}`,
    `${ali}/delegations/{delegator_addr}/{validator_addr}`,
    `${ali}/delegations/{delegator_addr}/{validator_addr}/{denom}`,
    `${ali}/params`,
    `${ali}/redelegations/{delegator_addr}`,
    `${ali}/redelegations/{denom}/{delegator_addr}`,
    `${ali}/rewards/{delegator_addr}/{validator_addr}/ibc/{hash}`,
    `${ali}/rewards/{delegator_addr}/{validator_addr}/{denom}`,
    `${ali}/unbondings/{delegator_addr}`,
    `${ali}/unbondings/{denom}/{delegator_addr}`,
    `${ali}/unbondings/{denom}/{delegator_addr}/{validator_addr}`,
    `${ali}/validators`,
    `${ali}/validators/{validator_addr}`,
    `${ali}/{denom}`,
    '/sdk/base/consensus/v1beta1/blocks/{height}',
    '/sdk/base/consensus/v1beta1/node_info',
    '/sdk/base/consensus/v1beta1/syncing',
    '/ibc/core/client/v1/params',
    '/ibc/core/client/v1/upgraded_client_states',
    '/ibc/core/client/v1/upgraded_consensus_states',
    '/ibc/core/connection/v1/connections/{connection_id}',
    '/ibc/core/connection/v1/connections/{connection_id}/client_state',
    '/ibc/core/connection/v1/connections/{connection_id}/consensus_state/revision/{revision_number}/height/{revision_height}',
    '/ibc/core/connection/v1/params',
  ),
}

const key = (o: { method: string; path: string }) => `${o.method} ${o.path}`
const byKey = new Map(CATALOG.filter((o) => o.kind === 'cosmos').map((o) => [key(o), o]))
const gatewaysOf = (method: HttpMethod, path: string) => [...(byKey.get(`${method} ${path}`)?.gateways ?? [])].sort()
const sorted = (...ids: GatewayId[]) => [...ids].sort()

describe('Cosmos gateway table coverage', () => {
  for (const [source, rows] of Object.entries(TABLES)) {
    it(`${source}: the same ${rows.length} operations as the gateway's table`, () => {
      const ours = cosmosOperations.filter((o) => o.source === source).map(key)
      expect(ours).toHaveLength(rows.length)
      expect(new Set(ours)).toEqual(new Set(rows))
    })
  }

  it('has no operation outside the transcribed sections', () => {
    expect(cosmosOperations).toHaveLength(Object.values(TABLES).flat().length)
  })

  it('marks every path the gateway tables do not show as upstream, and no other', () => {
    const upstream = cosmosOperations.filter((o) => o.flags?.upstreamPath).map(key)
    expect(new Set(upstream)).toEqual(new Set(TABLES['000 §4.14']))
  })
})

describe('gateways per row', () => {
  it.each([
    ['next_sequence_send is Exchange-only', `${ch}/next_sequence_send`, sorted('exchange')],
    [
      'other channel rows are on all five',
      `${ch}/next_sequence`,
      sorted('hub', 'staking', 'exchange', 'platform', 'classic'),
    ],
    ['supply/by_denom is Hub plus Staking', `${bank}/supply/by_denom`, sorted('hub', 'staking')],
    ['bank rows are Hub, Staking, Platform', `${bank}/supply`, sorted('hub', 'staking', 'platform')],
    [
      'granter/grantee grants are Hub plus Staking',
      '/sdk/authz/v1beta1/grants/granter/{granter}/grantee/{grantee}',
      sorted('hub', 'staking'),
    ],
    ['feegrant issued is Hub plus Staking', '/sdk/feegrant/v1beta1/issued/{granter}', sorted('hub', 'staking')],
    [
      'ICA is Staking, Platform, Classic',
      '/ibc/apps/interchain_accounts/host/v1/params',
      sorted('staking', 'platform', 'classic'),
    ],
    [
      'transfer is Exchange, Platform, Classic',
      '/ibc/apps/transfer/v1/denom_traces',
      sorted('exchange', 'platform', 'classic'),
    ],
    [
      'connections are Hub, Platform, Classic',
      '/ibc/core/connection/v1/connections',
      sorted('hub', 'platform', 'classic'),
    ],
    ['Classic extras are Classic-only', '/ibc/core/connection/v1/params', sorted('classic')],
    [
      'client rows are on all five',
      '/ibc/core/client/v1/client_states',
      sorted('hub', 'staking', 'exchange', 'platform', 'classic'),
    ],
    ['tx by hash adds Staking', '/sdk/tx/v1beta1/txs/{hash}', sorted('hub', 'staking', 'platform')],
    ['tx by block stays Hub and Platform', '/sdk/tx/v1beta1/txs/block/{height}', sorted('hub', 'platform')],
    ['latest block is Hub plus Staking', '/sdk/base/consensus/v1beta1/blocks/latest', sorted('hub', 'staking')],
    ['block by height is a Staking extra', '/sdk/base/consensus/v1beta1/blocks/{height}', sorted('staking')],
    ['upgrade is Hub plus Staking', '/sdk/upgrade/v1beta1/authority', sorted('hub', 'staking')],
    ['staking is Platform-only', '/sdk/staking/v1beta1/pool', sorted('platform')],
    ['alliance is Platform-only', `${ali}/{denom}`, sorted('platform')],
    ['Hub modules are Hub-only', `${xnet}/nexus/v1beta1/chains`, sorted('hub')],
    ['bridge is Exchange-only', `${peggy}/valset`, sorted('exchange')],
  ] as const)('%s', (_name, path, expected) => {
    expect(gatewaysOf('GET', path)).toEqual(expected)
  })

  it('POST helpers are Hub and Platform; compute_tax is Classic', () => {
    expect(gatewaysOf('POST', '/sdk/tx/v1beta1/txs')).toEqual(sorted('hub', 'platform'))
    expect(gatewaysOf('POST', `${st}/tx/v1beta1/compute_tax`)).toEqual(sorted('classic'))
  })

  it('counts operations per gateway', () => {
    const count = (g: GatewayId) => CATALOG.filter((o) => o.gateways.includes(g)).length
    // Summed per section from the rows' gateway letters, the other gateways' extras included.
    // Hub: auth, bank, base, tx, upgrade, authz+feegrant, channel minus next_sequence_send, client+connection, xnet.
    expect(count('hub')).toBe(10 + 13 + 2 + 8 + 5 + 7 + 13 + 8 + 25)
    // Staking: auth, bank, base, base extras, tx by hash, upgrade, authz+feegrant, channel, client, ICA.
    expect(count('staking')).toBe(10 + 13 + 2 + 3 + 1 + 5 + 7 + 13 + 6 + 3)
    // Exchange: channel, client, transfer, bridge.
    expect(count('exchange')).toBe(14 + 6 + 6 + 21)
    // Platform: auth, bank minus supply/by_denom, staking, tx, authz (3), feegrant (1), channel, client+connection, apps, alliance.
    expect(count('platform')).toBe(10 + 12 + 10 + 8 + 3 + 1 + 13 + 8 + 9 + 16)
    // Classic: channel, client+connection, apps, its modules, the IBC extras.
    expect(count('classic')).toBe(13 + 8 + 9 + 29 + 7)
  })
})

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
