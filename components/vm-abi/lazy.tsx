'use client'
import dynamic from 'next/dynamic'

/** VM-only panels as chunks of their own, so other networks' record pages do not load the decoder. */
export const LazyDecodedTx = dynamic(() => import('./decoded-tx').then((m) => m.DecodedTx))
export const LazyAbiEditor = dynamic(() => import('./abi-editor').then((m) => m.AbiEditor))
