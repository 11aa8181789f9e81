import type { AccountPastView } from '@/lib/past/account-view'
import { getNetwork, type NetworkId } from '@/lib/networks'
import { PastBar } from './past-bar'
import type { PastRefusal } from '@/lib/past/refusal'

/** An account page's past-height bar, or where the gateway cannot read the past, a line saying so. */
export function AccountPast({
  network,
  path,
  view: v,
  refusal,
  asked,
  hasPanels,
}: {
  network: NetworkId
  path: string
  view: AccountPastView
  refusal?: PastRefusal | undefined
  /** The URL asked for a past height. */
  asked: boolean
  hasPanels: boolean
}) {
  if (v.canReadPast)
    return (
      <PastBar
        path={path}
        word={v.word}
        at={v.past}
        compare={v.compare}
        {...(v.slotsRaw !== undefined && { slots: v.slotsRaw })}
        refusal={refusal}
        error={v.error}
      />
    )
  if (!hasPanels) return null
  return (
    <p
      className="mb-4 rounded-lg border border-zinc-200 bg-zinc-50 p-3 text-sm text-zinc-700 dark:border-zinc-800 dark:bg-zinc-900 dark:text-zinc-300"
      data-testid="no-past"
    >
      {asked ? 'This page shows the latest state only: ' : ''}The {getNetwork(network).name} gateway cannot read an
      account at a past {v.word}, so this page always shows its latest state.
    </p>
  )
}
