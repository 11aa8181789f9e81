/**
 * An SDK denomination's page as panels: metadata, supply and holders from the bank module, and for an `ibc/<hash>`
 * voucher its trace (path and base denomination) and what the transfer module holds in escrow. Each panel only
 * where the network's gateway offers its operation.
 */
import type { CosmosGatewayId, OperationId } from '@/lib/catalog'
import { offers, type CallInput } from '@/lib/client/resolve'
import { panel, type PageDefs, type PanelDef } from '../panels'

export function cosmosDenomPage(g: CosmosGatewayId, denom: string): PageDefs {
  const panels: PanelDef[] = []
  const add = (opId: OperationId, make: (call: CallInput) => PanelDef, call: Omit<CallInput, 'gateway' | 'opId'>) => {
    if (offers(g, opId)) panels.push(make({ gateway: g, opId, ...call }))
  }
  const file = denom.replace(/[^a-zA-Z0-9._-]+/g, '-')
  add(
    'cosmos.bank.denomMetadata',
    (c) =>
      panel('metadata', 'Denomination', c, 'cosmos.denomMetadata', {
        absent: 'The bank module holds no metadata for this denomination: its amounts show in base units.',
      }),
    { path: { denom } },
  )
  add('cosmos.bank.supplyOf', (c) => panel('supply', 'Supply', c, 'cosmos.denomSupply'), { query: { denom } })
  const hash = /^ibc\/([0-9A-Fa-f]{64})$/.exec(denom)?.[1]?.toUpperCase()
  if (hash) {
    add('cosmos.ibc.transfer.denomTrace', (c) => panel('trace', 'Origin (IBC trace)', c, 'ibc.denomTrace'), {
      path: { hash },
    })
  }
  // What the transfer module holds for coins sent to other chains (native coins; a voucher goes home by burning).
  add('cosmos.ibc.transfer.totalEscrow', (c) => panel('escrow', 'Held in IBC escrow', c, 'ibc.totalEscrow'), {
    path: { denom },
  })
  add(
    'cosmos.bank.denomOwners',
    (c) => panel('holders', 'Holders', c, 'cosmos.denomOwners', { wide: true, csv: `${file}-holders` }),
    { path: { denom } },
  )
  return { panels }
}
