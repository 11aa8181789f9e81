/**
 * What the explorer knows about a network, as resolved from its network file (lib/networks/files/<id>.json), the
 * preset it names and the environment. Ids are data, not a closed union: a deployment adds a network with one file.
 */
import type { GatewayKind } from '@/lib/catalog/types'

export type NetworkId = string
/** The id of a gateway: devnet mount point, proxy prefix (`/api/gw/<id>`) and env stem (`<ID>_URL`). */
export type GatewayId = string

/** The ledger family of a network: decides its pages, adapters, live feed and words. */
export type NetworkKind = 'cosmos' | 'vm' | 'sharded' | 'node'
export const NETWORK_KINDS = ['cosmos', 'vm', 'sharded', 'node'] as const satisfies readonly NetworkKind[]

export interface Denom {
  /** On-chain base unit (`uhub`, or the smallest unit of a ledger). */
  base: string
  /** What people call it: the ticker (`HUB`). */
  display: string
  exponent: number
  /** The full name, where it differs from the ticker (`Hub`, `Devnet Voucher`). */
  name?: string
}

/** What an amount needs to be shown in display units (a network's own denom, or a bank module's metadata). */
export type DenomInfo = Pick<Denom, 'display' | 'exponent'> & {
  /** The asset's full name when it has one beside its unit (ledger assets: `Gold Ounce` for `GOLD`). */
  name?: string
  /** An `ibc/<hash>` voucher's trace: what it is and where it comes from (lib/ibc/denom-resolve). */
  ibc?: { path: string; baseDenom: string; origin?: string }
  /** The page of this denomination (an SDK denomination, a ledger asset), which its amounts link to. */
  href?: string
}

export type AddressFormat =
  | { kind: 'bech32'; prefix: string; validatorPrefix: string; consensusPrefix: string }
  | { kind: 'hex20' }
  | { kind: 'bech32-sharded'; prefix: string }
  | { kind: 'base32-ledger' }

/** One gateway behind a network (or a feed): which catalog operations it serves and how a real one names paths. */
export interface GatewayDef {
  id: GatewayId
  kind: GatewayKind
  label: string
  /** The gateway's software version, shown beside its name. */
  version: string
  /**
   * The column of the gateway specification's tables whose operations it serves: a Cosmos SDK gateway letter
   * (`H`, `S`, `X`, `P`, `C`) or, for the other kinds, the kind itself.
   */
  column: string
  /** Operations (ids, or a group as `<id prefix>.*`) served beyond the column's, and ones it lacks. */
  add: readonly string[]
  remove: readonly string[]
  /** Segment renames the real system behind it needs (`sdk`→`cosmos`), whether or not it is pointed at it. */
  realAliases: Readonly<Record<string, string>>
  /** The renames the proxy applies unless `<ID>_PATH_ALIASES` says otherwise: the applied preset's, else none. */
  aliases: Readonly<Record<string, string>>
  /** The network it belongs to; none for a feed (supply). */
  network?: NetworkId
}

/** What a network's pages offer beyond what its kind and its gateways' operations already decide. */
export interface NetworkFeatures {
  /** The compose (simulate before signing) page. */
  compose: boolean
}

export interface Network {
  id: NetworkId
  name: string
  /** What the gateway specification calls it. */
  description: string
  kind: NetworkKind
  /** Gateways the explorer reads through the proxy; the first is the primary. */
  gateways: readonly GatewayId[]
  /** The key management daemon of the network, when it has one (not proxied; the /kmd console drives it). */
  keyDaemon?: GatewayId
  address: AddressFormat
  /** The native denomination (fees, staking, balances). */
  denom: Denom
  /** Every denomination the network file names, the native one first. */
  denoms: readonly Denom[]
  /** Nominal block interval, for display before any block is observed. */
  blockIntervalMs: number
  /** A sharded ledger's shards besides its metachain (shard ids 0 … shards − 1, and 4294967295 the metachain). */
  shards?: number
  features: NetworkFeatures
  /** The real system behind the network, and the preset that points the explorer at it. */
  real?: { system: string; preset: string }
  /** The preset applied from `<ID>_PRESET`, if any. */
  preset?: string
}

/** A standalone gateway that is no ledger (the token supply feed). */
export interface Feed {
  id: string
  name: string
  gateways: readonly GatewayId[]
  /** What each of the feed's tokens is called (`main`, `tokenB`, …: the feed's own token keys). */
  tokens: Readonly<Record<string, string>>
  real?: { system: string; preset: string }
  preset?: string
}

export interface Registry {
  networks: readonly Network[]
  feeds: readonly Feed[]
  gateways: readonly GatewayDef[]
}
