import { RecordBody } from '@/components/explorer/record-page'
import { waitingFor } from '@/components/ui/panel-waiting'
import { LazyStorageLookup } from '@/components/explorer/lazy-storage-lookup'
import { KEY_PLACEHOLDER } from '@/components/explorer/storage-key'
import { LazyAccountActivity } from '@/components/history/lazy-account-activity'
import { SameKeySection } from '@/components/ibc/same-key-section'
import { LazyAbiEditor } from '@/components/vm-abi/lazy'
import { offers, resolveCall } from '@/lib/client/resolve'
import type { PageDefs } from '@/lib/explorer/panels'
import { primaryGateway, traitsOf, type NetworkId } from '@/lib/networks'

type SearchParams = Record<string, string | string[] | undefined>

/**
 * An account's panels (at `past` when given) with its storage and ABI tools where the ledger has them, then its
 * activity from the explorer's index and the same key on other networks.
 */
export function AccountSections({
  network,
  address,
  defs,
  past,
  searchParams,
  showState,
}: {
  network: NetworkId
  address: string
  defs: PageDefs
  past?: string | undefined
  searchParams: SearchParams
  /** False when the gateway refused the past height: the refusal above says so once. */
  showState: boolean
}) {
  const g = primaryGateway(network)
  // The VM's storage words, read at the same revision as the panels.
  const storage = offers(g, 'vm.accounts.storage')
    ? resolveCall({
        gateway: g,
        opId: 'vm.accounts.storage',
        path: { address, key: KEY_PLACEHOLDER },
        ...(past && { query: { revision: past } }),
      })
    : undefined
  return (
    <>
      {showState && (
        <RecordBody network={network} defs={defs} searchParams={searchParams} mainRecord={false}>
          {storage && <LazyStorageLookup network={network} template={storage} />}
          {traitsOf(network).abi && (
            <div className="mt-4">
              <LazyAbiEditor network={network} address={address} />
            </div>
          )}
        </RecordBody>
      )}
      <div className="mt-4">
        {showState && (
          <LazyAccountActivity network={network} address={address} {...waitingFor('activity', 'Activity')} />
        )}
      </div>
      <div className="mt-4">
        <SameKeySection network={network} address={address} />
      </div>
    </>
  )
}
