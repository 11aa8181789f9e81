import { notFound } from 'next/navigation'
import { NetworkNav } from '@/components/explorer/network-nav'
import { DenomProvider } from '@/components/ui/denoms'
import { denomsOf } from '@/lib/explorer/denoms'
import { isNetworkId } from '@/lib/networks'

export default async function NetworkLayout({ children, params }: LayoutProps<'/[network]'>) {
  const { network } = await params
  if (!isNetworkId(network)) notFound()
  return (
    <DenomProvider denoms={await denomsOf(network)}>
      <NetworkNav network={network} />
      <main className="mx-auto max-w-7xl p-3 sm:p-6">{children}</main>
    </DenomProvider>
  )
}
