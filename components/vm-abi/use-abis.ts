'use client'
import { useMemo, useSyncExternalStore } from 'react'
import type { AbiItem } from '@/lib/vm-abi/abi'
import { parseAbi } from '@/lib/vm-abi/abi'
import { readAbiText, subscribeAbis } from '@/lib/vm-abi/store'

/** The pasted ABIs of these addresses (lower-case keys); empty on the server and before hydration. */
export function useUserAbis(addresses: string[]): Record<string, AbiItem[]> {
  const list = [...new Set(addresses.map((a) => a.toLowerCase()))].sort()
  const key = list.join(',')
  // The snapshot is the stored texts joined: a string, so React compares it cheaply and stably.
  const snapshot = useSyncExternalStore(
    subscribeAbis,
    () => list.map((a) => readAbiText(a)).join('\u0000'),
    () => '',
  )
  return useMemo(() => {
    const texts = snapshot.split('\u0000')
    const out: Record<string, AbiItem[]> = {}
    key.split(',').forEach((a, i) => {
      const r = texts[i] ? parseAbi(texts[i]) : undefined
      if (a && r?.ok) out[a] = r.items
    })
    return out
  }, [snapshot, key])
}
