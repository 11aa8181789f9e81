import type { CosmosGatewayId, GatewayId, GatewayKind } from '@/lib/catalog/types'

/** Networks as the UI names them. `ledger` is the node and its indexer together. */
export const NETWORK_IDS = ['hub', 'staking', 'exchange', 'platform', 'classic', 'vm', 'sharded', 'ledger'] as const
export type NetworkId = (typeof NETWORK_IDS)[number]

export interface Denom {
  /** On-chain base unit (`uhub`, or the smallest unit of a ledger). */
  base: string
  display: string
  exponent: number
}

/** What an amount needs to be shown in display units (a network's own denom, or a bank module's metadata). */
export type DenomInfo = Pick<Denom, 'display' | 'exponent'> & {
  /** The asset's full name when it has one beside its unit (ledger assets: `Gold Ounce` for `GOLD`). */
  name?: string
  /** An `ibc/<hash>` voucher's trace: what it is and where it comes from (lib/ibc/denom-resolve). */
  ibc?: { path: string; baseDenom: string; origin?: string }
}

export type AddressFormat =
  | { kind: 'bech32'; prefix: string; validatorPrefix: string }
  | { kind: 'hex20' }
  | { kind: 'bech32-sharded'; prefix: string }
  | { kind: 'base32-ledger' }

export interface Network {
  id: NetworkId
  name: string
  /** What the gateway specification calls it. */
  description: string
  kind: Exclude<GatewayKind, 'supply' | 'kmd' | 'indexer'>
  /** Gateways behind the network; the first is the primary. */
  gateways: readonly GatewayId[]
  address: AddressFormat
  denom: Denom
  /** Nominal block interval of devnet, for display before any block is observed. */
  blockIntervalMs: number
}

const cosmos = (
  id: CosmosGatewayId,
  name: string,
  description: string,
  prefix: string,
  denom: Denom,
  blockIntervalMs: number,
): Network => ({
  id,
  name,
  description,
  kind: 'cosmos',
  gateways: [id],
  address: { kind: 'bech32', prefix, validatorPrefix: `${prefix}valoper` },
  denom,
  blockIntervalMs,
})

export const NETWORKS: Record<NetworkId, Network> = {
  hub: cosmos('hub', 'Hub', 'Bridge-hub network', 'hub', { base: 'uhub', display: 'HUB', exponent: 6 }, 5000),
  staking: cosmos(
    'staking',
    'Staking',
    'Liquid-staking network',
    'stk',
    { base: 'ustk', display: 'STK', exponent: 6 },
    6000,
  ),
  exchange: cosmos(
    'exchange',
    'Exchange',
    'Exchange network',
    'exch',
    { base: 'aexch', display: 'EXCH', exponent: 18 },
    2000,
  ),
  platform: cosmos(
    'platform',
    'Platform',
    'Smart-contract platform network',
    'plat',
    { base: 'uplat', display: 'PLAT', exponent: 6 },
    6000,
  ),
  classic: cosmos(
    'classic',
    'Classic',
    'Classic stable-coin network',
    'clsc',
    { base: 'uclsc', display: 'CLSC', exponent: 6 },
    6000,
  ),
  vm: {
    id: 'vm',
    name: 'VM ledger',
    description: 'Virtual-machine ledger',
    kind: 'vm',
    gateways: ['vm'],
    address: { kind: 'hex20' },
    denom: { base: 'wei', display: 'VMT', exponent: 18 },
    blockIntervalMs: 3000,
  },
  sharded: {
    id: 'sharded',
    name: 'Sharded ledger',
    description: 'Sharded ledger: three shards and a metachain',
    kind: 'sharded',
    gateways: ['sharded'],
    address: { kind: 'bech32-sharded', prefix: 'shd' },
    denom: { base: 'atto', display: 'SHD', exponent: 18 },
    blockIntervalMs: 6000,
  },
  ledger: {
    id: 'ledger',
    name: 'Ledger',
    description: 'Ledger node and its indexer',
    kind: 'node',
    gateways: ['node', 'indexer'],
    address: { kind: 'base32-ledger' },
    denom: { base: 'micro', display: 'LGR', exponent: 6 },
    blockIntervalMs: 3300,
  },
}

export const isNetworkId = (v: string): v is NetworkId => (NETWORK_IDS as readonly string[]).includes(v)

/** The network a gateway belongs to (supply and kmd stand alone). */
export function networkOfGateway(g: GatewayId): NetworkId | undefined {
  return NETWORK_IDS.find((n) => NETWORKS[n].gateways.includes(g))
}
