import 'server-only'
import * as z from 'zod'
import { resolveCall } from '@/lib/client/resolve'
import { gatewayOfKind, type DenomInfo, type NetworkId } from '@/lib/networks'
import { serverFetch } from '@/lib/query/server'

/** At most this many held assets are looked up per account page (each one cached by the proxy afterwards). */
const MAX_ASSETS = 24

const holdings = z.looseObject({
  assets: z.array(z.looseObject({ 'asset-id': z.union([z.number(), z.bigint(), z.string()]) })).nullish(),
})
const assetAnswer = z.looseObject({
  params: z.looseObject({
    decimals: z.union([z.number(), z.bigint()]).optional(),
    'unit-name': z.string().optional(),
    name: z.string().optional(),
  }),
})

/** The denom key ledger adapters give an asset's amounts (`asset <id>`), shared with the display info below. */
export const assetDenom = (id: unknown) => `asset ${String(id)}`

/** One asset's parameters → its unit (shown beside amounts), decimals and name (the holdings table's Name column). */
export function assetDenomInfo(
  id: string,
  p: { decimals?: number | bigint | undefined; 'unit-name'?: string | undefined; name?: string | undefined },
): DenomInfo {
  return {
    display: p['unit-name'] || p.name || `#${id}`,
    exponent: Number(p.decimals ?? 0),
    ...(p.name && { name: p.name }),
  }
}

/**
 * Display units and names of the assets an account holds: the node answers holdings without their parameters, so each
 * asset's decimals and unit name are read once (node `GET /v2/assets/{id}`). Amounts of assets left out (past
 * MAX_ASSETS, or a failed read) stay in base units; the page never waits on them failing.
 */
export async function ledgerAssetDenoms(network: NetworkId, address: string): Promise<Record<string, DenomInfo>> {
  const out: Record<string, DenomInfo> = {}
  const node = gatewayOfKind(network, 'node')
  if (!node) return out
  try {
    const account = holdings.safeParse(
      (await serverFetch(resolveCall({ gateway: node, opId: 'node.accounts.get', path: { address } }))).body,
    )
    const ids = (account.success ? (account.data.assets ?? []) : [])
      .slice(0, MAX_ASSETS)
      .map((a) => String(a['asset-id']))
    await Promise.all(
      ids.map(async (id) => {
        try {
          const a = assetAnswer.safeParse(
            (await serverFetch(resolveCall({ gateway: node, opId: 'node.assets.get', path: { 'asset-id': id } }))).body,
          )
          if (a.success) out[assetDenom(id)] = assetDenomInfo(id, a.data.params)
        } catch {
          /* this asset stays in base units */
        }
      }),
    )
  } catch {
    /* no account answer: the panels say why */
  }
  return out
}
