import 'server-only'
/** Server-side IBC look-ups the pages need before they can name their panels (client heights, counterparties). */
import { COSMOS_GATEWAYS, type CosmosGatewayId } from '@/lib/catalog/types'
import { offers, resolveCall, type CallInput } from '@/lib/client/resolve'
import { serverFetch } from '@/lib/query/server'
import { clientStateOfAnswer, type ClientStateInfo } from './client-state'
import { pickCounterparty, type ChannelEndLike, type ChannelRef } from './counterparty'

/** The answer body, or undefined when the call failed or is not offered (callers show what they can). */
export async function bodyOf(call: CallInput, page: Record<string, string> = {}): Promise<unknown> {
  if (!offers(call.gateway, call.opId)) return undefined
  try {
    return (await serverFetch(resolveCall(call), page)).body
  } catch {
    return undefined
  }
}

/** Chain id a network's gateway reveals (latest block header or node info), when it offers either. */
export async function chainIdOf(g: CosmosGatewayId): Promise<string | undefined> {
  const latest = (await bodyOf({ gateway: g, opId: 'cosmos.base.latestBlock' })) as { sdk_block?: { header?: { chain_id?: unknown } }; block?: { header?: { chain_id?: unknown } } } | undefined
  const fromBlock = latest?.sdk_block?.header?.chain_id ?? latest?.block?.header?.chain_id
  if (typeof fromBlock === 'string') return fromBlock
  const info = (await bodyOf({ gateway: g, opId: 'cosmos.base.nodeInfo' })) as { default_node_info?: { network?: unknown } } | undefined
  const net = info?.default_node_info?.network
  return typeof net === 'string' ? net : undefined
}

export interface ChannelInfo {
  end?: ChannelEndLike & { state?: string; connection_hops?: string[] }
  client?: { clientId?: string; state: ClientStateInfo }
}

/** The channel end and its client state on network `g`. */
export async function channelInfo(g: CosmosGatewayId, ref: ChannelRef): Promise<ChannelInfo> {
  const path = { port_id: ref.port, channel_id: ref.channel }
  const [ch, cs] = await Promise.all([bodyOf({ gateway: g, opId: 'cosmos.ibc.channel.channel', path }), bodyOf({ gateway: g, opId: 'cosmos.ibc.channel.clientState', path })])
  let client: ChannelInfo['client']
  try {
    client = cs === undefined ? undefined : clientStateOfAnswer(cs)
  } catch {
    client = undefined
  }
  const end = (ch as { channel?: ChannelInfo['end'] } | undefined)?.channel
  return { ...(end && { end }), ...(client && { client }) }
}

export interface Counterparty {
  network: CosmosGatewayId
  port: string
  channel: string
}

/**
 * The configured network at the other end of `self` on `g`, if any: every other SDK network is asked for the
 * counterparty channel, and the one that points back (with a compatible chain id) wins.
 */
export async function resolveCounterparty(g: CosmosGatewayId, self: ChannelRef, info: ChannelInfo): Promise<Counterparty | undefined> {
  const port = info.end?.counterparty?.port_id
  const channel = info.end?.counterparty?.channel_id
  if (!port || !channel) return undefined
  const others = COSMOS_GATEWAYS.filter((n) => n !== g && offers(n, 'cosmos.ibc.channel.channel'))
  const candidates = await Promise.all(
    others.map(async (n) => {
      const [end, chainId] = await Promise.all([bodyOf({ gateway: n, opId: 'cosmos.ibc.channel.channel', path: { port_id: port, channel_id: channel } }), chainIdOf(n)])
      return { network: n, chainId, end: (end as { channel?: ChannelEndLike } | undefined)?.channel }
    }),
  )
  const network = pickCounterparty(info.client?.state.chainId, self, candidates)
  return network && { network, port, channel }
}
