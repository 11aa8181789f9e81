import type { ReactNode } from 'react'
import { SectionCard, td, th } from '@/components/overview/section-card'
import { ScrollBox } from '@/components/table/scroll-box'
import { Amount } from '@/components/ui/amount'
import { KeyValue } from '@/components/ui/key-value'
import { RecordLink } from '@/components/ui/record-link'
import { ShortRecordLink } from '@/components/ui/short-link'
import { LocalTime } from '@/components/ui/time-ago'
import { formatPercent } from '@/lib/format/amount'
import { toEpochMs } from '@/lib/format/time'
import { getNetwork, type NetworkId } from '@/lib/networks'
import type { ValidatorDetail } from '@/lib/overview/validators'

type Props = { network: NetworkId; v: ValidatorDetail }

/** An amount of the network's own token, to six fraction digits; a dash when the answer has none. */
function native(network: NetworkId, raw: string | undefined): ReactNode {
  const d = getNetwork(network).denom
  return raw ? <Amount raw={raw} denom={d.base} info={d} maxFraction={6} /> : '—'
}

/** Voting power, commission and its limits, and what the gateway cannot tell (rewards, uptime). */
export function ValidatorCard({ network, v }: Props) {
  const amt = (raw: string | undefined) => native(network, raw)
  return (
    <SectionCard id="validator" title="Validator">
      <div className="p-3">
        <KeyValue
          rows={[
            {
              label: 'Voting power',
              value: (
                <>
                  {amt(v.row.tokens)}{' '}
                  {v.row.powerShare ? (
                    <span className="text-zinc-600 dark:text-zinc-400">({v.row.powerShare} of bonded)</span>
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
  )
}

/** Who runs it: the self-delegation account and what the operator says about itself. */
export function OperatorCard({ network, v }: Props) {
  const amt = (raw: string | undefined) => native(network, raw)
  return (
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
  )
}

/** One row of a delegator table: who, how much, and for an unbonding when it completes. */
interface DelegatorRow {
  key: string
  delegator: string
  amount: ReactNode
  completes?: string | undefined
}

/** A card listing delegators of this validator (its delegations or its unbondings), or a sentence when none. */
function DelegatorCard({
  network,
  id,
  title,
  label,
  caption,
  rows,
  completes,
  none,
}: {
  network: NetworkId
  id: string
  title: string
  /** What the scroll box is called (the title without its remark). */
  label: string
  caption: string
  rows: DelegatorRow[]
  /** Whether the table has a "Completes" column. */
  completes?: boolean
  none: string
}) {
  return (
    <SectionCard id={id} title={title}>
      {rows.length ? (
        <ScrollBox label={label}>
          <table className="w-full text-sm">
            <caption className="sr-only">{caption}</caption>
            <thead>
              <tr className="border-b border-zinc-100 dark:border-zinc-800">
                <th className={th}>Delegator</th>
                <th className={`${th} text-right`}>Amount</th>
                {completes && <th className={th}>Completes</th>}
              </tr>
            </thead>
            <tbody>
              {rows.map((x) => (
                <tr key={x.key} className="border-b border-zinc-100 last:border-0 dark:border-zinc-800">
                  <td className={td}>
                    <ShortRecordLink network={network} kind="account" id={x.delegator} />
                  </td>
                  <td className={`${td} text-right`}>{x.amount}</td>
                  {completes && (
                    <td className={td}>
                      <span className="whitespace-nowrap">
                        {toEpochMs(x.completes) ? <LocalTime ms={toEpochMs(x.completes)!} /> : '—'}
                      </span>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollBox>
      ) : (
        <p className="p-3 text-sm">{none}</p>
      )}
    </SectionCard>
  )
}

/** Its delegators, largest first, and who is unbonding from it with when it completes. */
export function DelegationCards({ network, v }: Props) {
  const d = getNetwork(network).denom
  const amt = (raw: string | undefined) => native(network, raw)
  return (
    <>
      <DelegatorCard
        network={network}
        id="delegations"
        title={`Delegations${v.delegationsMore ? ` (largest first of the ${v.delegations.length} read)` : ''}`}
        label="Delegations"
        caption="Delegations to this validator"
        rows={v.delegations.map((x) => ({
          key: x.delegator,
          delegator: x.delegator,
          amount: x.denom === d.base ? amt(x.amount) : <Amount raw={x.amount} denom={x.denom} />,
        }))}
        none="No delegations."
      />
      <DelegatorCard
        network={network}
        id="unbondings"
        title="Unbonding"
        label="Unbonding"
        caption="Unbonding from this validator"
        rows={v.unbondings.map((x, i) => ({
          key: `${x.delegator}-${i}`,
          delegator: x.delegator,
          amount: amt(x.balance),
          completes: x.completion,
        }))}
        completes
        none="Nobody is unbonding from this validator."
      />
    </>
  )
}
