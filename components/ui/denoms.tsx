'use client'
import { createContext, use, useContext, useMemo, type ReactNode } from 'react'
import type { DenomInfo } from '@/lib/networks'

const DenomContext = createContext<Readonly<Record<string, DenomInfo>>>({})

/**
 * Denomination metadata for the amounts below it (base denom → display and exponent). Pages build the map on
 * the server (network default + the gateway's denom metadata) and wrap their panels:
 * `<DenomProvider denoms={{ uhub: { display: 'HUB', exponent: 6 } }}>…</DenomProvider>`. A provider inside another
 * adds to it (a record page's assets beside the network's denominations), so each level sends only what it adds.
 * The map may arrive as a promise: the network layout passes its lookup unawaited, so a record page's own main
 * lookup starts at once instead of after the layout's (the record's existence decides the page's status).
 */
export function DenomProvider({
  denoms,
  children,
}: {
  denoms: Readonly<Record<string, DenomInfo>> | Promise<Readonly<Record<string, DenomInfo>>>
  children: ReactNode
}) {
  const outer = useContext(DenomContext)
  const own = 'then' in denoms ? use(denoms as Promise<Readonly<Record<string, DenomInfo>>>) : denoms
  const value = useMemo(() => ({ ...outer, ...own }), [outer, own])
  return <DenomContext.Provider value={value}>{children}</DenomContext.Provider>
}

export const useDenom = (denom: string): DenomInfo | undefined => useContext(DenomContext)[denom]

/** Every denomination the page knows (a CSV of a table converts each amount with it). */
export const useDenoms = (): Readonly<Record<string, DenomInfo>> => useContext(DenomContext)
