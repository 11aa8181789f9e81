import type { Metadata } from 'next'
import { Notice } from '@/components/explorer/record-page'
import { PanelList } from '@/components/panel/panel-list'
import { ConsensusHeightForm } from '@/components/ibc/height-form'
import { IbcTitle, ibcOrExplain } from '@/components/ibc/ibc-shell'
import { offers } from '@/lib/client/resolve'
import { connectionConsensusHeight } from '@/lib/ibc/connection-consensus'
import { connectionPanels } from '@/lib/ibc/pages'
import { heightParam, type SearchParams } from '@/lib/ibc/network'
import { connectionHref } from '@/lib/ibc/routes'
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
  // Without ?height, the consensus state shown is the one at the client's latest height (or the newest stored).
  const { at, note } = h.at || h.error ? { at: h.at, note: undefined } : await connectionConsensusHeight(g, connection)
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
        <ConsensusHeightForm action={connectionHref(g, connection)} raw={h.raw} {...(h.error && { error: h.error })} />
      )}
      {note && <p className="mb-4 text-sm text-zinc-600 dark:text-zinc-400">{note}</p>}
      <PanelList network={g} panels={connectionPanels(g, connection, at)} searchParams={sp} mainRecord={detailed} />
    </>
  )
}
