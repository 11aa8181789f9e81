import { redirect } from 'next/navigation'
import { Notice } from '@/components/explorer/record-page'
import { PanelList } from '@/components/panel/panel-list'
import { LookupForm } from '@/components/ibc/lookup-form'
import { offers } from '@/lib/client/resolve'
import type { CosmosGatewayId } from '@/lib/catalog/types'
import { param, type SearchParams } from '@/lib/ibc/network'
import { icaPanels, transferPanels } from '@/lib/ibc/pages'
import { entityHref } from '@/lib/explorer/entity-href'
import { denomHashOf } from '@/lib/ibc/routes'
import { getNetwork } from '@/lib/networks'

type Props = { g: CosmosGatewayId; searchParams: SearchParams }

/** Denomination traces, a trace's hash and escrow totals; a denomination that names a hash goes to its page. */
export function TransferTab({ g, searchParams: sp }: Props) {
  const action = `/${g}/ibc`
  const denom = param(sp, 'denom')
  if (denom) {
    const hash = denomHashOf(denom)
    if (hash) redirect(entityHref(g, 'denom', `ibc/${hash}`))
  }
  const trace = param(sp, 'trace')
  const escrowDenom = param(sp, 'escrow')
  return (
    <>
      <div className="mb-4 grid gap-3 lg:grid-cols-3">
        <LookupForm
          action={action}
          keep={{ tab: 'transfer' }}
          label="Denomination trace lookup"
          fields={[{ name: 'denom', label: 'Hash or ibc/… denom', placeholder: 'ibc/27394FB0…', defaultValue: denom }]}
        />
        <LookupForm
          action={action}
          keep={{ tab: 'transfer' }}
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
          <LookupForm
            action={action}
            keep={{ tab: 'transfer' }}
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
}

/** The interchain account an owner controls over a connection, and the host and controller parameters. */
export function IcaTab({ g, searchParams: sp }: Props) {
  const owner = param(sp, 'owner')
  const connection = param(sp, 'connection')
  return (
    <>
      <div className="mb-4 max-w-2xl">
        <LookupForm
          action={`/${g}/ibc`}
          keep={{ tab: 'ica' }}
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
}
