'use client'
import { lazyComponent } from '@/components/ui/lazy-component'

/**
 * The missing-transaction view as a chunk of its own: a segment's not-found boundary ships with every page of the
 * segment, so importing TxMissing directly put its code (id checks, address codecs, the pool readers, ~20 KB gzip)
 * on every transaction page that was found.
 */
export const LazyTxMissing = lazyComponent(() => import('./tx-missing').then((m) => m.TxMissing))
