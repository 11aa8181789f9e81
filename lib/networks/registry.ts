/**
 * The networks of this deployment, as data. The server loads them from the network files at first use
 * (lib/networks/disk.ts registers the loader); the browser receives the same resolved registry from the root
 * layout (components/layout/networks-provider.tsx). Kept on globalThis so every bundle of one process shares it.
 */
import type { Feed, GatewayDef, GatewayId, Network, NetworkId, NetworkKind, Registry } from './types'

interface Holder {
  registry?: Registry
  loader?: () => Registry
  networks: Map<NetworkId, Network>
  gateways: Map<GatewayId, GatewayDef>
  /** Bumped on every install, so derived caches (the catalog's offers) know when to rebuild. */
  version: number
}

const KEY = Symbol.for('multichain-explorer.networks')
const holder = (): Holder =>
  ((globalThis as Record<symbol, Holder>)[KEY] ??= { networks: new Map(), gateways: new Map(), version: 0 })

/** Make `r` the registry of this process (server boot, the browser's provider, a test). */
export function installNetworks(r: Registry): void {
  const h = holder()
  if (h.registry === r) return
  h.registry = r
  h.networks = new Map(r.networks.map((n) => [n.id, n]))
  h.gateways = new Map(r.gateways.map((g) => [g.id, g]))
  h.version++
}

/** How the server loads the registry on first use (lib/networks/disk.ts). */
export function setNetworksLoader(load: () => Registry): void {
  holder().loader = load
}

export function registry(): Registry {
  const h = holder()
  if (!h.registry) {
    if (!h.loader)
      throw new Error(
        'The network registry is not loaded: the server imports @/lib/networks/disk, the browser renders NetworksProvider.',
      )
    installNetworks(h.loader())
  }
  return h.registry!
}

/** Changes whenever another registry is installed. */
export const registryVersion = (): number => (registry(), holder().version)

export const networks = (): readonly Network[] => registry().networks
export const networkIds = (): NetworkId[] => networks().map((n) => n.id)
export const feeds = (): readonly Feed[] => registry().feeds
export const gatewayDefs = (): readonly GatewayDef[] => registry().gateways
export const gatewayIds = (): GatewayId[] => gatewayDefs().map((g) => g.id)

export function findNetwork(id: string): Network | undefined {
  registry()
  return holder().networks.get(id)
}

export const isNetworkId = (v: string): boolean => findNetwork(v) !== undefined

/** The network of an id the code got from a checked source (a route param already validated); throws otherwise. */
export function getNetwork(id: NetworkId): Network {
  const n = findNetwork(id)
  if (!n) throw new Error(`unknown network ${id}`)
  return n
}

export function findGateway(id: string): GatewayDef | undefined {
  registry()
  return holder().gateways.get(id)
}

export function gatewayDef(id: GatewayId): GatewayDef {
  const g = findGateway(id)
  if (!g) throw new Error(`unknown gateway ${id}`)
  return g
}

export const isGatewayId = (v: string): boolean => findGateway(v) !== undefined

/** The network a gateway belongs to (feeds stand alone). */
export const networkOfGateway = (g: GatewayId): NetworkId | undefined => findGateway(g)?.network

export const networksOfKind = (kind: NetworkKind): Network[] => networks().filter((n) => n.kind === kind)

/** The gateway of a network that has the given kind (a ledger's `node` and `indexer`). */
export const gatewayOfKind = (id: NetworkId, kind: string): GatewayId | undefined =>
  getNetwork(id).gateways.find((g) => findGateway(g)?.kind === kind)

/** The primary gateway of a network: the one its blocks, transactions and accounts are read from first. */
export const primaryGateway = (id: NetworkId): GatewayId => getNetwork(id).gateways[0]!

/** Every gateway the proxy serves: all but key daemons, which only the /kmd console drives. */
export const proxiedGatewayIds = (): GatewayId[] =>
  gatewayDefs()
    .filter((g) => g.kind !== 'kmd')
    .map((g) => g.id)

/** The key daemon the /kmd console drives: the first network's that has one. */
export const keyDaemonId = (): GatewayId | undefined => networks().find((n) => n.keyDaemon)?.keyDaemon

/** Every Cosmos SDK gateway, in file order. */
export const cosmosGatewayIds = (): GatewayId[] =>
  gatewayDefs()
    .filter((g) => g.kind === 'cosmos')
    .map((g) => g.id)
