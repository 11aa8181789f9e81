import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { AccountLinks } from '@/components/explorer/account-links'
import { AccountSections } from '@/components/explorer/account-sections'
import { AccountToken } from '@/components/explorer/account-token'
import { Notice, RecordTitle } from '@/components/explorer/record-page'
import { AccountPast } from '@/components/past/account-past'
import { CompareHeights } from '@/components/past/compare'
import { pastHeightRefused } from '@/components/past/probe'
import { DenomProvider } from '@/components/ui/denoms'
import { accountPage } from '@/lib/explorer/pages'
import { checkId } from '@/lib/explorer/validate'
import { isNetworkId, traitsOf } from '@/lib/networks'
import { accountToken } from '@/lib/explorer/vm/token-page'
import { accountDenoms } from '@/lib/explorer/account-denoms'
import { accountPastView } from '@/lib/past/account-view'

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
      <>
        <RecordTitle network={network} kind="Account" id={decodeURIComponent(raw)} />
        <Notice title="Not a valid address" tone="error">
          {checked.message}
        </Notice>
      </>
    )
  const address = checked.value
  const sp = await searchParams
  const base = accountPage(network, address)
  // A VM token contract's page says so, and its activity shows the token in its own units.
  const token = traitsOf(network).entities.includes('token') ? await accountToken(network, address) : undefined
  const view = accountPastView(network, base, sp)
  const { past } = view
  // A height the gateway no longer (or not yet) serves is said once, above, instead of by every panel.
  const refusal = past && view.canReadPast ? await pastHeightRefused(network, base, past) : undefined
  // An account with no history is still a valid address: panels say "nothing here" rather than a 404.
  const body = (
    <>
      <RecordTitle network={network} kind="Account" id={address} qr />
      <AccountPast
        network={network}
        path={`/${network}/accounts/${encodeURIComponent(address)}`}
        view={view}
        refusal={refusal}
        asked={sp.at !== undefined}
        hasPanels={'panels' in base}
      />
      <AccountLinks network={network} address={address} />
      {token?.ok === 'token' && token.facts && (
        <AccountToken network={network} token={token.token} facts={token.facts} />
      )}
      {past && !refusal && view.compare && (
        <CompareHeights
          network={network}
          defs={base}
          at={past}
          compare={view.compare}
          address={address}
          slots={view.slots}
        />
      )}
      <AccountSections
        network={network}
        address={address}
        defs={view.defs}
        past={past}
        searchParams={sp}
        showState={!refusal}
      />
    </>
  )
  const denoms = await accountDenoms(network, address, token)
  return denoms ? <DenomProvider denoms={denoms}>{body}</DenomProvider> : body
}
