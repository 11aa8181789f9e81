import { permanentRedirect } from 'next/navigation'
import { entityHref } from '@/lib/explorer/entity-href'
import { denomHashOf } from '@/lib/ibc/routes'

/** The IBC denomination page became the denomination page (`/<network>/denoms/ibc/<hash>`); old links land there. */
export default async function OldDenomPage({ params }: PageProps<'/[network]/ibc/denoms/[hash]'>) {
  const { network, hash: raw } = await params
  const input = decodeURIComponent(raw)
  const hash = denomHashOf(input)
  permanentRedirect(entityHref(network, 'denom', hash ? `ibc/${hash}` : input))
}
