'use client'
import { lazyComponent } from '@/components/ui/lazy-component'

/**
 * The browser-side parts of a transaction group's diagram (./flow-diagram), in a chunk of their own: ViewBody draws
 * every panel of every page, so importing them directly would ship them with pages that never draw a flow.
 */
export const LazyFlowSteps = lazyComponent(() => import('./flow-client').then((m) => m.FlowSteps))
export const LazyFlowDownload = lazyComponent(() => import('./flow-client').then((m) => m.FlowDownload))
