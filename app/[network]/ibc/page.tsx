import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { Notice } from '@/components/explorer/record-page'
import { PanelList } from '@/components/panel/panel-list'
import { Tabs } from '@/components/ui/tabs'
import { ClientsSection } from '@/components/ibc/clients-section'
import { GetForm } from '@/components/ibc/get-form'
import { ibcOrExplain } from '@/components/ibc/ibc-shell'
import { offers } from '@/lib/client/resolve'
import type { CosmosGatewayId } from '@/lib/catalog/types'
import { entityHref } from '@/lib/explorer/entity-href'
import { panel } from '@/lib/explorer/panels'
import { icaPanels, paramsPanels, transferPanels } from '@/lib/ibc/pages'
import { param, type SearchParams } from '@/lib/ibc/network'
import { denomHashOf } from '@/lib/ibc/routes'
import { getNetwork } from '@/lib/networks'

type Props = { params: Promise<{ network: string }>; searchParams: Promise<SearchParams> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { network } = await params
  return { title: `IBC · ${network}` }
}

function tabsOf(g: CosmosGatewayId) {
  return [
    { id: 'clients', label: 'Clients' },
    { id: 'connections', label: 'Connections' },
    { id: 'channels', label: 'Channels' },
    ...(offers(g, 'cosmos.ibc.transfer.denomTraces') ? [{ id: 'transfer', label: 'Transfer' }] : []),
    ...(offers(g, 'cosmos.ica.controllerParams') ? [{ id: 'ica', label: 'Interchain accounts' }] : []),
    ...(offers(g, 'cosmos.ibc.client.params') || offers(g, 'cosmos.ibc.connection.params')
      ? [{ id: 'params', label: 'Parameters' }]
      : []),
  ]
}

export default async function IbcPage({ params, searchParams }: Props) {
  const { network } = await params
  const r = ibcOrExplain(network)
  if ('page' in r) return r.page
  const g = r.g
  const sp = await searchParams
  const tabs = tabsOf(g)
  const tab = tabs.find((t) => t.id === param(sp, 'tab'))?.id ?? 'clients'
  const action = `/${g}/ibc`

  let body: React.ReactNode
  if (tab === 'clients') body = <ClientsSection g={g} searchParams={sp} />
  else if (tab === 'channels')
    body = (
      <PanelList
        network={g}
        panels={[
          panel('channels', 'Channels', { gateway: g, opId: 'cosmos.ibc.channel.channels' }, 'ibc.channels', {
            wide: true,
          }),
        ]}
        searchParams={sp}
      />
    )
  else if (tab === 'connections')
    body = offers(g, 'cosmos.ibc.connection.connections') ? (
      <PanelList
        network={g}
        panels={[
          panel(
            'connections',
            'Connections',
            { gateway: g, opId: 'cosmos.ibc.connection.connections' },
            'ibc.connections',
            { wide: true },
          ),
        ]}
        searchParams={sp}
      />
    ) : (
      <Notice title="No connection list on this gateway">
        The {getNetwork(g).name} gateway does not list connections. Each channel names its connection (connection hops
        on the Channels tab), and a connection&apos;s page shows its channels.
      </Notice>
    )
  else if (tab === 'transfer') {
    const denom = param(sp, 'denom')
    if (denom) {
      const hash = denomHashOf(denom)
      if (hash) redirect(entityHref(g, 'denom', `ibc/${hash}`))
    }
    const trace = param(sp, 'trace')
    const escrowDenom = param(sp, 'escrow')
    body = (
      <>
        <div className="mb-4 grid gap-3 lg:grid-cols-3">
          <GetForm
            action={action}
            keep={{ tab }}
            label="Denomination trace lookup"
            fields={[
              { name: 'denom', label: 'Hash or ibc/… denom', placeholder: 'ibc/27394FB0…', defaultValue: denom },
            ]}
          />
          <GetForm
            action={action}
            keep={{ tab }}
            label="Denom hash of a trace"
            submit="Hash"
            fields={[
              {
                name: 'trace',
                label: 'Trace (port/channel/…/base)',
                placeholder: 'transfer/channel-0/uatom',
                defaultValue: trace,
              },
            ]}
          />
          {offers(g, 'cosmos.ibc.transfer.totalEscrow') && (
            <GetForm
              action={action}
              keep={{ tab }}
              label="Total escrow of a denom"
              fields={[
                { name: 'escrow', label: 'Denom', placeholder: getNetwork(g).denom.base, defaultValue: escrowDenom },
              ]}
            />
          )}
        </div>
        {denom && (
          <div className="mb-4">
            <Notice title="Not an IBC denomination" tone="error">
              “{denom}” is neither a 64-digit hex hash nor ibc/ followed by one.
            </Notice>
          </div>
        )}
        <PanelList
          network={g}
          panels={transferPanels(g, { ...(trace && { trace }), ...(escrowDenom && { escrowDenom }) })}
          searchParams={sp}
        />
      </>
    )
  } else if (tab === 'ica') {
    const owner = param(sp, 'owner')
    const connection = param(sp, 'connection')
    body = (
      <>
        <div className="mb-4 max-w-2xl">
          <GetForm
            action={action}
            keep={{ tab }}
            label="Interchain account of an owner"
            fields={[
              { name: 'owner', label: 'Owner', defaultValue: owner },
              { name: 'connection', label: 'Connection', placeholder: 'connection-0', defaultValue: connection },
            ]}
          />
        </div>
        <PanelList
          network={g}
          panels={icaPanels(g, { ...(owner && { owner }), ...(connection && { connection }) })}
          searchParams={sp}
        />
      </>
    )
  } else body = <PanelList network={g} panels={paramsPanels(g)} searchParams={sp} />

  return (
    <>
      <h1 className="mb-1 text-2xl font-semibold">IBC on {getNetwork(g).name}</h1>
      <p className="mb-4 text-sm text-zinc-600 dark:text-zinc-400">
        Light clients, connections and channels of the {getNetwork(g).name} gateway.
      </p>
      <Tabs tabs={tabs} param="tab" label="IBC sections" />
      {body}
    </>
  )
}
