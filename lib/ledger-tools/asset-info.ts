import 'server-only'
import type { GatewayId } from '@/lib/catalog/types'
import { resolveCall } from '@/lib/client/resolve'
import { serverFetch } from '@/lib/query/server'
import type { AssetInfo } from './search'

/** Unit names and decimals of the assets a page shows (a few indexer lookups; an unknown asset is left out). */
export async function assetInfo(indexer: GatewayId, ids: string[]): Promise<AssetInfo> {
  const unique = [...new Set(ids)].slice(0, 10)
  const found = await Promise.all(
    unique.map(async (id) => {
      try {
        const r = await serverFetch(
          resolveCall({
            gateway: indexer,
            opId: 'indexer.assets.get',
            path: { 'asset-id': id },
            query: { 'include-all': 'true' },
          }),
        )
        const params =
          (r.body as { asset?: { params?: { decimals?: unknown; 'unit-name'?: unknown } } }).asset?.params ?? {}
        const decimals = Number(params.decimals)
        if (!Number.isInteger(decimals) || decimals < 0 || decimals > 19) return undefined
        const unit = typeof params['unit-name'] === 'string' && params['unit-name'] ? params['unit-name'] : undefined
        return [id, { decimals, ...(unit && { unit }) }] as const
      } catch {
        return undefined
      }
    }),
  )
  return new Map(found.filter((x) => x !== undefined))
}
