import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { AccountPageView } from '@/components/explorer/account-page'
import { InvalidRecord } from '@/components/explorer/record-page'
import { checkId } from '@/lib/explorer/validate'
import { isNetworkId } from '@/lib/networks'

export async function generateMetadata({ params }: PageProps<'/[network]/accounts/[address]'>): Promise<Metadata> {
  const { address } = await params
  return { title: `Account ${decodeURIComponent(address).slice(0, 14)}…` }
}

export default async function AccountPage({ params, searchParams }: PageProps<'/[network]/accounts/[address]'>) {
  const { network, address: raw } = await params
  if (!isNetworkId(network)) notFound()
  const checked = checkId(network, 'account', decodeURIComponent(raw))
  if (!checked.ok)
    return (
      <InvalidRecord
        network={network}
        kind="Account"
        id={decodeURIComponent(raw)}
        title="Not a valid address"
        message={checked.message}
      />
    )
  return <AccountPageView network={network} address={checked.value} sp={await searchParams} />
}
