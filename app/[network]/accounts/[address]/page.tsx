import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { Notice, RecordBody, RecordTitle } from '@/components/explorer/record-page'
import { LazyStorageLookup } from '@/components/explorer/lazy-storage-lookup'
import { KEY_PLACEHOLDER } from '@/components/explorer/storage-key'
import { LazyAbiEditor } from '@/components/vm-abi/lazy'
import { resolveCall } from '@/lib/client/resolve'
import { CompareHeights } from '@/components/past/compare'
import { PastBar } from '@/components/past/past-bar'
import { pastHeightRefused } from '@/components/past/probe'
import { accountPage } from '@/lib/explorer/pages'
import { pageAt, parseHeightParam, parseSlots } from '@/lib/past/at'
import { checkId } from '@/lib/explorer/validate'
import Link from 'next/link'
import { isNetworkId, getNetwork, kindTraits } from '@/lib/networks'
import { SameKeySection } from '@/components/ibc/same-key-section'
import { AccountActivity } from '@/components/history/account-activity'
import { DenomProvider } from '@/components/ui/denoms'
import { denomsOf } from '@/lib/explorer/denoms'
import { ledgerAssetDenoms } from '@/lib/explorer/ledger/asset-denoms'

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
        <Notice title="Not a valid address" tone="error">
          {checked.message}
        </Notice>
      </>
    )
  const sp = await searchParams
  const base = accountPage(network, checked.value)
  // `?at=` reads the panels at a past height, `?compare=` adds what changed between the two (state in the URL).
  const at = parseHeightParam(sp.at, 'The height to read at')
  const compare = parseHeightParam(sp.compare, 'The height to compare with')
  const net = getNetwork(network)
  const traits = kindTraits(net.kind)
  const slots = parseSlots(traits.pastState === 'revision' ? sp.slots : undefined)
  const past = at.ok ? at.value : undefined
  const defs = past ? pageAt(network, base, past) : base
  const canReadPast = 'panels' in base && (pageAt(network, base, '1').pinned ?? []).some((p) => p.pinned)
  const word = traits.height
  // A height the gateway no longer (or not yet) serves is said once, above, instead of by every panel.
  const refusal = past && canReadPast ? await pastHeightRefused(network, base, past) : undefined
  const path = `/${network}/accounts/${encodeURIComponent(checked.value)}`
  const kind = net.kind
  const simulateHref = !net.features.compose
    ? undefined
    : kind === 'cosmos' || kind === 'node'
      ? `/${network}/compose?from=${encodeURIComponent(checked.value)}`
      : kind === 'vm'
        ? `/${network}/compose?to=${checked.value}`
        : undefined
  // The VM's storage words, read at the same revision as the panels.
  const storage =
    kind === 'vm'
      ? resolveCall({
          gateway: net.gateways[0]!,
          opId: 'vm.accounts.storage',
          path: { address: checked.value, key: KEY_PLACEHOLDER },
          ...(past && { query: { revision: past } }),
        })
      : undefined
  // An account with no history is still a valid address: panels say "nothing here" rather than a 404.
  const body = (
    <>
      <RecordTitle network={network} kind="Account" id={checked.value} />
      {canReadPast && (
        <PastBar
          path={path}
          word={word}
          at={past}
          compare={compare.ok ? compare.value : undefined}
          {...(traits.pastState === 'revision' && { slots: typeof sp.slots === 'string' ? sp.slots : '' })}
          refusal={refusal}
          error={
            !at.ok
              ? at.message
              : !compare.ok
                ? compare.message
                : !slots.ok
                  ? slots.message
                  : compare.value && !past
                    ? `Give the ${word} to read at as well as the one to compare with.`
                    : undefined
          }
        />
      )}
      {!canReadPast && 'panels' in base && (
        <p
          className="mb-4 rounded-lg border border-zinc-200 bg-zinc-50 p-3 text-sm text-zinc-700 dark:border-zinc-800 dark:bg-zinc-900 dark:text-zinc-300"
          data-testid="no-past"
        >
          {sp.at !== undefined ? 'This page shows the latest state only: ' : ''}The {getNetwork(network).name} gateway
          cannot read an account at a past {word}, so this page always shows its latest state.
        </p>
      )}
      {simulateHref && (
        <p className="mb-4 text-sm">
          <Link href={simulateHref} className="text-brand-700 hover:underline dark:text-brand-500">
            {kind === 'vm'
              ? 'Simulate a call to this account'
              : kind === 'node'
                ? 'Compose a payment from this account'
                : 'Simulate a send from this account'}
          </Link>
          {traits.txSearch && (
            <>
              {' · '}
              <Link
                href={`/${network}/txs/search?address=${checked.value}`}
                className="text-brand-700 hover:underline dark:text-brand-500"
              >
                Search this account’s transactions
              </Link>
            </>
          )}
          {traits.logSearch && (
            <>
              {' · '}
              <Link
                href={`/${network}/logs?address=${checked.value}`}
                className="text-brand-700 hover:underline dark:text-brand-500"
              >
                Events it emitted
              </Link>
              {' · '}
              <Link
                href={`/${network}/logs?kind=transfer&sender=${checked.value}`}
                className="text-brand-700 hover:underline dark:text-brand-500"
              >
                {net.denom.display} it sent
              </Link>
            </>
          )}
        </p>
      )}
      {past && !refusal && compare.ok && compare.value && (
        <CompareHeights
          network={network}
          defs={base}
          at={past}
          compare={compare.value}
          address={checked.value}
          slots={slots.ok ? slots.value : []}
        />
      )}
      {!refusal && (
        <RecordBody network={network} defs={defs} searchParams={sp} mainRecord={false}>
          {storage && <LazyStorageLookup network={network} template={storage} />}
          {traits.abi && (
            <div className="mt-4">
              <LazyAbiEditor network={network} address={checked.value} />
            </div>
          )}
        </RecordBody>
      )}
      <div className="mt-4">{!refusal && <AccountActivity network={network} address={checked.value} />}</div>
      <div className="mt-4">
        <SameKeySection network={network} address={checked.value} />
      </div>
    </>
  )
  if (kind !== 'node') return body
  // Ledger holdings come without their asset's decimals: read them once so amounts show in display units.
  return (
    <DenomProvider denoms={{ ...(await denomsOf(network)), ...(await ledgerAssetDenoms(network, checked.value)) }}>
      {body}
    </DenomProvider>
  )
}
