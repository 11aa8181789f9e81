import type { GatewayId, GatewayKind } from './types'

export interface GatewayInfo {
  id: GatewayId
  kind: GatewayKind
  label: string
  /** The gateway's software version, shown beside its name (the version its operation table describes). */
  version: string
  /**
   * Segment renames a real gateway of this kind needs (its paths say `cosmos` where the catalog's neutral ones say
   * `sdk`, and so on). Devnet serves the neutral names; `<ID>_PATH_ALIASES` replaces this default when set.
   */
  realAliases: Readonly<Record<string, string>>
}

const COSMOS_REAL = {
  sdk: 'cosmos',
  consensus: 'tendermint',
  xnet: 'axelar',
  ethbridge: 'peggy',
  stable: 'terra',
  native_originated: 'cosmos_originated',
  stable_pool_delta: 'terra_pool_delta',
} as const

export const GATEWAYS: Record<GatewayId, GatewayInfo> = {
  hub: { id: 'hub', kind: 'cosmos', label: 'Hub', version: 'v1.0.0', realAliases: COSMOS_REAL },
  staking: {
    id: 'staking',
    kind: 'cosmos',
    label: 'Staking',
    version: 'v2.10 (IBC) / v1.0.0 (SDK)',
    realAliases: COSMOS_REAL,
  },
  exchange: { id: 'exchange', kind: 'cosmos', label: 'Exchange', version: 'v1.0.0', realAliases: COSMOS_REAL },
  platform: { id: 'platform', kind: 'cosmos', label: 'Platform', version: 'v2.10', realAliases: COSMOS_REAL },
  classic: { id: 'classic', kind: 'cosmos', label: 'Classic', version: 'v2.2.0', realAliases: COSMOS_REAL },
  vm: { id: 'vm', kind: 'vm', label: 'VM ledger', version: 'v1.2.2', realAliases: {} },
  sharded: {
    id: 'sharded',
    kind: 'sharded',
    label: 'Sharded ledger',
    version: 'v1.1.0',
    realAliases: { tokenstd: 'esdt' },
  },
  supply: { id: 'supply', kind: 'supply', label: 'Supply feed', version: 'v3.0', realAliases: {} },
  node: { id: 'node', kind: 'node', label: 'Ledger node', version: 'v1.0.0 (node 5.0.0)', realAliases: {} },
  indexer: {
    id: 'indexer',
    kind: 'indexer',
    label: 'Ledger indexer',
    version: 'v1.0.0 (indexer 3.10.0)',
    realAliases: {},
  },
  kmd: { id: 'kmd', kind: 'kmd', label: 'Key management daemon', version: 'v0.0.1', realAliases: {} },
}
