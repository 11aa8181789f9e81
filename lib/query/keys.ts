/** The one query-key factory. Every key starts with its resource family so invalidation can target a family. */
import type { CallSpec, PageQuery } from '@/lib/client/types'

export const queryKeys = {
  all: ['gw'] as const,
  gateway: (g: string) => [...queryKeys.all, g] as const,
  /** One gateway answer: gateway, operation, path values, fixed query, page query. */
  call: (spec: CallSpec, page: PageQuery = {}) =>
    [
      ...queryKeys.gateway(spec.gateway),
      spec.opId,
      spec.path,
      spec.query,
      page,
      spec.body ?? null,
      spec.height ?? null,
    ] as const,
  health: () => ['gw-health'] as const,
  search: (q: string) => ['search', q] as const,
}
