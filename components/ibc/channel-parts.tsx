import Link from 'next/link'
import type { CosmosGatewayId } from '@/lib/catalog/types'
import type { ChannelPageData } from '@/lib/ibc/channel-page'
import { ChannelEnds } from './channel-ends'

/** Under a channel's title: its counterparty as a link where it is a network here, else what the chain says. */
export function ChannelCounterparty({ data: d }: { data: ChannelPageData }) {
  if (d.cp && d.cpHref)
    return (
      <>
        Counterparty:{' '}
        <Link
          href={d.cpHref}
          className="font-medium text-brand-700 hover:underline dark:text-brand-500"
          data-testid="counterparty-link"
        >
          {d.cpLabel}
        </Link>
        {d.chainId && <span className="text-zinc-600 dark:text-zinc-400"> (chain {d.chainId})</span>}
      </>
    )
  return (
    <span className="text-zinc-600 dark:text-zinc-400">
      Counterparty {d.info.end?.counterparty?.port_id ?? '?'}/
      {d.info.end?.counterparty?.channel_id || '(not yet assigned)'}
      {d.chainId ? ` on chain ${d.chainId}` : ''}: not one of the networks configured here.
    </span>
  )
}

/** Both ends of the channel side by side, with the flow's figures where the counterparty is explored. */
export function BothEnds({
  g,
  port,
  channel,
  data: d,
}: {
  g: CosmosGatewayId
  port: string
  channel: string
  data: ChannelPageData
}) {
  return (
    <ChannelEnds
      self={{ network: g, port, channel, info: d.info, clientStatus: d.selfStatus }}
      other={
        d.cp
          ? {
              network: d.cp.network,
              port: d.cp.port,
              channel: d.cp.channel,
              ...(d.cpInfo && { info: d.cpInfo }),
              clientStatus: d.otherStatus,
            }
          : {
              chainId: d.chainId,
              port: d.info.end?.counterparty?.port_id ?? '?',
              channel: d.info.end?.counterparty?.channel_id ?? '',
            }
      }
      stats={d.loaded?.ok ? d.loaded.flow.stats : undefined}
    />
  )
}
