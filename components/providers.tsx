'use client'
import { QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { installLinkCapabilities, type LinkCapabilities } from '@/lib/explorer/link-caps-holder'
import { installNetworks, type Registry } from '@/lib/networks'
import { getQueryClient } from '@/lib/query/get-query-client'

/**
 * What every page shares: the network registry the server resolved (network files, presets, environment), installed
 * before any child renders so formatters and adapters in the browser read the same networks; and React Query, a
 * fresh client per server render, one per browser tab.
 */
export function Providers({
  networks,
  linkCaps,
  children,
}: {
  networks: Registry
  /** Which record pages each network can show (lib/explorer/links.ts decides every record link with it). */
  linkCaps: LinkCapabilities
  children: ReactNode
}) {
  installNetworks(networks)
  installLinkCapabilities(linkCaps)
  const client = getQueryClient()
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>
}
