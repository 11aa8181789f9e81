import 'server-only'
import * as z from 'zod'
import { resolveCall } from '@/lib/client/resolve'
import { gatewayOfKind, type DenomInfo, type NetworkId } from '@/lib/networks'
import { serverFetch } from '@/lib/query/server'

/** At most this many held assets are looked up per account page (each one cached by the proxy afterwards). */
const MAX_ASSETS = 24

const assetId = z.union([z.number(), z.bigint(), z.string()])
const holdings = z.looseObject({
  assets: z.array(z.looseObject({ 'asset-id': assetId })).nullish(),
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
  const node = gatewayOfKind(network, 'node')
  if (!node) return {}
  try {
    const account = holdings.safeParse(
      (await serverFetch(resolveCall({ gateway: node, opId: 'node.accounts.get', path: { address } }))).body,
    )
    return await assetDenomsOf(
      network,
      (account.success ? (account.data.assets ?? []) : []).map((a) => a['asset-id']),
    )
  } catch {
    /* no account answer: the panels say why */
    return {}
  }
}

const txAssets = z.looseObject({
  transaction: z.looseObject({
    'asset-transfer-transaction': z.looseObject({ 'asset-id': assetId }).optional(),
    'asset-freeze-transaction': z.looseObject({ 'asset-id': assetId }).optional(),
    'asset-config-transaction': z.looseObject({ 'asset-id': assetId.optional() }).optional(),
    'created-asset-index': assetId.optional(),
  }),
})

/**
 * Display units of the assets a ledger transaction moves, so its page shows "636,139.564 DVT" as the account page
 * does, not "34613648 of asset 1009". Empty for other networks and when the indexer does not answer.
 */
export async function ledgerTxAssetDenoms(network: NetworkId, txid: string): Promise<Record<string, DenomInfo>> {
  const indexer = gatewayOfKind(network, 'indexer')
  if (!indexer) return {}
  try {
    const body = (
      await serverFetch(resolveCall({ gateway: indexer, opId: 'indexer.transactions.get', path: { txid } }))
    ).body
    const t = txAssets.safeParse(body)
    if (!t.success) return {}
    const x = t.data.transaction
    const ids = [
      x['asset-transfer-transaction']?.['asset-id'],
      x['asset-freeze-transaction']?.['asset-id'],
      x['asset-config-transaction']?.['asset-id'],
      x['created-asset-index'],
    ].filter((id) => id !== undefined && String(id) !== '0')
    return await assetDenomsOf(network, ids)
  } catch {
    return {}
  }
}

/** Units and decimals of assets by id (at most MAX_ASSETS; each one cached by the proxy afterwards). */
async function assetDenomsOf(network: NetworkId, ids: readonly unknown[]): Promise<Record<string, DenomInfo>> {
  const out: Record<string, DenomInfo> = {}
  const node = gatewayOfKind(network, 'node')
  if (!node) return out
  await Promise.all(
    [...new Set(ids.map(String))].slice(0, MAX_ASSETS).map(async (id) => {
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
  return out
}
