import 'server-only'
import type { CosmosGatewayId } from '@/lib/catalog/types'
import { formatHeight } from './client-state'
import { commitmentsOf, loadChannelFlow } from './flow'
import { channelPanels, heightPath } from './pages'
import { channelHref } from './routes'
import { bodyOf, channelInfo, consensusHeightFor, networkOfChain, resolveCounterparty } from './server'
import { getNetwork } from '@/lib/networks'

/** The latest sequences the chart shows. */
const CHART_WINDOW = 200

const clientStatusOf = async (g: CosmosGatewayId, clientId: string | undefined) =>
  clientId
    ? (
        (await bodyOf({ gateway: g, opId: 'cosmos.ibc.client.clientStatus', path: { client_id: clientId } })) as
          { status?: string } | undefined
      )?.status
    : undefined

/**
 * Everything a channel page shows, read once: both ends and their clients' status, the counterparty (when it is a
 * network configured here), the packet flow counted once for the chart and the in-flight list, the consensus
 * height its panels read, and the panels.
 */
export async function loadChannelPage(g: CosmosGatewayId, port: string, channel: string) {
  const ref = { port, channel }
  const info = await channelInfo(g, ref)
  const cp = await resolveCounterparty(g, ref, info)
  // No end points back, yet the client's chain may be one explored here: say which, not "not configured".
  const cpChain = cp ? undefined : await networkOfChain(g, info.client?.state.chainId)
  const hop = info.end?.connection_hops?.[0]
  const cpInfo = cp ? await channelInfo(cp.network, { port: cp.port, channel: cp.channel }) : undefined
  const [selfStatus, otherStatus, loaded] = await Promise.all([
    clientStatusOf(g, info.client?.clientId),
    cp ? clientStatusOf(cp.network, cpInfo?.client?.clientId) : undefined,
    cp ? loadChannelFlow(g, port, channel, cp, { window: CHART_WINDOW, acks: true }) : undefined,
  ])
  const source = loaded
    ? loaded.ok
      ? { counts: loaded.flow.counts }
      : { error: loaded.error }
    : await commitmentsOf(g, port, channel)
  const consensus = await consensusHeightFor(
    g,
    (h) => ({
      gateway: g,
      opId: 'cosmos.ibc.channel.consensusState',
      path: { port_id: port, channel_id: channel, ...heightPath(h) },
    }),
    info.client?.clientId,
    info.client?.state.latestHeight,
  )
  const panels = channelPanels(g, port, channel, {
    clientId: info.client?.clientId,
    consensusAt: consensus.at,
    consensusTitle: consensus.note
      ? `Consensus state at ${consensus.at ? formatHeight(consensus.at) : '?'} (newest stored)`
      : undefined,
    connection: hop,
  })
  return {
    info,
    cp,
    cpInfo,
    selfStatus,
    otherStatus,
    loaded,
    source,
    consensus,
    panels,
    chainId: info.client?.state.chainId,
    cpChain,
    cpHref: cp && channelHref(cp.network, cp.port, cp.channel),
    cpLabel: cp && `${getNetwork(cp.network).name} ${cp.port}/${cp.channel}`,
  }
}

export type ChannelPageData = Awaited<ReturnType<typeof loadChannelPage>>
