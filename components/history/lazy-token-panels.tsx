'use client'
import { lazy, type ComponentProps } from 'react'
import { WhenSeen } from '@/components/ui/when-seen'

// Below a token page's facts and supply: the index's transfer and holder tables load when a person scrolls to them.
const TokenActivity = lazy(() => import('./token-activity').then((m) => ({ default: m.TokenActivity })))
const IndexedTokenHolders = lazy(() =>
  import('./token-holders-indexed').then((m) => ({ default: m.IndexedTokenHolders })),
)

export function LazyTokenActivity(props: ComponentProps<typeof TokenActivity>) {
  return (
    <WhenSeen waitsFor="transfers" title="Transfers">
      <TokenActivity {...props} />
    </WhenSeen>
  )
}

export function LazyIndexedTokenHolders(props: ComponentProps<typeof IndexedTokenHolders>) {
  return (
    <WhenSeen waitsFor="holders" title="Holders">
      <IndexedTokenHolders {...props} />
    </WhenSeen>
  )
}
