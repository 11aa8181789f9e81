/** Server side: the VM calls the decoded-transaction panel makes, resolved from the catalog. */
import type { GatewayId } from '@/lib/catalog/types'
import { resolveCall } from '@/lib/client/resolve'
import type { DecodedTxSpecs } from './decoded-tx'
import { ADDRESS_PLACEHOLDER } from './placeholder'

export const vmDecodeSpecs = (g: GatewayId, id: string): DecodedTxSpecs => ({
  tx: resolveCall({ gateway: g, opId: 'vm.transactions.get', path: { id } }),
  receipt: resolveCall({ gateway: g, opId: 'vm.transactions.receipt', path: { id } }),
  call: resolveCall({ gateway: g, opId: 'vm.accounts.call', path: { address: ADDRESS_PLACEHOLDER } }),
  batch: resolveCall({ gateway: g, opId: 'vm.accounts.batchCall' }),
})
