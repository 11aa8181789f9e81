import type { Metadata } from 'next'
import { Notice } from '@/components/explorer/record-page'
import { PanelList } from '@/components/panel/panel-list'
import { IbcTitle, ibcOrExplain } from '@/components/ibc/ibc-shell'
import { panelsFor } from '@/lib/ibc/pages'
import type { SearchParams } from '@/lib/ibc/network'
import { denomHashOf } from '@/lib/ibc/routes'
import { getNetwork } from '@/lib/networks'

type Props = { params: Promise<{ network: string; hash: string }>; searchParams: Promise<SearchParams> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: `Denom ibc/${decodeURIComponent((await params).hash).slice(0, 8)}…` }
}

/** An `ibc/<hash>` denomination: its trace (path + base denom) and how much of it is in escrow. */
export default async function DenomPage({ params, searchParams }: Props) {
  const { network, hash: raw } = await params
  const r = ibcOrExplain(network)
  if ('page' in r) return r.page
  const g = r.g
  const input = decodeURIComponent(raw)
  const hash = denomHashOf(input)
  if (!hash)
    return (
      <>
        <IbcTitle network={g} kind="Denomination" id={input} />
        <Notice title="Not an IBC denomination hash" tone="error">
          A denomination trace is looked up by its 64-digit hex hash or by ibc/ followed by it.
        </Notice>
      </>
    )
  const { out, add } = panelsFor(g)
  add('trace', 'Denomination trace', 'cosmos.ibc.transfer.denomTrace', 'ibc.denomTrace', { hash })
  add('total-escrow', 'Total in escrow', 'cosmos.ibc.transfer.totalEscrow', 'ibc.totalEscrow', { denom: `ibc/${hash}` })
  return (
    <>
      <IbcTitle network={g} kind="Denomination" id={`ibc/${hash}`} />
      {out.length ? (
        <PanelList network={g} panels={out} searchParams={await searchParams} mainRecord />
      ) : (
        <Notice title="No transfer queries on this gateway">
          The {getNetwork(g).name} gateway does not expose the transfer application&apos;s denomination traces.
        </Notice>
      )}
    </>
  )
}
