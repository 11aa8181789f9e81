'use client'
import { createContext, useContext, type ReactNode } from 'react'
import type { DenomInfo } from '@/lib/networks'

const DenomContext = createContext<Readonly<Record<string, DenomInfo>>>({})

/**
 * Denomination metadata for the amounts below it (base denom → display and exponent). Pages build the map on
 * the server (network default + the gateway's denom metadata) and wrap their panels:
 * `<DenomProvider denoms={{ uhub: { display: 'HUB', exponent: 6 } }}>…</DenomProvider>`.
 */
export function DenomProvider({
  denoms,
  children,
}: {
  denoms: Readonly<Record<string, DenomInfo>>
  children: ReactNode
}) {
  return <DenomContext.Provider value={denoms}>{children}</DenomContext.Provider>
}

export const useDenom = (denom: string): DenomInfo | undefined => useContext(DenomContext)[denom]
