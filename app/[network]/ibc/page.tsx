import type { Metadata } from 'next'
import { ClientsSection } from '@/components/ibc/clients-section'
import { ibcOrExplain } from '@/components/ibc/ibc-shell'
import { ChannelsTab, ConnectionsTab, ParamsTab } from '@/components/ibc/tabs/list-tabs'
import { IcaTab, TransferTab } from '@/components/ibc/tabs/lookup-tabs'
import { Tabs } from '@/components/ui/tabs'
import { param, type SearchParams } from '@/lib/ibc/network'
import { ibcTabsOf, type IbcTab } from '@/lib/ibc/tabs'
import { getNetwork } from '@/lib/networks'

type Props = { params: Promise<{ network: string }>; searchParams: Promise<SearchParams> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { network } = await params
  return { title: `IBC · ${network}` }
}

const TABS: Record<IbcTab, typeof ChannelsTab> = {
  clients: ({ g, searchParams }) => <ClientsSection g={g} searchParams={searchParams} />,
  connections: ConnectionsTab,
  channels: ChannelsTab,
  transfer: TransferTab,
  ica: IcaTab,
  params: ParamsTab,
}

export default async function IbcPage({ params, searchParams }: Props) {
  const { network } = await params
  const r = ibcOrExplain(network)
  if ('page' in r) return r.page
  const g = r.g
  const sp = await searchParams
  const tabs = ibcTabsOf(g)
  const tab = tabs.find((t) => t.id === param(sp, 'tab'))?.id ?? 'clients'
  const Body = TABS[tab]
  return (
    <>
      <h1 className="mb-1 text-2xl font-semibold">IBC on {getNetwork(g).name}</h1>
      <p className="mb-4 text-sm text-zinc-600 dark:text-zinc-400">
        Light clients, connections and channels of the {getNetwork(g).name} gateway.
      </p>
      <Tabs tabs={tabs} param="tab" label="IBC sections" />
      <Body g={g} searchParams={sp} />
    </>
  )
}
