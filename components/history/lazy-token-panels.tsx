'use client'
import { lazyWhenSeen } from '@/components/ui/when-seen'

// Below a token page's facts and supply: the index's transfer and holder tables load when a person scrolls to them.
export const LazyTokenActivity = lazyWhenSeen(() => import('./token-activity').then((m) => m.TokenActivity))
export const LazyIndexedTokenHolders = lazyWhenSeen(() =>
  import('./token-holders-indexed').then((m) => m.IndexedTokenHolders),
)
