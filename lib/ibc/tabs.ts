import type { CosmosGatewayId } from '@/lib/catalog/types'
import { offers } from '@/lib/client/resolve'

export type IbcTab = 'clients' | 'connections' | 'channels' | 'transfer' | 'ica' | 'params'

/** The IBC page's tabs a gateway can fill: the three core lists always, the rest where its operations exist. */
export function ibcTabsOf(g: CosmosGatewayId): { id: IbcTab; label: string }[] {
  return [
    { id: 'clients', label: 'Clients' },
    { id: 'connections', label: 'Connections' },
    { id: 'channels', label: 'Channels' },
    ...(offers(g, 'cosmos.ibc.transfer.denomTraces') ? [{ id: 'transfer' as const, label: 'Transfer' }] : []),
    ...(offers(g, 'cosmos.ica.controllerParams') ? [{ id: 'ica' as const, label: 'Interchain accounts' }] : []),
    ...(offers(g, 'cosmos.ibc.client.params') || offers(g, 'cosmos.ibc.connection.params')
      ? [{ id: 'params' as const, label: 'Parameters' }]
      : []),
  ]
}
