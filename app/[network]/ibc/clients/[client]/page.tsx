import type { Metadata } from 'next'
import { Notice } from '@/components/explorer/record-page'
import { PanelList } from '@/components/panel/panel-list'
import { LookupForm } from '@/components/ibc/lookup-form'
import { IbcTitle, ibcOrExplain } from '@/components/ibc/ibc-shell'
import { clientPanels } from '@/lib/ibc/pages'
import { heightParam, type SearchParams } from '@/lib/ibc/network'
import { clientHref } from '@/lib/ibc/routes'

type Props = { params: Promise<{ network: string; client: string }>; searchParams: Promise<SearchParams> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: `Client ${decodeURIComponent((await params).client)}` }
}

export default async function ClientPage({ params, searchParams }: Props) {
  const { network, client: raw } = await params
  const r = ibcOrExplain(network)
  if ('page' in r) return r.page
  const client = decodeURIComponent(raw)
  const sp = await searchParams
  const h = heightParam(sp)
  return (
    <>
      <IbcTitle network={r.g} kind="Light client" id={client} />
      <div className="mb-4 max-w-xl">
        <LookupForm
          action={clientHref(r.g, client)}
          label="Consensus state at a height"
          fields={[
            {
              name: 'height',
              label: 'Height (revision-height)',
              placeholder: '1-300',
              defaultValue: h.raw,
              pattern: '\\d+-\\d+',
            },
          ]}
        />
      </div>
      {h.error && (
        <div className="mb-4">
          <Notice title="Not a height" tone="error">
            {h.error}
          </Notice>
        </div>
      )}
      <PanelList network={r.g} panels={clientPanels(r.g, client, h.at)} searchParams={sp} mainRecord />
    </>
  )
}
