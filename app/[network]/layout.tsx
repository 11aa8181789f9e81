import { notFound } from 'next/navigation'
import { NetworkNav } from '@/components/explorer/network-nav'
import { ValidatorNamesProvider } from '@/components/ui/validator-names'
import { DenomProvider } from '@/components/ui/denoms'
import { denomsOf } from '@/lib/explorer/denoms'
import { isNetworkId } from '@/lib/networks'
import { validatorNamesOf } from '@/lib/overview/validators'

export default async function NetworkLayout({ children, params }: LayoutProps<'/[network]'>) {
  const { network } = await params
  if (!isNetworkId(network)) notFound()
  const [denoms, names] = await Promise.all([denomsOf(network), validatorNamesOf(network)])
  return (
    <DenomProvider denoms={denoms}>
      <ValidatorNamesProvider network={network} names={names}>
        <NetworkNav network={network} />
        <main className="mx-auto max-w-7xl p-3 sm:p-6">{children}</main>
      </ValidatorNamesProvider>
    </DenomProvider>
  )
}
