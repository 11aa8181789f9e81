import { AccountLinks } from '@/components/explorer/account-links'
import { AccountSections } from '@/components/explorer/account-sections'
import { AccountToken } from '@/components/explorer/account-token'
import { RecordTitle } from '@/components/explorer/record-page'
import { AccountPast } from '@/components/past/account-past'
import { CompareHeights } from '@/components/past/compare'
import { pastHeightRefused } from '@/components/past/probe'
import { DenomProvider } from '@/components/ui/denoms'
import { accountDenoms } from '@/lib/explorer/account-denoms'
import { accountPage } from '@/lib/explorer/pages'
import { accountToken } from '@/lib/explorer/vm/token-page'
import { traitsOf, type NetworkId } from '@/lib/networks'
import { accountPastView } from '@/lib/past/account-view'

type SearchParams = Record<string, string | string[] | undefined>

/** An account of any ledger kind: past-state bar, links, a VM token's facts, the compare view and the sections. */
export async function AccountPageView({
  network,
  address,
  sp,
}: {
  network: NetworkId
  address: string
  sp: SearchParams
}) {
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
