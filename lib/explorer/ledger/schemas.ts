/** Wire shapes of the ledger node (algod) and indexer: hyphenated keys, uint64 numbers that may exceed 2^53. */
import * as z from 'zod'
import { optUint, uint } from '../common'

const sig = z
  .looseObject({
    sig: z.string().nullish(),
    multisig: z.unknown().optional(),
    logicsig: z.looseObject({ pqsig: z.unknown().optional(), 'multisig-signature': z.unknown().optional() }).passthrough().nullish(),
    pqsig: z.unknown().optional(),
  })
  .nullish()

export const ledgerTx = z.looseObject({
  id: z.string().optional(),
  'tx-type': z.string(),
  sender: z.string(),
  fee: uint,
  'first-valid': optUint,
  'last-valid': optUint,
  'confirmed-round': optUint,
  'round-time': z.union([z.number(), z.bigint(), z.string()]).optional(),
  'intra-round-offset': optUint,
  note: z.string().nullish(),
  group: z.string().nullish(),
  'rekey-to': z.string().nullish(),
  'payment-transaction': z.looseObject({ receiver: z.string(), amount: uint, 'close-remainder-to': z.string().nullish(), 'close-amount': optUint }).optional(),
  'asset-transfer-transaction': z.looseObject({ receiver: z.string(), amount: uint, 'asset-id': uint, 'close-to': z.string().nullish(), 'close-amount': optUint }).optional(),
  'application-transaction': z.looseObject({ 'application-id': uint, 'on-completion': z.string().optional(), 'application-args': z.array(z.string()).optional() }).optional(),
  'asset-config-transaction': z.looseObject({ 'asset-id': optUint, params: z.unknown() }).optional(),
  'asset-freeze-transaction': z.looseObject({ address: z.string(), 'asset-id': uint, 'new-freeze-status': z.boolean() }).optional(),
  'keyreg-transaction': z.unknown().optional(),
  'heartbeat-transaction': z.looseObject({ 'hb-address': z.string().optional() }).passthrough().optional(),
  'created-application-index': optUint,
  'created-asset-index': optUint,
  signature: sig,
  'inner-txns': z.array(z.unknown()).optional(),
  logs: z.array(z.string()).optional(),
})

export const ledgerBlock = z.looseObject({
  round: uint,
  timestamp: z.union([z.number(), z.bigint(), z.string()]),
  'genesis-id': z.string().optional(),
  'previous-block-hash': z.string().optional(),
  seed: z.string().optional(),
  'txn-counter': optUint,
  'transactions-root': z.string().optional(),
  proposer: z.string().nullish(),
  'fees-collected': optUint,
  'bonus': optUint,
  'proposer-payout': optUint,
  'congestion-tax': optUint,
  load: optUint,
  'upgrade-state': z.looseObject({ 'current-protocol': z.string().optional() }).passthrough().optional(),
  transactions: z.array(ledgerTx).nullish(),
})

export const ledgerTxResponse = z.looseObject({ transaction: ledgerTx, 'current-round': optUint })
export const ledgerTxList = z.looseObject({ transactions: z.array(ledgerTx), 'next-token': z.string().nullish(), 'current-round': optUint })

export const ledgerAccount = z.looseObject({
  address: z.string(),
  amount: uint,
  'amount-without-pending-rewards': optUint,
  'min-balance': optUint,
  'pending-rewards': optUint,
  status: z.string().optional(),
  round: optUint,
  'sig-type': z.string().nullish(),
  'auth-addr': z.string().nullish(),
  'total-apps-opted-in': optUint,
  'total-assets-opted-in': optUint,
  'total-created-apps': optUint,
  'total-created-assets': optUint,
  assets: z.array(z.looseObject({ 'asset-id': uint, amount: uint, 'is-frozen': z.boolean().optional() })).nullish(),
  'apps-local-state': z.array(z.looseObject({ id: uint, 'key-value': z.array(z.looseObject({ key: z.string(), value: z.unknown() })).nullish(), schema: z.unknown() })).nullish(),
  'created-apps': z.array(z.looseObject({ id: uint, params: z.looseObject({ creator: z.string().optional() }).passthrough().optional() })).nullish(),
  'created-assets': z.array(z.looseObject({ index: uint, params: z.looseObject({ name: z.string().optional(), 'unit-name': z.string().optional(), decimals: z.union([z.number(), z.bigint()]).optional(), total: optUint }).passthrough().optional() })).nullish(),
})
