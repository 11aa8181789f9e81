import { Notice } from '@/components/explorer/record-page'
import { PanelList } from '@/components/panel/panel-list'
import { offers } from '@/lib/client/resolve'
import type { CosmosGatewayId } from '@/lib/catalog/types'
import { panel } from '@/lib/explorer/panels'
import type { SearchParams } from '@/lib/ibc/network'
import { paramsPanels } from '@/lib/ibc/pages'
import { getNetwork } from '@/lib/networks'

type Props = { g: CosmosGatewayId; searchParams: SearchParams }

export function ChannelsTab({ g, searchParams }: Props) {
  const channels = panel('channels', 'Channels', { gateway: g, opId: 'cosmos.ibc.channel.channels' }, 'ibc.channels', {
    wide: true,
  })
  return <PanelList network={g} panels={[channels]} searchParams={searchParams} />
}

export function ConnectionsTab({ g, searchParams }: Props) {
  if (!offers(g, 'cosmos.ibc.connection.connections'))
    return (
      <Notice title="No connection list on this gateway">
        The {getNetwork(g).name} gateway does not list connections. Each channel names its connection (connection hops
        on the Channels tab), and a connection&apos;s page shows its channels.
      </Notice>
    )
  const call = { gateway: g, opId: 'cosmos.ibc.connection.connections' } as const
  const connections = panel('connections', 'Connections', call, 'ibc.connections', { wide: true })
  return <PanelList network={g} panels={[connections]} searchParams={searchParams} />
}

export function ParamsTab({ g, searchParams }: Props) {
  return <PanelList network={g} panels={paramsPanels(g)} searchParams={searchParams} />
}
