/** Wire shapes of the ledger node (algod) and indexer: hyphenated keys, uint64 numbers that may exceed 2^53. */
import * as z from 'zod/mini'
import { optUint, uint } from '../common'

const multisig = z.looseObject({
  version: optUint,
  threshold: optUint,
  subsignature: z.nullish(
    z.array(z.looseObject({ 'public-key': z.optional(z.string()), signature: z.nullish(z.string()) })),
  ),
})

const sig = z.nullish(
  z.looseObject({
    sig: z.nullish(z.string()),
    multisig: z.optional(z.unknown()),
    logicsig: z.nullish(
      z.looseObject({
        pqsig: z.optional(z.unknown()),
        'multisig-signature': z.optional(z.unknown()),
        logic: z.optional(z.string()),
        args: z.nullish(z.array(z.string())),
        signature: z.nullish(z.string()),
      }),
    ),
    pqsig: z.optional(z.unknown()),
  }),
)

/** A multisig as the indexer sends it: version, threshold, each sub-signer's key and (if it signed) signature. */
export const ledgerMultisig = multisig

const keyValue = z.looseObject({ key: z.string(), value: z.unknown() })

export const ledgerTx = z.looseObject({
  id: z.optional(z.string()),
  'tx-type': z.string(),
  sender: z.string(),
  fee: uint,
  'first-valid': optUint,
  'last-valid': optUint,
  'confirmed-round': optUint,
  'round-time': z.optional(z.union([z.number(), z.bigint(), z.string()])),
  'intra-round-offset': optUint,
  note: z.nullish(z.string()),
  group: z.nullish(z.string()),
  'rekey-to': z.nullish(z.string()),
  'payment-transaction': z.optional(
    z.looseObject({
      receiver: z.string(),
      amount: uint,
      'close-remainder-to': z.nullish(z.string()),
      'close-amount': optUint,
    }),
  ),
  'asset-transfer-transaction': z.optional(
    z.looseObject({
      receiver: z.string(),
      amount: uint,
      'asset-id': uint,
      'close-to': z.nullish(z.string()),
      'close-amount': optUint,
    }),
  ),
  'application-transaction': z.optional(
    z.looseObject({
      'application-id': uint,
      'on-completion': z.optional(z.string()),
      'application-args': z.nullish(z.array(z.string())),
      accounts: z.nullish(z.array(z.string())),
      'foreign-apps': z.nullish(z.array(uint)),
      'foreign-assets': z.nullish(z.array(uint)),
      'box-references': z.nullish(z.array(z.looseObject({ app: optUint, name: z.optional(z.string()) }))),
      'approval-program': z.nullish(z.string()),
      'clear-state-program': z.nullish(z.string()),
      'global-state-schema': z.optional(z.unknown()),
      'local-state-schema': z.optional(z.unknown()),
      'extra-program-pages': optUint,
    }),
  ),
  'asset-config-transaction': z.optional(z.looseObject({ 'asset-id': optUint, params: z.unknown() })),
  'asset-freeze-transaction': z.optional(
    z.looseObject({ address: z.string(), 'asset-id': uint, 'new-freeze-status': z.boolean() }),
  ),
  'keyreg-transaction': z.optional(z.unknown()),
  'heartbeat-transaction': z.optional(z.looseObject({ 'hb-address': z.optional(z.string()) })),
  'created-application-index': optUint,
  'created-asset-index': optUint,
  signature: sig,
  'inner-txns': z.nullish(z.array(z.unknown())),
  logs: z.nullish(z.array(z.string())),
  'closing-amount': optUint,
  'auth-addr': z.nullish(z.string()),
  lease: z.nullish(z.string()),
  'global-state-delta': z.nullish(z.array(keyValue)),
  'local-state-delta': z.nullish(z.array(z.looseObject({ address: z.string(), delta: z.array(keyValue) }))),
})

export const ledgerBlock = z.looseObject({
  round: uint,
  timestamp: z.union([z.number(), z.bigint(), z.string()]),
  'genesis-id': z.optional(z.string()),
  'previous-block-hash': z.optional(z.string()),
  seed: z.optional(z.string()),
  'txn-counter': optUint,
  'transactions-root': z.optional(z.string()),
  proposer: z.nullish(z.string()),
  'fees-collected': optUint,
  bonus: optUint,
  'proposer-payout': optUint,
  'congestion-tax': optUint,
  load: optUint,
  'upgrade-state': z.optional(z.looseObject({ 'current-protocol': z.optional(z.string()) })),
  transactions: z.nullish(z.array(ledgerTx)),
})

export const ledgerTxResponse = z.looseObject({ transaction: ledgerTx, 'current-round': optUint })
export const ledgerTxList = z.looseObject({
  transactions: z.array(ledgerTx),
  'next-token': z.nullish(z.string()),
  'current-round': optUint,
})

export const ledgerAccount = z.looseObject({
  address: z.string(),
  amount: uint,
  'amount-without-pending-rewards': optUint,
  'min-balance': optUint,
  'pending-rewards': optUint,
  status: z.optional(z.string()),
  round: optUint,
  'sig-type': z.nullish(z.string()),
  'auth-addr': z.nullish(z.string()),
  'total-apps-opted-in': optUint,
  'total-assets-opted-in': optUint,
  'total-created-apps': optUint,
  'total-created-assets': optUint,
  assets: z.nullish(z.array(z.looseObject({ 'asset-id': uint, amount: uint, 'is-frozen': z.optional(z.boolean()) }))),
  'apps-local-state': z.nullish(
    z.array(
      z.looseObject({
        id: uint,
        'key-value': z.nullish(z.array(z.looseObject({ key: z.string(), value: z.unknown() }))),
        schema: z.unknown(),
      }),
    ),
  ),
  'created-apps': z.nullish(
    z.array(z.looseObject({ id: uint, params: z.optional(z.looseObject({ creator: z.optional(z.string()) })) })),
  ),
  'created-assets': z.nullish(
    z.array(
      z.looseObject({
        index: uint,
        params: z.optional(
          z.looseObject({
            name: z.optional(z.string()),
            'unit-name': z.optional(z.string()),
            decimals: z.optional(z.union([z.number(), z.bigint()])),
            total: optUint,
          }),
        ),
      }),
    ),
  ),
})
