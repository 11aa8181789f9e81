import 'server-only'
/** Server-side IBC look-ups the pages need before they can name their panels (client heights, counterparties). */
import { cache } from 'react'
import { type CosmosGatewayId } from '@/lib/catalog/types'
import { cosmosGatewayIds } from '@/lib/networks'
import { offers, resolveCall, type CallInput } from '@/lib/client/resolve'
import { serverFetch } from '@/lib/query/server'
import {
  clientStateOfAnswer,
  consensusTimeOf,
  formatHeight,
  parseClientStates,
  statusOf,
  type ClientStateInfo,
  type Height,
} from './client-state'
import { commitmentsOf, loadChannelFlow, type Counterparty } from './flow'
import { summarize, type ChannelFlight, type ClientHealthInput, type IbcHealth } from './health'
import { nowNanos } from './trusting'
import { networkOfChainId, pickCounterparty, type ChannelEndLike, type ChannelRef } from './counterparty'

/** The answer body, or undefined when the call failed or is not offered (callers show what they can). */
export async function bodyOf(call: CallInput, page: Record<string, string> = {}, until?: number): Promise<unknown> {
  if (!offers(call.gateway, call.opId)) return undefined
  try {
    // A signal of its own per call (one shared signal would collect a listener per call): same deadline, `until`.
    const signal = until === undefined ? [] : [AbortSignal.timeout(Math.max(0, until - Date.now()))]
    return (await serverFetch(resolveCall(call), page, ...signal)).body
  } catch {
    return undefined
  }
}

/** Chain id a network's gateway reveals (latest block header or node info), when it offers either. */
export const chainIdOf = cache(async (g: CosmosGatewayId): Promise<string | undefined> => {
  const latest = (await bodyOf({ gateway: g, opId: 'cosmos.base.latestBlock' })) as
    { sdk_block?: { header?: { chain_id?: unknown } }; block?: { header?: { chain_id?: unknown } } } | undefined
  const fromBlock = latest?.sdk_block?.header?.chain_id ?? latest?.block?.header?.chain_id
  if (typeof fromBlock === 'string') return fromBlock
  const info = (await bodyOf({ gateway: g, opId: 'cosmos.base.nodeInfo' })) as
    { default_node_info?: { network?: unknown } } | undefined
  const net = info?.default_node_info?.network
  return typeof net === 'string' ? net : undefined
})

export interface ChannelInfo {
  end?: ChannelEndLike & { state?: string; connection_hops?: string[] }
  client?: { clientId?: string; state: ClientStateInfo }
}

/** The channel end and its client state on network `g`. */
export async function channelInfo(g: CosmosGatewayId, ref: ChannelRef): Promise<ChannelInfo> {
  const path = { port_id: ref.port, channel_id: ref.channel }
  const [ch, cs] = await Promise.all([
    bodyOf({ gateway: g, opId: 'cosmos.ibc.channel.channel', path }),
    bodyOf({ gateway: g, opId: 'cosmos.ibc.channel.clientState', path }),
  ])
  let client: ChannelInfo['client']
  try {
    client = cs === undefined ? undefined : clientStateOfAnswer(cs)
  } catch {
    client = undefined
  }
  const end = (ch as { channel?: ChannelInfo['end'] } | undefined)?.channel
  return { ...(end && { end }), ...(client && { client }) }
}

export type { Counterparty }

/**
 * The configured network at the other end of `self` on `g`, if any: every other SDK network is asked for the
 * counterparty channel, and the one that points back (with a compatible chain id) wins.
 */
export async function resolveCounterparty(
  g: CosmosGatewayId,
  self: ChannelRef,
  info: ChannelInfo,
): Promise<Counterparty | undefined> {
  const port = info.end?.counterparty?.port_id
  const channel = info.end?.counterparty?.channel_id
  if (!port || !channel) return undefined
  const others = cosmosGatewayIds().filter((n) => n !== g && offers(n, 'cosmos.ibc.channel.channel'))
  const candidates = await Promise.all(
    others.map(async (n) => {
      const [end, chainId] = await Promise.all([
        bodyOf({ gateway: n, opId: 'cosmos.ibc.channel.channel', path: { port_id: port, channel_id: channel } }),
        chainIdOf(n),
      ])
      return { network: n, chainId, end: (end as { channel?: ChannelEndLike } | undefined)?.channel }
    }),
  )
  const network = pickCounterparty(info.client?.state.chainId, self, candidates)
  return network ? { network, port, channel } : undefined
}

/** The other configured SDK network whose chain id is `chainId` (a client's counterparty chain), if exactly one. */
export async function networkOfChain(
  g: CosmosGatewayId,
  chainId: string | undefined,
): Promise<CosmosGatewayId | undefined> {
  if (!chainId) return undefined
  const others = cosmosGatewayIds().filter((n) => n !== g)
  return networkOfChainId(
    chainId,
    await Promise.all(others.map(async (network) => ({ network, chainId: await chainIdOf(network) }))),
  )
}

