import 'server-only'
import * as z from 'zod'
import { resolveCall } from '@/lib/client/resolve'
import { gatewayOfKind, type DenomInfo, type NetworkId } from '@/lib/networks'
import { serverFetch } from '@/lib/query/server'
import { entityHref } from '../entity-href'
import { assetDenom } from './asset-key'

/** At most this many assets are looked up per page (each one cached by the proxy afterwards). */
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

export { assetDenom }

/** One asset's parameters → its unit (shown beside amounts), decimals, name and page (amounts link their unit to it). */
export function assetDenomInfo(
  id: string,
  p: { decimals?: number | bigint | undefined; 'unit-name'?: string | undefined; name?: string | undefined },
  network?: NetworkId,
): DenomInfo {
  return {
    display: p['unit-name'] || p.name || `#${id}`,
    exponent: Number(p.decimals ?? 0),
    ...(p.name && { name: p.name }),
    ...(network && { href: entityHref(network, 'asset', id) }),
  }
}

/**
 * Display units, names and pages of the assets a page shows: transactions and holdings name an asset by id only, so
 * each asset's parameters are read once (node `GET /v2/assets/{id}`). Amounts of assets left out (past MAX_ASSETS,
 * or a failed read) stay in base units under their id; the page never waits on them failing.
 */
export async function ledgerAssetDenomsOf(
  network: NetworkId,
  ids: readonly string[],
): Promise<Record<string, DenomInfo>> {
  const out: Record<string, DenomInfo> = {}
  const node = gatewayOfKind(network, 'node')
  if (!node) return out
  await Promise.all(
    [...new Set(ids)].slice(0, MAX_ASSETS).map(async (id) => {
      try {
        const a = assetAnswer.safeParse(
          (await serverFetch(resolveCall({ gateway: node, opId: 'node.assets.get', path: { 'asset-id': id } }))).body,
        )
        if (a.success) out[assetDenom(id)] = assetDenomInfo(id, a.data.params, network)
      } catch {
        /* this asset stays in base units */
      }
    }),
  )
  return out
}

/** The assets an account holds (node `GET /v2/accounts/{address}`), with their units. */
export async function ledgerAssetDenoms(network: NetworkId, address: string): Promise<Record<string, DenomInfo>> {
  const node = gatewayOfKind(network, 'node')
  if (!node) return {}
  try {
    const account = holdings.safeParse(
      (await serverFetch(resolveCall({ gateway: node, opId: 'node.accounts.get', path: { address } }))).body,
    )
    const ids = (account.success ? (account.data.assets ?? []) : []).map((a) => String(a['asset-id']))
    return await ledgerAssetDenomsOf(network, ids)
  } catch {
    /* no account answer: the panels say why */
    return {}
  }
}
