'use client'
import { lazyComponent } from '@/components/ui/lazy-component'

/**
 * The transaction-group diagram as a chunk of its own: ViewBody renders every panel of every page, so importing
 * FlowView directly shipped the diagram with pages that never draw one.
 */
export const LazyFlowView = lazyComponent(() => import('./flow-view').then((m) => m.FlowView))
