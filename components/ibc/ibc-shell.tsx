import type { ReactNode } from 'react'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { Notice, RecordTitle } from '@/components/explorer/record-page'
import type { CosmosGatewayId } from '@/lib/catalog/types'
import { ibcGateway } from '@/lib/ibc/network'
import { ibcHref } from '@/lib/ibc/routes'
import { isNetworkId, getNetwork, networks, type NetworkId } from '@/lib/networks'

/**
 * Every IBC page starts here: an unknown network is a 404; a network without IBC gets a plain page saying so
 * (with the networks that do have it) instead of a crash or an empty shell.
 */
export function ibcOrExplain(network: string): { g: CosmosGatewayId } | { page: ReactNode } {
  if (!isNetworkId(network)) notFound()
  const g = ibcGateway(network)
  if (g) return { g }
  const withIbc = networks().filter((n) => ibcGateway(n.id))
  return {
    page: (
      <>
        <h1 className="mb-3 text-2xl font-semibold">IBC</h1>
        <Notice title={`${getNetwork(network).name} has no IBC`}>
          <p>
            IBC (inter-blockchain communication) exists only on the SDK networks; the {getNetwork(network).name} gateway
            has no clients, connections or channels.
          </p>
          <p className="mt-2">
            IBC pages:{' '}
            {withIbc.map((n, i) => (
              <span key={n.id}>
                {i > 0 && ' · '}
                <Link href={ibcHref(n.id)} className="text-brand-700 hover:underline dark:text-brand-500">
                  {n.name}
                </Link>
              </span>
            ))}
          </p>
        </Notice>
      </>
    ),
  }
}

/** Title block of an IBC record page: the record page's title with IBC in its trail. */
export function IbcTitle({
  network,
  kind,
  id,
  children,
}: {
  network: NetworkId
  kind: string
  id: string
  children?: ReactNode
}) {
  return (
    <RecordTitle network={network} kind={kind} id={id} trail={[{ label: 'IBC', href: ibcHref(network) }]}>
      {children}
    </RecordTitle>
  )
}
