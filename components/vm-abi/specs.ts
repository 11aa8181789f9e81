/** Server side: the VM calls the decoded-transaction panel makes, resolved from the catalog. */
import { resolveCall } from '@/lib/client/resolve'
import type { DecodedTxSpecs } from './decoded-tx'
import { ADDRESS_PLACEHOLDER } from './placeholder'

export const vmDecodeSpecs = (id: string): DecodedTxSpecs => ({
  tx: resolveCall({ gateway: 'vm', opId: 'vm.transactions.get', path: { id } }),
  receipt: resolveCall({ gateway: 'vm', opId: 'vm.transactions.receipt', path: { id } }),
  call: resolveCall({ gateway: 'vm', opId: 'vm.accounts.call', path: { address: ADDRESS_PLACEHOLDER } }),
  batch: resolveCall({ gateway: 'vm', opId: 'vm.accounts.batchCall' }),
})
