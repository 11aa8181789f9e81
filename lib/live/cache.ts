/**
 * Push instead of poll: when the live feed brings a new block, the React Query entries that mean "the newest
 * block / the head" of that network are invalidated, so open pages showing them refetch once, right then,
 * instead of polling. The keys are computed on the server from the explorer's own head records (./heads.ts)
 * and handed to the client, so they match the pages' keys exactly (lib/query/keys).
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query'

/** Refetch the open head queries (any page or query variant under each prefix); others are only marked stale. */
export async function refreshHeads(client: QueryClient, prefixes: readonly QueryKey[] | undefined): Promise<void> {
  await Promise.all((prefixes ?? []).map((queryKey) => client.invalidateQueries({ queryKey })))
}
