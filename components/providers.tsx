'use client'
import { QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { getQueryClient } from '@/lib/query/get-query-client'

/** React Query for the whole app: a fresh client per server render, one per browser tab. */
export function Providers({ children }: { children: ReactNode }) {
  const client = getQueryClient()
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>
}
