'use client'
import { lazy, type ComponentProps } from 'react'
import { WhenSeen } from '@/components/ui/when-seen'

// Last on an account page, below its first screen: the table's code (~6.5 KB gzip) and the index request wait
// until a person scrolls to it.
const AccountActivity = lazy(() => import('./account-activity').then((m) => ({ default: m.AccountActivity })))

/** An account's (or validator's) Activity from the explorer's index, loaded once in view. */
export function LazyAccountActivity(props: ComponentProps<typeof AccountActivity>) {
  return (
    <WhenSeen waitsFor="activity" title="Activity">
      <AccountActivity {...props} />
    </WhenSeen>
  )
}
