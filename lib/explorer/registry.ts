/**
 * Adapter registry: panels name their adapter by id (a plain string crosses the server→client boundary, a
 * function cannot). Each ledger kind's adapters are a separate chunk loaded on demand, so a page only ships
 * the adapters of the kinds it shows. Add an adapter to its kind's `index.ts` map.
 */
import type { Adapter } from './view'

type Families = {
  base: typeof import('./base-adapters').baseAdapters
  cosmos: typeof import('./cosmos/index').cosmosAdapters
  ledger: typeof import('./ledger/index').ledgerAdapters
  vm: typeof import('./vm/index').vmAdapters
  sharded: typeof import('./sharded/index').shardedAdapters
  ibc: typeof import('@/lib/ibc/adapters').IBC_ADAPTERS
}
export type AdapterFamily = keyof Families
export type AdapterId = { [F in AdapterFamily]: keyof Families[F] & string }[AdapterFamily]
export type AdapterMap = Readonly<Record<string, Adapter>>

const LOADERS: Record<AdapterFamily, () => Promise<AdapterMap>> = {
  base: () => import('./base-adapters').then((m) => m.baseAdapters),
  cosmos: () => import('./cosmos/index').then((m) => m.cosmosAdapters),
  ledger: () => import('./ledger/index').then((m) => m.ledgerAdapters),
  vm: () => import('./vm/index').then((m) => m.vmAdapters),
  sharded: () => import('./sharded/index').then((m) => m.shardedAdapters),
  ibc: () => import('@/lib/ibc/adapters').then((m) => m.IBC_ADAPTERS),
}

export function familyOf(id: AdapterId): AdapterFamily {
  const prefix = id.split('.')[0] as AdapterFamily
  return prefix in LOADERS && id.includes('.') ? prefix : 'base'
}

const loaded = new Map<AdapterFamily, Promise<AdapterMap>>()

/** The family's adapters; the same promise every time (React `use()` needs a stable one). */
export function loadFamily(family: AdapterFamily): Promise<AdapterMap> {
  let p = loaded.get(family)
  if (!p) loaded.set(family, (p = LOADERS[family]()))
  return p
}

/** Every adapter (tests and tools). */
export async function loadAllAdapters(): Promise<Record<AdapterId, Adapter>> {
  const maps = await Promise.all((Object.keys(LOADERS) as AdapterFamily[]).map(loadFamily))
  return Object.assign({}, ...maps) as Record<AdapterId, Adapter>
}
