import type { CacheClass } from '@/lib/catalog/types'

/** React Query staleTime from the catalog's cache class: immutable records never refetch. */
export function staleTimeOf(cache: CacheClass): number | 'static' {
  switch (cache) {
    case 'immutable':
      return 'static'
    case 'params':
      return 5 * 60_000
    case 'head':
      return 2_000
    case 'none':
      return 0
  }
}
