import type { Metadata } from 'next'
import { Notice } from '@/components/explorer/record-page'
import { PanelList } from '@/components/panel/panel-list'
import { GetForm } from '@/components/ibc/get-form'
import { IbcTitle, ibcOrExplain } from '@/components/ibc/ibc-shell'
import { offers } from '@/lib/client/resolve'
import { clientStateOfAnswer } from '@/lib/ibc/client-state'
import { connectionPanels, heightPath } from '@/lib/ibc/pages'
import { heightParam, type SearchParams } from '@/lib/ibc/network'
import { connectionHref } from '@/lib/ibc/routes'
import { bodyOf, consensusHeightFor } from '@/lib/ibc/server'
import { getNetwork } from '@/lib/networks'

type Props = { params: Promise<{ network: string; connection: string }>; searchParams: Promise<SearchParams> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: `Connection ${decodeURIComponent((await params).connection)}` }
}

export default async function ConnectionPage({ params, searchParams }: Props) {
  const { network, connection: raw } = await params
  const r = ibcOrExplain(network)
  if ('page' in r) return r.page
  const g = r.g
  const connection = decodeURIComponent(raw)
  const sp = await searchParams
  const h = heightParam(sp)
  let at = h.at
  const heightError = h.error
  const rawHeight = h.raw
  // Without ?height, the consensus state shown is the one at the connection client's latest height (or the newest stored).
  let note: string | undefined
  if (!at && !heightError && offers(g, 'cosmos.ibc.connection.consensusState')) {
    let client: ReturnType<typeof clientStateOfAnswer> | undefined
    try {
      client = clientStateOfAnswer(
        await bodyOf({ gateway: g, opId: 'cosmos.ibc.connection.clientState', path: { connection_id: connection } }),
      )
    } catch {
      client = undefined
    }
    const c = await consensusHeightFor(
      g,
      (h) => ({
        gateway: g,
        opId: 'cosmos.ibc.connection.consensusState',
        path: { connection_id: connection, ...heightPath(h) },
      }),
      client?.clientId,
      client?.state.latestHeight,
    )
    at = c.at
    note = c.note
  }
  const detailed = offers(g, 'cosmos.ibc.connection.connection')
  return (
    <>
      <IbcTitle network={g} kind="Connection" id={connection} />
      {!detailed && (
        <div className="mb-4">
          <Notice title="Connection details not offered">
            The {getNetwork(g).name} gateway does not expose the connection, its client state or consensus state; the
            channels on this connection are listed below.
          </Notice>
        </div>
      )}
      {offers(g, 'cosmos.ibc.connection.consensusState') && (
        <div className="mb-4 max-w-xl">
          <GetForm
            action={connectionHref(g, connection)}
            label="Consensus state at a height"
            fields={[
              {
                name: 'height',
                label: 'Height (revision-height)',
                placeholder: '1-300',
                defaultValue: rawHeight,
                pattern: '\\d+-\\d+',
              },
            ]}
          />
        </div>
      )}
      {note && <p className="mb-4 text-sm text-zinc-600 dark:text-zinc-400">{note}</p>}
      {heightError && (
        <div className="mb-4">
          <Notice title="Not a height" tone="error">
            {heightError}
          </Notice>
        </div>
      )}
      <PanelList network={g} panels={connectionPanels(g, connection, at)} searchParams={sp} mainRecord={detailed} />
    </>
  )
}
