import { QueryClient, defaultShouldDehydrateQuery, isServer } from '@tanstack/react-query'
import { GatewayError } from '@/lib/client/types'

/**
 * One QueryClient per server render (no data leaks between requests) and one per browser tab.
 * Pending queries are dehydrated too, so server prefetches that are not awaited stream into the page.
 */
function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 10_000,
        refetchOnWindowFocus: false,
        // 4xx answers (not found, bad input) will not change on retry; 5xx and network errors get one more try.
        retry: (count, err) => count < 1 && !(err instanceof GatewayError && err.status < 500),
      },
      dehydrate: {
        shouldDehydrateQuery: (q) => defaultShouldDehydrateQuery(q) || q.state.status === 'pending',
        // Panels show the upstream's message; a redacted error would hide it.
        shouldRedactErrors: () => false,
      },
    },
  })
}

let browserClient: QueryClient | undefined

export function getQueryClient(): QueryClient {
  if (isServer) return makeQueryClient()
  return (browserClient ??= makeQueryClient())
}
