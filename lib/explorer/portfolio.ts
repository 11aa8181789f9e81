import { getNetwork, type NetworkId } from '@/lib/networks'
import { accountPage } from './pages'
import type { PanelDef } from './panels'

/** The panels that say what an address holds on a network (balances where the gateway has a bank module). */
export function holdingPanels(network: NetworkId, address: string): PanelDef[] | string {
  const defs = accountPage(network, address)
  if ('unsupported' in defs) return defs.unsupported
  const pick = defs.panels.filter((p) => p.id === 'balances')
  const chosen = pick.length ? pick : defs.panels.filter((p) => p.id === 'account')
  if (!chosen.length) return `The ${getNetwork(network).name} gateway has no balance query.`
  // Ids must stay unique on a page that shows several networks.
  return chosen.map((p) => ({
    ...p,
    id: `${network}-${p.id}`,
    title: `${getNetwork(network).name}: ${p.title.toLowerCase()}`,
  }))
}
