import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { WatchButton } from '@/components/history/watch-button'
import { BothEnds, ChannelCounterparty, SequenceLookup } from '@/components/ibc/channel-parts'
import { IbcTitle, ibcOrExplain } from '@/components/ibc/ibc-shell'
import { InFlightPanel } from '@/components/ibc/in-flight-panel'
import { LookupForm } from '@/components/ibc/lookup-form'
import { PanelList } from '@/components/panel/panel-list'
import { resolveCall } from '@/lib/client/resolve'
import { loadChannelPage } from '@/lib/ibc/channel-page'
import { param } from '@/lib/ibc/network'
import { channelHref } from '@/lib/ibc/routes'
import { getQueryClient } from '@/lib/query/get-query-client'
import { prefetchMain } from '@/lib/query/server'

type Props = PageProps<'/[network]/ibc/channels/[port]/[channel]'>

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { port, channel } = await params
  return { title: `Channel ${decodeURIComponent(port)}/${decodeURIComponent(channel)}` }
}

export default async function ChannelPage({ params, searchParams }: Props) {
  const { network, port: rawPort, channel: rawChannel } = await params
  const r = ibcOrExplain(network)
  if ('page' in r) return r.page
  const g = r.g
  const [port, channel] = [decodeURIComponent(rawPort), decodeURIComponent(rawChannel)]
  const call = resolveCall({
    gateway: g,
    opId: 'cosmos.ibc.channel.channel',
    path: { port_id: port, channel_id: channel },
  })
  const main = await prefetchMain(getQueryClient(), call)
  if ('error' in main && main.status === 404) notFound()
  const sp = await searchParams
  const d = await loadChannelPage(g, port, channel)
  const seq = param(sp, 'seq')
  return (
    <>
      <IbcTitle network={g} kind="Channel" id={`${port}/${channel}`}>
        <ChannelCounterparty data={d} />
      </IbcTitle>
      <div className="mb-3">
        <WatchButton item={{ kind: 'channel', network: g, id: `${port}/${channel}` }} />
      </div>
      <BothEnds g={g} port={port} channel={channel} data={d} />
      <div className="mb-4 grid gap-4 lg:grid-cols-2">
        <InFlightPanel
          network={g}
          port={port}
          channel={channel}
          source={d.source}
          {...(d.loaded?.ok && { commitments: d.loaded.commitments })}
          {...(d.cpLabel && { counterpartyLabel: d.cpLabel })}
          {...(d.cpHref && { counterpartyHref: d.cpHref })}
        />
        <LookupForm
          action={channelHref(g, port, channel)}
          label="Packet by sequence (commitment, acknowledgement, receipt)"
          fields={[{ name: 'seq', label: 'Sequence', placeholder: '1', defaultValue: seq, pattern: '\\d+' }]}
        />
      </div>
      {d.consensus.note && <p className="mb-4 text-sm text-zinc-600 dark:text-zinc-400">{d.consensus.note}</p>}
      <SequenceLookup g={g} port={port} channel={channel} seq={seq} searchParams={sp} />
      <PanelList network={g} panels={d.panels} searchParams={sp} />
    </>
  )
}
