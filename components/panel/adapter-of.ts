import { ADAPTERS, isBundledAdapter, type AdapterId, type AdapterMap } from '@/lib/explorer/registry'
import type { Adapter } from '@/lib/explorer/view'

/**
 * The one place the explorer's adapters and lib/ibc's meet (lib/ibc builds on lib/explorer, so the registry cannot
 * import it). IBC adapters are loaded on first use, so pages without IBC panels never ship them.
 */
let ibc: Promise<AdapterMap> | undefined
const loadIbcAdapters = (): Promise<AdapterMap> =>
  (ibc ??= import('@/lib/ibc/adapters').then((m) => m.IBC_ADAPTERS as AdapterMap))

export async function adapterOf(id: AdapterId): Promise<Adapter | undefined> {
  return isBundledAdapter(id) ? ADAPTERS[id] : (await loadIbcAdapters())[id]
}
