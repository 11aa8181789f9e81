import { cosmosGatewayIds, getNetwork, registryVersion } from '@/lib/networks/index'
import type { CosmosGatewayId } from '@/lib/catalog/types'

export type TxKind = 'send' | 'delegate' | 'ibc' | 'oracle' | 'bridge' | 'alliance'

/** What makes each of the five networks different: sizes, denoms, SDK version and its transaction mix. */
export interface ChainProfile {
  id: CosmosGatewayId
  chainId: string
  prefix: string
  denom: string
  displayDenom: string
  exponent: number
  blockMs: number
  accounts: number
  validators: number
  /** The first `bonded` validators are bonded; the next few unbonding, the rest unbonded. */
  bonded: number
  sdkVersion: string
  appName: string
  /** Relative weights of the transaction kinds in a block. */
  mix: Partial<Record<TxKind, number>>
  /** Native non-IBC denominations besides the staking denom (Classic stable coins, bridged ERC20s). */
  nativeDenoms: readonly string[]
  /** Most transactions a block holds (default 5). */
  maxTxs?: number
  /** Alliance assets: `ibc:<k>` (the chain's k-th IBC voucher) or one of its native denominations. */
  allianceDenoms?: readonly string[]
}

type OwnFields = Omit<ChainProfile, 'id' | 'prefix' | 'denom' | 'displayDenom' | 'exponent' | 'blockMs'>

function profile(id: CosmosGatewayId, p: OwnFields): ChainProfile {
  const n = getNetwork(id)
  if (n.address.kind !== 'bech32') throw new Error(`${id} is not a bech32 network`)
  return {
    id,
    prefix: n.address.prefix,
    denom: n.denom.base,
    displayDenom: n.denom.display,
    exponent: n.denom.exponent,
    blockMs: n.blockIntervalMs,
    ...p,
  }
}

/**
 * Devnet's own profiles of the built-in SDK networks (sizes, SDK version, transaction mix). A network file without
 * one gets DEFAULT_PROFILE, so one network file is enough for devnet to serve a new chain.
 */
const OWN: Readonly<Record<string, OwnFields>> = {
  hub: {
    chainId: 'hub-devnet-1',
    accounts: 5000,
    validators: 50,
    bonded: 45,
    sdkVersion: 'v0.50.13',
    appName: 'hubd',
    mix: { send: 5, delegate: 2, ibc: 3 },
    nativeDenoms: [],
  },
  staking: {
    chainId: 'staking-devnet-1',
    accounts: 3000,
    validators: 40,
    bonded: 36,
    sdkVersion: 'v0.50.13',
    appName: 'stkd',
    mix: { send: 5, delegate: 4, ibc: 2 },
    nativeDenoms: ['stk/ustk'],
  },
  exchange: {
    chainId: 'exchange-devnet-1',
    accounts: 3000,
    validators: 30,
    bonded: 26,
    sdkVersion: 'v0.50.13',
    appName: 'exchanged',
    mix: { send: 4, delegate: 1, ibc: 2, bridge: 3 },
    nativeDenoms: [
      'peggy0xdAC17F958D2ee523a2206206994597C13D831ec7',
      'peggy0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
    ],
  },
  platform: {
    chainId: 'platform-devnet-2',
    accounts: 100_000,
    validators: 150,
    bonded: 130,
    sdkVersion: 'v0.47.6',
    appName: 'platformd',
    mix: { send: 5, delegate: 2, ibc: 2, alliance: 2 },
    nativeDenoms: ['ustplat'],
    maxTxs: 8,
    allianceDenoms: ['ibc:0', 'ibc:1', 'ustplat'],
  },
  classic: {
    chainId: 'classic-devnet-4',
    accounts: 3000,
    validators: 60,
    bonded: 52,
    sdkVersion: 'v0.47.17',
    appName: 'classicd',
    mix: { send: 4, delegate: 1, ibc: 1, oracle: 4 },
    nativeDenoms: ['ukrw', 'usdr', 'uusd'],
  },
}

/** A network without its own profile: a mid-sized SDK 0.50 chain with sends, delegations and IBC transfers. */
function defaultProfile(id: CosmosGatewayId): OwnFields {
  const n = getNetwork(id)
  return {
    chainId: `${id}-devnet-1`,
    accounts: 3000,
    validators: 40,
    bonded: 36,
    sdkVersion: 'v0.50.13',
    appName: `${id}d`,
    mix: { send: 5, delegate: 2, ibc: 2 },
    nativeDenoms: n.denoms.slice(1).map((d) => d.base),
  }
}

const cache = new Map<string, ChainProfile>()

/** Account prefixes that replace the networks' own (a devnet configured for a real chain's, e.g. `axelar`). */
export type PrefixOverrides = Partial<Record<CosmosGatewayId, string>>

/** The devnet profile of an SDK network (its own when devnet has one, else the default), with a configured prefix. */
export function profileOf(id: CosmosGatewayId, prefixes: PrefixOverrides = {}): ChainProfile {
  const key = `${registryVersion()}:${id}`
  let p = cache.get(key)
  if (!p) cache.set(key, (p = profile(id, OWN[id] ?? defaultProfile(id))))
  const prefix = prefixes[id]
  return prefix ? { ...p, prefix } : p
}

/** `DEVNET_<ID>_PREFIX` for each SDK network (e.g. `DEVNET_HUB_PREFIX=axelar`); a bad value stops start-up. */
export function prefixesFromEnv(env: Readonly<Record<string, string | undefined>>): PrefixOverrides {
  const out: PrefixOverrides = {}
  for (const id of cosmosGatewayIds()) {
    const name = `DEVNET_${id.toUpperCase()}_PREFIX`
    const v = env[name]
    if (!v) continue
    if (!/^[a-z][a-z0-9]{0,30}$/.test(v)) throw new Error(`${name} must be a lower-case bech32 prefix such as axelar`)
    out[id] = v
  }
  return out
}

/**
 * The SDK chains devnet wires together, those with a profile of their own first: a chain added by a network file
 * comes after them, so adding one leaves the built-in chains' numbering (channels, clients) as it was.
 */
export function devnetChains(): CosmosGatewayId[] {
  const all = cosmosGatewayIds()
  return [...all.filter(hasOwnProfile), ...all.filter((g) => !hasOwnProfile(g))]
}

export const hasOwnProfile = (id: CosmosGatewayId): boolean => id in OWN

/** Smallest units per 10^-6 display unit, so amounts look alike on 6- and 18-decimal chains. */
export const unitScale = (p: ChainProfile) => 10n ** BigInt(Math.max(0, p.exponent - 6))