const ALL = { 'pagination.limit': '1000' }
const attempt = <T>(f: () => T): T | undefined => {
  try {
    return f()
  } catch {
    return undefined
  }
}

async function clientHealth(g: CosmosGatewayId, until: number): Promise<ClientHealthInput[]> {
  const body = await bodyOf({ gateway: g, opId: 'cosmos.ibc.client.clientStates' }, ALL, until)
  const list = body === undefined ? [] : (attempt(() => parseClientStates(body)) ?? [])
  return Promise.all(
    list.map(async ({ clientId, state }) => {
      const [st, cs] = await Promise.all([
        bodyOf({ gateway: g, opId: 'cosmos.ibc.client.clientStatus', path: { client_id: clientId } }, {}, until),
        state.trustingPeriod
          ? bodyOf(
              {
                gateway: g,
                opId: 'cosmos.ibc.client.consensusState',
                path: { client_id: clientId, revision_number: '0', revision_height: '0' },
                query: { latest_height: 'true' },
              },
              {},
              until,
            )
          : undefined,
      ])
      const status = attempt(() => statusOf(st))
      const consensusTime = cs === undefined ? undefined : attempt(() => consensusTimeOf(cs))
      return {
        clientId,
        ...(status && { status }),
        ...(state.trustingPeriod && { trustingPeriod: state.trustingPeriod }),
        ...(consensusTime && { consensusTime }),
      }
    }),
  )
}

async function channelFlight(g: CosmosGatewayId, port: string, channel: string, until: number): Promise<ChannelFlight> {
  const name = `${port}/${channel}`
  const ref = { port, channel }
  const cp = await resolveCounterparty(g, ref, await channelInfo(g, ref))
  if (!cp) {
    // No configured network at the other end: its commitments can be counted, not told apart.
    const c = await commitmentsOf(g, port, channel, until)
    return 'error' in c
      ? { channel: name, error: c.error }
      : { channel: name, unresolvedCommitments: c.commitments.length }
  }
  const loaded = await loadChannelFlow(g, port, channel, cp, { until })
  return loaded.ok
    ? { channel: name, inFlight: loaded.flow.counts.inFlight.length }
    : { channel: name, error: loaded.error }
}

/**
 * Everything the health summary needs, asked of the gateways (failures count as unknown, never throw). The summary
 * streams in under its own Suspense boundary, so it waits up to `waitMs` (the caller's own limit) rather than the
 * page deadline: a cold first render would otherwise call a slow answer a missing one.
 */
export async function ibcHealth(g: CosmosGatewayId, waitMs: number): Promise<IbcHealth | undefined> {
  const until = Date.now() + waitMs
  const chBody = await bodyOf({ gateway: g, opId: 'cosmos.ibc.channel.channels' }, ALL, until)
  const channels = (
    (chBody as { channels?: { state?: string; port_id?: string; channel_id?: string }[] } | undefined)?.channels ?? []
  ).filter((c) => c.port_id && c.channel_id)
  if (chBody === undefined) return undefined
  const [clients, flights] = await Promise.all([
    clientHealth(g, until),
    Promise.all(
      channels.filter((c) => c.state === 'STATE_OPEN').map((c) => channelFlight(g, c.port_id!, c.channel_id!, until)),
    ),
  ])
  return summarize(
    channels.map((c) => c.state ?? 'unknown'),
    clients,
    flights,
    nowNanos(),
  )
}

/**
 * The height to show a consensus state at (channel or connection; `probe` is the call at a height): the client's latest height when a consensus state is stored
 * there, else the newest stored height (asked newest-first), with a note saying why.
 */
export async function consensusHeightFor(
  g: CosmosGatewayId,
  probe: (h: Height) => CallInput,
  clientId: string | undefined,
  latest: Height | undefined,
): Promise<{ at?: Height; note?: string }> {
  if (!latest) return {}
  const exact = await bodyOf(probe(latest))
  if (exact !== undefined || !clientId) return { at: latest }
  const heights = (await bodyOf(
    { gateway: g, opId: 'cosmos.ibc.client.consensusStateHeights', path: { client_id: clientId } },
    { 'pagination.reverse': 'true', 'pagination.limit': '1' },
  )) as { consensus_state_heights?: { revision_number?: string; revision_height?: string }[] } | undefined
  const h = heights?.consensus_state_heights?.[0]
  if (!h?.revision_height) return { at: latest }
  const at = { revisionNumber: h.revision_number ?? '0', revisionHeight: h.revision_height }
  return {
    at,
    note: `No consensus state is stored at the client's latest height ${formatHeight(latest)}; showing the newest stored one, ${formatHeight(at)}.`,
  }
}
