'use client'
import { lazyComponent } from '@/components/ui/lazy-component'

/** <StorageLookup/> as a chunk of its own: only VM account pages render it, so other account pages do not load it. */
export const LazyStorageLookup = lazyComponent(() => import('./storage-lookup').then((m) => m.StorageLookup))
