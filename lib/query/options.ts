import { queryOptions } from '@tanstack/react-query'
import { fetchGateway } from '@/lib/client/fetch-gateway'
import type { CallSpec, GatewayResult, PageQuery } from '@/lib/client/types'
import { queryKeys } from './keys'
import { staleTimeOf } from './stale'

/**
 * Query options of one gateway call. The browser fetches through `/api/gw/...`; the server prefetch overrides
 * queryFn with callOperation (see ./server.ts) and both store the same GatewayResult under the same key.
 */
export function gatewayQuery(spec: CallSpec, page: PageQuery = {}) {
  return queryOptions<GatewayResult>({
    queryKey: queryKeys.call(spec, page),
    queryFn: ({ signal }) => fetchGateway(spec, page, signal),
    staleTime: staleTimeOf(spec.cache),
  })
}
