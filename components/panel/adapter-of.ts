import type { AdapterId, AdapterMap } from '@/lib/explorer/registry'
import type { Adapter } from '@/lib/explorer/view'

/**
 * The explorer's adapters in the browser, one kind at a time: a ledger page whose answer changes loads the ledger
 * adapters only, not every kind's (all kinds together were ~75 KB gzip, loaded by any page whose head-following
 * answer changed after the first paint). lib/ibc's adapters meet the explorer's here too (lib/ibc builds on
 * lib/explorer, so the registry cannot import them).
 */
const LOADERS: Record<string, () => Promise<AdapterMap>> = {
  cosmos: () => import('@/lib/explorer/cosmos/index').then((m) => m.cosmosAdapters),
  ledger: () => import('@/lib/explorer/ledger/index').then((m) => ({ ...m.ledgerAdapters, ...m.ledgerAtAdapters })),
  vm: () => import('@/lib/explorer/vm/index').then((m) => m.vmAdapters),
  sharded: () => import('@/lib/explorer/sharded/index').then((m) => m.shardedAdapters),
  ibc: () => import('@/lib/ibc/adapters').then((m) => m.IBC_ADAPTERS as AdapterMap),
}
const loaded = new Map<string, Promise<AdapterMap>>()
const base = () => import('@/lib/explorer/base-adapters').then((m) => m.baseAdapters as AdapterMap)

export async function adapterOf(id: AdapterId): Promise<Adapter | undefined> {
  const kind = id.includes('.') ? id.slice(0, id.indexOf('.')) : ''
  const load = LOADERS[kind] ?? base
  let p = loaded.get(kind)
  if (!p) loaded.set(kind, (p = load()))
  return (await p)[id]
}
