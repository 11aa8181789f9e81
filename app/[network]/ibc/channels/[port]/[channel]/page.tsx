import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { Notice } from '@/components/explorer/record-page'
import { PanelList } from '@/components/panel/panel-list'
import { LookupForm } from '@/components/ibc/lookup-form'
import { IbcTitle, ibcOrExplain } from '@/components/ibc/ibc-shell'
import { InFlightPanel, type InFlightSource } from '@/components/ibc/in-flight-panel'
import { resolveCall } from '@/lib/client/resolve'
import { channelPanels, heightPath, sequencePanels } from '@/lib/ibc/pages'
import { param, type SearchParams } from '@/lib/ibc/network'
import { channelHref } from '@/lib/ibc/routes'
import { bodyOf, channelInfo, consensusHeightFor, resolveCounterparty } from '@/lib/ibc/server'
import { ChannelEnds } from '@/components/ibc/channel-ends'
import { commitmentsOf, loadChannelFlow } from '@/lib/ibc/flow'
import { WatchButton } from '@/components/history/watch-button'
import type { CosmosGatewayId } from '@/lib/catalog/types'
import { formatHeight } from '@/lib/ibc/client-state'
import { getNetwork } from '@/lib/networks'
import { getQueryClient } from '@/lib/query/get-query-client'
import { prefetchMain } from '@/lib/query/server'

const clientStatusOf = async (g: CosmosGatewayId, clientId: string | undefined) =>
  clientId
    ? (
        (await bodyOf({ gateway: g, opId: 'cosmos.ibc.client.clientStatus', path: { client_id: clientId } })) as
          { status?: string } | undefined
      )?.status
    : undefined

type Props = {
  params: Promise<{ network: string; port: string; channel: string }>
  searchParams: Promise<SearchParams>
}

/** The latest sequences the chart shows. */
const CHART_WINDOW = 200

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { port, channel } = await params
  return { title: `Channel ${decodeURIComponent(port)}/${decodeURIComponent(channel)}` }
}

export default async function ChannelPage({ params, searchParams }: Props) {
  const { network, port: rawPort, channel: rawChannel } = await params
  const r = ibcOrExplain(network)
  if ('page' in r) return r.page
  const g = r.g
  const port = decodeURIComponent(rawPort)
  const channel = decodeURIComponent(rawChannel)
  const ref = { port, channel }
  const main = await prefetchMain(
    getQueryClient(),
    resolveCall({ gateway: g, opId: 'cosmos.ibc.channel.channel', path: { port_id: port, channel_id: channel } }),
  )
  if ('error' in main && main.status === 404) notFound()

  const sp = await searchParams
  const info = await channelInfo(g, ref)
  const cp = await resolveCounterparty(g, ref, info)
  const hop = info.end?.connection_hops?.[0]
  const cpInfo = cp ? await channelInfo(cp.network, { port: cp.port, channel: cp.channel }) : undefined
  // Counted once: the chart and the in-flight list below render these same counts.
  const [selfStatus, otherStatus, loaded] = await Promise.all([
    clientStatusOf(g, info.client?.clientId),
    cp ? clientStatusOf(cp.network, cpInfo?.client?.clientId) : undefined,
    cp ? loadChannelFlow(g, port, channel, cp, { window: CHART_WINDOW, acks: true }) : undefined,
  ])
  const source: InFlightSource = loaded
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

  const seq = param(sp, 'seq')
  const seqOk = /^\d{1,20}$/.test(seq)
  const chainId = info.client?.state.chainId
  const cpHref = cp && channelHref(cp.network, cp.port, cp.channel)
  const cpLabel = cp && `${getNetwork(cp.network).name} ${cp.port}/${cp.channel}`
  const action = channelHref(g, port, channel)

  return (
    <>
      <IbcTitle network={g} kind="Channel" id={`${port}/${channel}`}>
        {cp && cpHref ? (
          <>
            Counterparty:{' '}
            <Link
              href={cpHref}
              className="font-medium text-brand-700 hover:underline dark:text-brand-500"
              data-testid="counterparty-link"
            >
              {cpLabel}
            </Link>
            {chainId && <span className="text-zinc-600 dark:text-zinc-400"> (chain {chainId})</span>}
          </>
        ) : (
          <span className="text-zinc-600 dark:text-zinc-400">
            Counterparty {info.end?.counterparty?.port_id ?? '?'}/
            {info.end?.counterparty?.channel_id || '(not yet assigned)'}
            {chainId ? ` on chain ${chainId}` : ''}: not one of the networks configured here.
          </span>
        )}
      </IbcTitle>
      <div className="mb-3">
        <WatchButton item={{ kind: 'channel', network: g, id: `${port}/${channel}` }} />
      </div>
      <ChannelEnds
        self={{ network: g, port, channel, info, clientStatus: selfStatus }}
        other={
          cp
            ? {
                network: cp.network,
                port: cp.port,
                channel: cp.channel,
                ...(cpInfo && { info: cpInfo }),
                clientStatus: otherStatus,
              }
            : {
                chainId,
                port: info.end?.counterparty?.port_id ?? '?',
                channel: info.end?.counterparty?.channel_id ?? '',
              }
        }
        stats={loaded?.ok ? loaded.flow.stats : undefined}
      />
      <div className="mb-4 grid gap-4 lg:grid-cols-2">
        <InFlightPanel
          network={g}
          port={port}
          channel={channel}
          source={source}
          {...(loaded?.ok && { commitments: loaded.commitments })}
          {...(cpLabel && { counterpartyLabel: cpLabel })}
          {...(cpHref && { counterpartyHref: cpHref })}
        />
        <LookupForm
          action={action}
          label="Packet by sequence (commitment, acknowledgement, receipt)"
          fields={[{ name: 'seq', label: 'Sequence', placeholder: '1', defaultValue: seq, pattern: '\\d+' }]}
        />
      </div>
      {consensus.note && <p className="mb-4 text-sm text-zinc-600 dark:text-zinc-400">{consensus.note}</p>}
      {seq && !seqOk && (
        <div className="mb-4">
          <Notice title="Not a sequence" tone="error">
            A packet sequence is a whole number (got “{seq}”).
          </Notice>
        </div>
      )}
      {seqOk && (
        <div className="mb-4">
          <PanelList network={g} panels={sequencePanels(g, port, channel, BigInt(seq).toString())} searchParams={sp} />
        </div>
      )}
      <PanelList network={g} panels={panels} searchParams={sp} />
    </>
  )
}
