'use client'
import { QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { installNetworks, type Registry } from '@/lib/networks'
import { getQueryClient } from '@/lib/query/get-query-client'

/**
 * What every page shares: the network registry the server resolved (network files, presets, environment), installed
 * before any child renders so formatters and adapters in the browser read the same networks; and React Query, a
 * fresh client per server render, one per browser tab.
 */
export function Providers({ networks, children }: { networks: Registry; children: ReactNode }) {
  installNetworks(networks)
  const client = getQueryClient()
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>
}
