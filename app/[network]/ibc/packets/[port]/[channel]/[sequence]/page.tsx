import type { Metadata } from 'next'
import Link from 'next/link'
import { Notice } from '@/components/explorer/record-page'
import { IbcTitle, ibcOrExplain } from '@/components/ibc/ibc-shell'
import { PacketTimeline } from '@/components/ibc/packet-timeline'
import { param, type SearchParams } from '@/lib/ibc/network'
import { parsePacketId } from '@/lib/format/packet-id'
import { tracePacket } from '@/lib/ibc/trace'
import { channelInfo, resolveCounterparty } from '@/lib/ibc/server'
import { packetHref } from '@/lib/format/packet-id'
import { redirect } from 'next/navigation'
import { denomsOf } from '@/lib/explorer/denoms'

type Props = {
  params: Promise<{ network: string; port: string; channel: string; sequence: string }>
  searchParams: Promise<SearchParams>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { port, channel, sequence } = await params
  return { title: `Packet ${decodeURIComponent(port)}/${decodeURIComponent(channel)}/${decodeURIComponent(sequence)}` }
}

export default async function PacketPage({ params, searchParams }: Props) {
  const { network, port, channel, sequence } = await params
  const r = ibcOrExplain(network)
  if ('page' in r) return r.page
  const raw = `${decodeURIComponent(port)}/${decodeURIComponent(channel)}/${decodeURIComponent(sequence)}`
  const id = parsePacketId(raw)
  if (!id || id.sequence === '0')
    return (
      <>
        <IbcTitle network={r.g} kind="Packet" id={raw} />
        <Notice title="Not a packet id" tone="error">
          A packet is named by its source port, channel and sequence, for example{' '}
          <span className="font-mono">transfer/channel-0/12</span> (the sequence is a whole number from 1).
        </Notice>
      </>
    )
  const sp = await searchParams
  // A receive names the packet by its destination end: the packet page lives on the source, found from here.
  if (param(sp, 'end') === 'destination') {
    const ref = { port: id.port, channel: id.channel }
    const info = await channelInfo(r.g, ref)
    const src = await resolveCounterparty(r.g, ref, info)
    if (src) redirect(packetHref(src.network, { port: src.port, channel: src.channel, sequence: id.sequence }))
    return (
      <>
        <IbcTitle network={r.g} kind="Packet" id={`${id.port}/${id.channel}/${id.sequence}`} />
        <Notice title="Received from a chain not explored here">
          Packet {id.sequence} arrived on {id.port}/{id.channel} from {info.end?.counterparty?.port_id ?? '?'}/
          {info.end?.counterparty?.channel_id ?? '?'}
          {info.client?.state.chainId ? ` on chain ${info.client.state.chainId}` : ''}, which is not one of the networks
          configured here, so its sending side cannot be shown.
        </Notice>
      </>
    )
  }
  const hint = param(sp, 'tx')
  const trace = await tracePacket(r.g, id, hint || undefined)
  const denoms = await denomsOf(r.g)
  return (
    <>
      <IbcTitle network={r.g} kind="Packet" id={`${id.port}/${id.channel}/${id.sequence}`}>
        <span className="text-zinc-600 dark:text-zinc-400">
          Sent on{' '}
          <Link
            href={`/${r.g}/ibc/channels/${encodeURIComponent(id.port)}/${encodeURIComponent(id.channel)}`}
            className="text-brand-700 hover:underline dark:text-brand-500"
          >
            {id.port}/{id.channel}
          </Link>
        </span>
      </IbcTitle>
      <PacketTimeline trace={trace} nowMs={trace.askedAt} denoms={denoms} />
    </>
  )
}
