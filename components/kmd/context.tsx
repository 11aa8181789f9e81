'use client'
import { createContext, useContext } from 'react'
import type { KmdActionName, KmdResult, SessionView } from '@/lib/client/kmd'

export interface KmdContextValue {
  session: SessionView
  /** A call to a session action; a `locked` answer sends the console back to unlock. */
  call<T extends object>(action: KmdActionName, body?: Record<string, unknown>): Promise<KmdResult<T>>
  /** Addresses of the unlocked wallet's keys (shared by the key, multisig and signing panels). */
  keys: string[]
  reloadKeys(): Promise<void>
}

export const KmdContext = createContext<KmdContextValue | null>(null)

export function useKmd(): KmdContextValue {
  const v = useContext(KmdContext)
  if (!v) throw new Error('useKmd outside the unlocked console')
  return v
}
