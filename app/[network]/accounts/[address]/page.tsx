import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { Notice, RecordBody, RecordTitle } from '@/components/explorer/record-page'
import { LazyStorageLookup } from '@/components/explorer/lazy-storage-lookup'
import { KEY_PLACEHOLDER } from '@/components/explorer/storage-key'
import { LazyAbiEditor } from '@/components/vm-abi/lazy'
import { resolveCall } from '@/lib/client/resolve'
import { accountPage } from '@/lib/explorer/pages'
import { checkId } from '@/lib/explorer/validate'
import { isNetworkId } from '@/lib/networks'

export async function generateMetadata({ params }: PageProps<'/[network]/accounts/[address]'>): Promise<Metadata> {
  const { address } = await params
  return { title: `Account ${decodeURIComponent(address).slice(0, 14)}…` }
}

export default async function AccountPage({ params, searchParams }: PageProps<'/[network]/accounts/[address]'>) {
  const { network, address: raw } = await params
  if (!isNetworkId(network)) notFound()
  const address = decodeURIComponent(raw)
  const checked = checkId(network, 'account', address)
  if (!checked.ok)
    return (
      <>
        <RecordTitle network={network} kind="Account" id={address} />
        <Notice title="Not a valid address" tone="error">{checked.message}</Notice>
      </>
    )
  // An account with no history is still a valid address: panels say "nothing here" rather than a 404.
  return (
    <>
      <RecordTitle network={network} kind="Account" id={checked.value} />
      <RecordBody network={network} defs={accountPage(network, checked.value)} searchParams={await searchParams} mainRecord={false}>
        {network === 'vm' && <LazyStorageLookup network={network} template={resolveCall({ gateway: 'vm', opId: 'vm.accounts.storage', path: { address: checked.value, key: KEY_PLACEHOLDER } })} />}
        {network === 'vm' && <div className="mt-4"><LazyAbiEditor network={network} address={checked.value} /></div>}
      </RecordBody>
    </>
  )
}
