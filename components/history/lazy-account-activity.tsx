'use client'
import { lazyWhenSeen } from '@/components/ui/when-seen'

// Last on an account page, below its first screen: the table's code (~6 KB gzip) and the index request wait
// until a person scrolls to it.
export const LazyAccountActivity = lazyWhenSeen(() => import('./account-activity').then((m) => m.AccountActivity))
