import 'server-only'
/**
 * Record pages that read something before declaring their panels: a ledger transaction (which detail panels
 * apply, the assets it names, state before an application call) and a ledger round (the units of the assets it
 * moves). Other kinds declare their panels straight away (./pages.ts).
 */
import { getNetwork, type DenomInfo, type NetworkId } from '@/lib/networks'
import { ledgerTxPage } from './ledger/entity-panels'
import { roundDenoms, txFacts } from './ledger/loaders'
import { blockPage, txPage } from './pages'
import { txTokenDenoms } from './sharded/token-denoms'
import type { PageDefs } from './panels'

export interface LoadedPage {
  defs: PageDefs
  /** Denominations the page's amounts read in, beside the network's own (DenomProvider). */
  denoms?: Record<string, DenomInfo>
}

export async function loadedTxPage(network: NetworkId, id: string): Promise<LoadedPage> {
  if (getNetwork(network).kind === 'sharded')
    return { defs: txPage(network, id), denoms: await txTokenDenoms(network, id) }
  if (getNetwork(network).kind !== 'node') return { defs: txPage(network, id) }
  const f = await txFacts(network, id)
  // Not found (or unreadable): the summary panel alone says so, as the main record.
  if (!f) return { defs: ledgerTxPage(network, id, { appCall: false, stateChanges: false, inner: false }) }
  return { defs: ledgerTxPage(network, id, f.facts), denoms: f.denoms }
}

export async function loadedBlockPage(network: NetworkId, id: string, shard?: string): Promise<LoadedPage> {
  const defs = blockPage(network, id, shard)
  if (getNetwork(network).kind !== 'node' || !/^\d+$/.test(id)) return { defs }
  return { defs, denoms: await roundDenoms(network, id) }
}
