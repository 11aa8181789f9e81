import { notFound } from 'next/navigation'
import { NetworkNav } from '@/components/explorer/network-nav'
import { ValidatorNamesProvider } from '@/components/ui/validator-names'
import { DenomProvider } from '@/components/ui/denoms'
import { denomsOf } from '@/lib/explorer/denoms'
import { isNetworkId } from '@/lib/networks'
import { validatorDirectoryOf } from '@/lib/overview/validators'

export default async function NetworkLayout({ children, params }: LayoutProps<'/[network]'>) {
  const { network } = await params
  if (!isNetworkId(network)) notFound()
  // Not awaited here: a record page's main lookup starts beside these instead of after them, so a slow metadata
  // answer cannot spend the page deadline before the page learns whether its record exists. The providers wait.
  return (
    <DenomProvider denoms={denomsOf(network)}>
      <ValidatorNamesProvider network={network} directory={validatorDirectoryOf(network)}>
        <NetworkNav network={network} />
        <main className="mx-auto max-w-7xl p-3 sm:p-6">{children}</main>
      </ValidatorNamesProvider>
    </DenomProvider>
  )
}
