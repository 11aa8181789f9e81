'use client'
import { lazyComponent } from '@/components/ui/lazy-component'

/** VM-only panels as chunks of their own, so other networks' record pages do not load the decoder. */
export const LazyDecodedTx = lazyComponent(() => import('./decoded-tx').then((m) => m.DecodedTx))
export const LazyAbiEditor = lazyComponent(() => import('./abi-editor').then((m) => m.AbiEditor))
