import 'server-only'
/**
 * What a ledger page reads before it declares its panels: an asset's parameters (its unit, total and reserve feed the
 * supply and holder panels), a transaction (which detail panels apply, the assets it names, state before the call),
 * a round's assets, whether a group exists. Each read is the same cached call a panel makes, so it costs nothing twice.
 */
import { resolveCall, type CallInput } from '@/lib/client/resolve'
import { GatewayError } from '@/lib/client/types'
import type { DenomInfo, NetworkId } from '@/lib/networks'
import { serverFetch } from '@/lib/query/server'
import { parse } from '../common'
import { assetExtra, readAsset, type AssetExtra } from './asset'
import { ledgerAssetDenomsOf } from './asset-denoms'
import { beforeValues } from './before'
import type { TxFacts } from './entity-panels'
import { ledgerGateways } from './gateways'
import { ledgerBlock, ledgerTx, ledgerTxList, ledgerTxResponse } from './schemas'
import { assetOf, type Tx } from './tx-words'

/** The answer of one call, or the gateway's status when it refused (404: the record does not exist). */
async function read(call: CallInput): Promise<{ body: unknown } | { status: number }> {
  try {
    return { body: (await serverFetch(resolveCall(call))).body }
  } catch (e) {
    return { status: e instanceof GatewayError ? e.status : 502 }
  }
}

export type Loaded<T> = { ok: true; value: T } | { ok: false; missing: boolean }

export async function assetFacts(
  network: NetworkId,
  id: string,
): Promise<Loaded<{ extra: AssetExtra; reserve?: string; denoms: Record<string, DenomInfo> }>> {
  const { indexer } = ledgerGateways(network)
  const r = await read({
    gateway: indexer,
    opId: 'indexer.assets.get',
    path: { 'asset-id': id },
    query: { 'include-all': 'true' },
  })
  if ('status' in r) return { ok: false, missing: r.status === 404 }
  try {
    const { asset } = readAsset(r.body)
    const extra = assetExtra(id, asset.params)
    return {
      ok: true,
      value: {
        extra,
        ...(asset.params.reserve && { reserve: asset.params.reserve }),
        denoms: await ledgerAssetDenomsOf(network, [id]),
      },
    }
  } catch {
    return { ok: false, missing: false }
  }
}

/** Every transaction of a tree: the root and its inner transactions, depth first. */
function allOf(t: Tx): Tx[] {
  const inner = (t['inner-txns'] ?? []).flatMap((x) => {
    const p = ledgerTx.safeParse(x)
    return p.success ? allOf(p.data) : []
  })
  return [t, ...inner]
}

/** The assets transactions name: what they move, configure or freeze, and the ones an application call brings in. */
export const assetIdsOf = (txs: Tx[]): string[] =>
  txs.flatMap((t) => [
    ...(assetOf(t) ? [assetOf(t)!] : []),
    ...(t['application-transaction']?.['foreign-assets'] ?? []),
  ])

export async function txFacts(
  network: NetworkId,
  id: string,
): Promise<{ facts: TxFacts; denoms: Record<string, DenomInfo> } | undefined> {
  const { indexer } = ledgerGateways(network)
  const r = await read({ gateway: indexer, opId: 'indexer.transactions.get', path: { txid: id } })
  if ('status' in r) return undefined
  let t: Tx
  try {
    t = parse(ledgerTxResponse, r.body).transaction
  } catch {
    return undefined
  }
  const stateChanges = !!(t['global-state-delta']?.length || t['local-state-delta']?.length)
  const [denoms, before] = await Promise.all([
    ledgerAssetDenomsOf(network, assetIdsOf(allOf(t))),
    stateChanges ? beforeValues(network, t) : undefined,
  ])
  return {
    facts: {
      appCall: !!t['application-transaction'],
      stateChanges,
      inner: !!t['inner-txns']?.length,
      ...(before && { before }),
    },
    denoms,
  }
}

/** Units of the assets a round's transactions move (the block page's amounts read in them). */
export async function roundDenoms(network: NetworkId, round: string): Promise<Record<string, DenomInfo>> {
  const { indexer } = ledgerGateways(network)
  const r = await read({ gateway: indexer, opId: 'indexer.blocks.get', path: { 'round-number': round } })
  if ('status' in r) return {}
  const b = ledgerBlock.safeParse(r.body)
  return b.success ? ledgerAssetDenomsOf(network, assetIdsOf((b.data.transactions ?? []).flatMap(allOf))) : {}
}

/** Whether the group has transactions (an unknown group is a 404, not an empty page), and their assets' units. */
export async function groupFacts(
  network: NetworkId,
  group: string,
  round?: string,
): Promise<Loaded<{ denoms: Record<string, DenomInfo> }>> {
  const { indexer } = ledgerGateways(network)
  const call: CallInput = {
    gateway: indexer,
    opId: 'indexer.transactions.search',
    query: { 'group-id': group, ...(round && { round }) },
  }
  const r = await read(call)
  if ('status' in r) return { ok: false, missing: r.status === 404 }
  const l = ledgerTxList.safeParse(r.body)
  if (!l.success) return { ok: false, missing: false }
  if (!l.data.transactions.length) return { ok: false, missing: true }
  return {
    ok: true,
    value: { denoms: await ledgerAssetDenomsOf(network, assetIdsOf(l.data.transactions.flatMap(allOf))) },
  }
}
