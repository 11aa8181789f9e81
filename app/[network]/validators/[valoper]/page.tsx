import type { Metadata } from 'next'
import { waitingFor } from '@/components/ui/panel-waiting'
import Link from 'next/link'
import { notFound, redirect } from 'next/navigation'
import { Notice, RecordTitle } from '@/components/explorer/record-page'
import { StatusBadge } from '@/components/overview/validators-table'
import { LazyAccountActivity } from '@/components/history/lazy-account-activity'
import { DelegationCards, OperatorCard, ValidatorCard } from '@/components/validator/validator-cards'
import { isBech32Address } from '@/lib/format/address'
import { isNetworkId, getNetwork } from '@/lib/networks'
import { hasValidators, operatorOfConsensus, validatorDetail } from '@/lib/overview/validators'

export async function generateMetadata({ params }: PageProps<'/[network]/validators/[valoper]'>): Promise<Metadata> {
  const { network, valoper } = await params
  return {
    title: isNetworkId(network)
      ? `Validator ${valoper.slice(0, 20)}… · ${getNetwork(network).name}`
      : 'Unknown network',
  }
}

export default async function ValidatorPage({ params }: PageProps<'/[network]/validators/[valoper]'>) {
  const { network, valoper } = await params
  if (!isNetworkId(network)) notFound()
  const n = getNetwork(network)
  // No staking validator queries on this gateway: there is no such page (404), not a page that says so.
  if (!hasValidators(network)) notFound()
  // A block's proposer is named by its consensus address: its validator page is the operator's.
  if (n.address.kind === 'bech32' && isBech32Address(valoper, n.address.consensusPrefix)) {
    const operator = await operatorOfConsensus(network, valoper)
    if (!operator) notFound()
    redirect(`/${network}/validators/${operator}`)
  }
  const prefix = n.address.kind === 'bech32' ? n.address.validatorPrefix : ''
  if (!isBech32Address(valoper, prefix))
    return (
      <Notice title="Not a validator address" tone="error">
        “{valoper}” is not a {n.name} validator operator address (they start with {prefix}1).
      </Notice>
    )
  const v = await validatorDetail(network, valoper)
  if (!v) notFound()
  return (
    <>
      <RecordTitle network={network} kind="Validator" id={valoper} />
      <h2 className="-mt-2 mb-2 text-xl font-semibold">
        {v.row.moniker} <StatusBadge status={v.row.status} jailed={v.row.jailed} />
      </h2>
      <p className="mb-4 text-sm">
        <Link href={`/${network}/accounts/${valoper}`} className="text-brand-700 hover:underline dark:text-brand-500">
          Its delegations and unbondings at a past height, and what changed since
        </Link>
      </p>
      <div className="mb-6 grid gap-4 lg:grid-cols-2">
        <ValidatorCard network={network} v={v} />
        <OperatorCard network={network} v={v} />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <DelegationCards network={network} v={v} />
      </div>
      <LazyAccountActivity
        network={network}
        address={valoper}
        kind="validator"
        {...waitingFor('activity', 'Activity')}
      />
      <p className="mt-4 text-sm">
        <Link href={`/${network}/validators`} className="text-brand-700 hover:underline dark:text-brand-500">
          ← All validators
        </Link>
      </p>
    </>
  )
}
