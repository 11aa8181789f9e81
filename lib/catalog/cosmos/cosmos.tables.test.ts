import { describe, expect, it } from 'vitest'
import { CATALOG, type GatewayId } from '../index'
import { cosmosOperations } from './index'
import { bank, ch, xnet, peggy, st, ali, COSMOS_TABLES, gatewaysOf, sorted } from '../testing/cosmos-tables'
import { rowKey } from '../testing/row-key'

describe('Cosmos gateway table coverage', () => {
  for (const [source, rows] of Object.entries(COSMOS_TABLES)) {
    it(`${source}: the same ${rows.length} operations as the gateway's table`, () => {
      const ours = cosmosOperations.filter((o) => o.source === source).map(rowKey)
      expect(ours).toHaveLength(rows.length)
      expect(new Set(ours)).toEqual(new Set(rows))
    })
  }

  it('has no operation outside the transcribed sections', () => {
    expect(cosmosOperations).toHaveLength(Object.values(COSMOS_TABLES).flat().length)
  })

  it('marks every path the gateway tables do not show as upstream, and no other', () => {
    const upstream = cosmosOperations.filter((o) => o.flags?.upstreamPath).map(rowKey)
    expect(new Set(upstream)).toEqual(new Set(COSMOS_TABLES['000 §4.14']))
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
