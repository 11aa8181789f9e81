'use client'
import dynamic from 'next/dynamic'

/** <StorageLookup/> as a chunk of its own: only VM account pages render it, so other account pages do not load it. */
export const LazyStorageLookup = dynamic(() => import('./storage-lookup').then((m) => m.StorageLookup))
