import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound, redirect } from 'next/navigation'
import { Notice, RecordTitle } from '@/components/explorer/record-page'
import { SectionCard, td, th } from '@/components/overview/section-card'
import { StatusBadge } from '@/components/overview/validators-table'
import { Amount } from '@/components/ui/amount'
import { AccountActivity } from '@/components/history/account-activity'
import { KeyValue } from '@/components/ui/key-value'
import { LocalTime } from '@/components/ui/time-ago'
import { RecordLink } from '@/components/ui/record-link'
import { ShortRecordLink } from '@/components/ui/short-link'
import { isBech32Address } from '@/lib/format/address'
import { formatPercent } from '@/lib/format/amount'
import { toEpochMs } from '@/lib/format/time'
import { isNetworkId, getNetwork } from '@/lib/networks'
import { hasValidators, operatorOfConsensus, validatorDetail } from '@/lib/overview/validators'
import { ScrollBox } from '@/components/table/scroll-box'

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
  const d = n.denom
  const amt = (raw: string | undefined) => (raw ? <Amount raw={raw} denom={d.base} info={d} maxFraction={6} /> : '—')
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
        <SectionCard id="validator" title="Validator">
          <div className="p-3">
            <KeyValue
              rows={[
                {
                  label: 'Voting power',
                  value: (
                    <>
                      {amt(v.row.tokens)}{' '}
                      {v.row.powerPct ? (
                        <span className="text-zinc-600 dark:text-zinc-400">
                          ({v.row.powerPct.toFixed(2)}% of bonded)
                        </span>
                      ) : null}
                    </>
                  ),
                },
                { label: 'Commission', value: formatPercent(v.row.commission) },
                ...(v.maxRate ? [{ label: 'Maximum commission', value: formatPercent(v.maxRate) }] : []),
                ...(v.maxChangeRate ? [{ label: 'Maximum daily change', value: formatPercent(v.maxChangeRate) }] : []),
                ...(v.updateTime && toEpochMs(v.updateTime)
                  ? [{ label: 'Commission changed', value: <LocalTime ms={toEpochMs(v.updateTime)!} /> }]
                  : []),
                ...(v.minSelfDelegation ? [{ label: 'Minimum self-delegation', value: amt(v.minSelfDelegation) }] : []),
                {
                  label: 'Rewards',
                  value: (
                    <span className="text-zinc-700 dark:text-zinc-300">
                      Not available: the gateway offers no distribution queries.
                    </span>
                  ),
                },
                {
                  label: 'Uptime',
                  value: (
                    <span className="text-zinc-700 dark:text-zinc-300">
                      Not available: the gateway offers no slashing queries.
                    </span>
                  ),
                },
              ]}
            />
          </div>
        </SectionCard>
        <SectionCard id="operator" title="Operator">
          <div className="p-3">
            <KeyValue
              rows={[
                ...(v.selfAccount
                  ? [
                      {
                        label: 'Self-delegation account',
                        value: <RecordLink network={network} kind="account" id={v.selfAccount} />,
                      },
                    ]
                  : []),
                ...(v.selfBonded ? [{ label: 'Self-delegated', value: amt(v.selfBonded) }] : []),
                ...(v.details.website
                  ? [{ label: 'Website', value: <span className="break-all">{v.details.website}</span> }]
                  : []),
                ...(v.details.securityContact ? [{ label: 'Security contact', value: v.details.securityContact }] : []),
                ...(v.details.details ? [{ label: 'Details', value: v.details.details }] : []),
              ]}
            />
          </div>
        </SectionCard>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <SectionCard id="delegations" title={`Delegations${v.delegationsMore ? ' (largest first page)' : ''}`}>
          {v.delegations.length ? (
            <ScrollBox label="Delegations">
              <table className="w-full text-sm">
                <caption className="sr-only">Delegations to this validator</caption>
                <thead>
                  <tr className="border-b border-zinc-100 dark:border-zinc-800">
                    <th className={th}>Delegator</th>
                    <th className={`${th} text-right`}>Amount</th>
                  </tr>
                </thead>
                <tbody>
                  {v.delegations.map((x) => (
                    <tr key={x.delegator} className="border-b border-zinc-100 last:border-0 dark:border-zinc-800">
                      <td className={td}>
                        <ShortRecordLink network={network} kind="account" id={x.delegator} />
                      </td>
                      <td className={`${td} text-right`}>
                        {x.denom === d.base ? amt(x.amount) : <Amount raw={x.amount} denom={x.denom} />}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollBox>
          ) : (
            <p className="p-3 text-sm">No delegations.</p>
          )}
        </SectionCard>
        <SectionCard id="unbondings" title="Unbonding">
          {v.unbondings.length ? (
            <ScrollBox label="Unbonding">
              <table className="w-full text-sm">
                <caption className="sr-only">Unbonding from this validator</caption>
                <thead>
                  <tr className="border-b border-zinc-100 dark:border-zinc-800">
                    <th className={th}>Delegator</th>
                    <th className={`${th} text-right`}>Amount</th>
                    <th className={th}>Completes</th>
                  </tr>
                </thead>
                <tbody>
                  {v.unbondings.map((x, i) => (
                    <tr
                      key={`${x.delegator}-${i}`}
                      className="border-b border-zinc-100 last:border-0 dark:border-zinc-800"
                    >
                      <td className={td}>
                        <ShortRecordLink network={network} kind="account" id={x.delegator} />
                      </td>
                      <td className={`${td} text-right`}>{amt(x.balance)}</td>
                      <td className={td}>
                        <span className="whitespace-nowrap">
                          {toEpochMs(x.completion) ? <LocalTime ms={toEpochMs(x.completion)!} /> : '—'}
                        </span>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollBox>
          ) : (
            <p className="p-3 text-sm">Nobody is unbonding from this validator.</p>
          )}
        </SectionCard>
      </div>
      <AccountActivity network={network} address={valoper} kind="validator" />
      <p className="mt-4 text-sm">
        <Link href={`/${network}/validators`} className="text-brand-700 hover:underline dark:text-brand-500">
          ← All validators
        </Link>
      </p>
    </>
  )
}
