import Link from 'next/link'
import type { CosmosGatewayId } from '@/lib/catalog/types'
import type { ChannelPageData } from '@/lib/ibc/channel-page'
import { Notice } from '@/components/explorer/record-page'
import { PanelList } from '@/components/panel/panel-list'
import type { SearchParams } from '@/lib/ibc/network'
import { sequencePanels } from '@/lib/ibc/pages'
import { ChannelEnds } from './channel-ends'
import { getNetwork } from '@/lib/networks'
import { ibcHref } from '@/lib/ibc/routes'

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
  const end = `${d.info.end?.counterparty?.port_id ?? '?'}/${d.info.end?.counterparty?.channel_id || '(not yet assigned)'}`
  if (d.cpChain) {
    const name = getNetwork(d.cpChain).name
    return (
      <span className="text-zinc-600 dark:text-zinc-400" data-testid="counterparty-chain">
        Counterparty {end} on{' '}
        <Link
          href={ibcHref(d.cpChain, 'channels')}
          className="font-medium text-brand-700 hover:underline dark:text-brand-500"
        >
          {name}
        </Link>
        {d.chainId && ` (chain ${d.chainId})`}: the {name} gateway has no channel end there that points back at this
        one.
      </span>
    )
  }
  return (
    <span className="text-zinc-600 dark:text-zinc-400">
      Counterparty {end}
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
              ...(d.cpChain && { chainNetwork: d.cpChain }),
              port: d.info.end?.counterparty?.port_id ?? '?',
              channel: d.info.end?.counterparty?.channel_id ?? '',
            }
      }
      stats={d.loaded?.ok ? d.loaded.flow.stats : undefined}
    />
  )
}

/** The packet asked for by sequence (`?seq=`): its panels, or why the sequence is not one. */
export function SequenceLookup({
  g,
  port,
  channel,
  seq,
  searchParams,
}: {
  g: CosmosGatewayId
  port: string
  channel: string
  seq: string
  searchParams: SearchParams
}) {
  if (!seq) return null
  return (
    <div className="mb-4">
      {/^\d{1,20}$/.test(seq) ? (
        <PanelList
          network={g}
          panels={sequencePanels(g, port, channel, BigInt(seq).toString())}
          searchParams={searchParams}
        />
      ) : (
        <Notice title="Not a sequence" tone="error">
          A packet sequence is a whole number (got “{seq}”).
        </Notice>
      )}
    </div>
  )
}
