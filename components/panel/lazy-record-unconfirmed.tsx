'use client'
import { lazyComponent } from '@/components/ui/lazy-component'

// Shown only when a record page's record is not there yet: its code loads then, not with every record page.
export const LazyRecordUnconfirmed = lazyComponent(() =>
  import('./record-unconfirmed').then((m) => m.RecordUnconfirmed),
)
