import { sha256 } from '../../primitives/hash'
import { type CosmosGatewayId } from '@/lib/catalog/types'
import { hexUpper } from './hash'
import { devnetChains, hasOwnProfile, profileOf } from './profile'

/** The other devnet chains of `self`: those with a devnet profile of their own, then those a network file added. */
function peerChains(self: CosmosGatewayId): { own: CosmosGatewayId[]; added: CosmosGatewayId[] } {
  const others = devnetChains().filter((g) => g !== self)
  return { own: others.filter(hasOwnProfile), added: others.filter((g) => !hasOwnProfile(g)) }
}

export type ClientStatus = 'Active' | 'Expired' | 'Frozen'

export interface Counterparty {
  chainId: string
  denom: string
  /** A devnet network or an external chain. */
  gateway?: CosmosGatewayId
  status: ClientStatus
}

const EXTERNAL: readonly Counterparty[] = [
  { chainId: 'dex-zone-1', denom: 'udex', status: 'Active' },
  { chainId: 'oracle-zone-3', denom: 'uorc', status: 'Frozen' },
  { chainId: 'legacy-zone-2', denom: 'uleg', status: 'Expired' },
]

export interface Channel {
  channelId: string
  portId: string
  state: 'STATE_OPEN' | 'STATE_INIT' | 'STATE_TRYOPEN' | 'STATE_CLOSED'
  ordering: 'ORDER_UNORDERED' | 'ORDER_ORDERED'
  connection: number
  counterpartyPort: string
  counterpartyChannel: string
  version: string
}

export interface DenomTrace {
  path: string
  baseDenom: string
  hash: string
  denom: string
}

export function denomTrace(path: string, baseDenom: string): DenomTrace {
  const hash = hexUpper(sha256(`${path}/${baseDenom}`))
  return { path, baseDenom, hash, denom: `ibc/${hash}` }
}

/** ICS-20's escrow address: sha256("ics20-1" ‖ 0x00 ‖ "port/channel")[:20]. */
export function escrowAddressBytes(portId: string, channelId: string): Uint8Array {
  return sha256(Buffer.concat([Buffer.from('ics20-1'), Buffer.from([0]), Buffer.from(`${portId}/${channelId}`)])).slice(
    0,
    20,
  )
}

/**
 * How the five networks are wired to each other and to three external chains: counterparty k gets client
 * `07-tendermint-k`, `connection-k` and transfer `channel-k`; the other side numbers it by its own list, so
 * both ends of every devnet channel agree. A few extra channels show the other states and orderings.
 */
export class Topology {
  readonly counterparties: Counterparty[]
  readonly channels: Channel[]
  readonly traces: DenomTrace[]

  constructor(readonly self: CosmosGatewayId) {
    const peer = (g: CosmosGatewayId): Counterparty => {
      const p = profileOf(g)
      return { chainId: p.chainId, denom: p.denom, gateway: g, status: 'Active' }
    }
    const { own, added } = peerChains(self)
    const peers = [...own, ...added]
    // Chains added by a network file come after the external ones, so the built-in numbering never moves.
    this.counterparties = [...own.map(peer), ...EXTERNAL, ...added.map(peer)]
    const transfer = this.counterparties.map((c, k): Channel => ({
      channelId: `channel-${k}`,
      portId: 'transfer',
      state: c.status === 'Expired' ? 'STATE_CLOSED' : 'STATE_OPEN',
      ordering: 'ORDER_UNORDERED',
      connection: k,
      counterpartyPort: 'transfer',
      counterpartyChannel: c.gateway ? `channel-${Topology.indexOn(c.gateway, self)}` : `channel-${40 + k}`,
      version: 'ics20-1',
    }))
    const n = this.counterparties.length
    this.channels = [
      ...transfer,
      {
        channelId: `channel-${n}`,
        portId: 'icacontroller-devnet-owner',
        state: 'STATE_OPEN',
        ordering: 'ORDER_ORDERED',
        connection: 0,
        counterpartyPort: 'icahost',
        counterpartyChannel: 'channel-90',
        version:
          '{"version":"ics27-1","controller_connection_id":"connection-0","host_connection_id":"connection-9","address":"","encoding":"proto3","tx_type":"sdk_multi_msg"}',
      },
      {
        channelId: `channel-${n + 1}`,
        portId: 'transfer',
        state: 'STATE_INIT',
        ordering: 'ORDER_UNORDERED',
        connection: 1,
        counterpartyPort: 'transfer',
        counterpartyChannel: '',
        version: 'ics20-1',
      },
      {
        channelId: `channel-${n + 2}`,
        portId: 'icahost',
        state: 'STATE_TRYOPEN',
        ordering: 'ORDER_ORDERED',
        connection: 2,
        counterpartyPort: 'icacontroller-remote',
        counterpartyChannel: 'channel-77',
        version: 'ics27-1',
      },
    ]
    this.traces = this.counterparties.map((c, k) => denomTrace(`transfer/channel-${k}`, c.denom))
    // A two-hop trace: a dex-zone token that reached us through the first peer.
    this.traces.push(
      denomTrace(`transfer/channel-0/transfer/channel-${Topology.indexOn(peers[0]!, devnetChains()[0]!) + 7}`, 'udex'),
    )
  }

  /** The counterparty number chain `on` gives devnet chain `peer` (its client, connection and transfer channel). */
  static indexOn(on: CosmosGatewayId, peer: CosmosGatewayId): number {
    const { own, added } = peerChains(on)
    const k = own.indexOf(peer)
    if (k >= 0) return k
    const j = added.indexOf(peer)
    return j < 0 ? -1 : own.length + EXTERNAL.length + j
  }

  channel(channelId: string, portId: string): Channel | undefined {
    return this.channels.find((c) => c.channelId === channelId && c.portId === portId)
  }

  /** Transfer channels packets flow on (open, to a live client). */
  get sendable(): Channel[] {
    return (this.live ??= this.channels.filter(
      (c) =>
        c.portId === 'transfer' && c.state === 'STATE_OPEN' && this.counterparties[c.connection]?.status === 'Active',
    ))
  }
  private live: Channel[] | undefined

  /** Open transfer channels to live chains outside devnet (packets to devnet chains follow `packets.ts`). */
  get external(): Channel[] {
    return (this.ext ??= this.sendable.filter((c) => !this.counterparties[c.connection]?.gateway))
  }
  private ext: Channel[] | undefined

  trace(hashOrDenom: string): DenomTrace | undefined {
    const h = hashOrDenom.replace(/^ibc\//i, '').toUpperCase()
    return this.traces.find((t) => t.hash === h)
  }
}
