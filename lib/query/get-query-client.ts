import { QueryClient, defaultShouldDehydrateQuery, isServer } from '@tanstack/react-query'
import { GatewayError } from '@/lib/client/types'

/**
 * One QueryClient per server render (no data leaks between requests) and one per browser tab.
 * Only successful queries are dehydrated: a pending one that later rejects would fail the server render, so
 * pages await their prefetches for a bounded time (lib/query/server.ts settle) and the browser fetches the rest.
 */
function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 10_000,
        refetchOnWindowFocus: false,
        // 4xx answers (not found, bad input) will not change on retry; 5xx and network errors get one more try,
        // except past the page deadline (a server render then stops waiting: the browser retries); on the server
        // the try comes soon, within the deadline, not after React Query's default second.
        retry: (count, err) =>
          count < 1 && !(err instanceof GatewayError && (err.status < 500 || err.error === 'page_deadline')),
        ...(isServer && { retryDelay: 200 }),
      },
      dehydrate: { shouldDehydrateQuery: defaultShouldDehydrateQuery },
    },
  })
}

let browserClient: QueryClient | undefined

export function getQueryClient(): QueryClient {
  if (isServer) return makeQueryClient()
  return (browserClient ??= makeQueryClient())
}
