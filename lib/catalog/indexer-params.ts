import { path, query, queryEnum } from './params'
import type { ParamSpec } from './types'

/** Indexer enums. `hb` (heartbeat) is accepted upstream though the gateway's list predates it. */
export const TX_TYPES = ['pay', 'keyreg', 'acfg', 'axfer', 'afrz', 'appl', 'stpf', 'hb'] as const
export const SIG_TYPES = ['sig', 'msig', 'lsig', 'pqsig'] as const
export const ADDRESS_ROLES = ['sender', 'receiver', 'freeze-target'] as const
export const ACCOUNT_EXCLUDES = ['all', 'assets', 'created-assets', 'apps-local-state', 'created-apps', 'none'] as const

const int = (name: string, description: string) => query(name, 'integer', { description })
/** A boolean query parameter. */
export const boolQuery = (name: string, description: string) => query(name, 'boolean', { description })

const limit = int('limit', 'maximum results; more pages may exist even when not reached')
const next = query('next', 'token', { description: 'next-token from the previous results' })
/** limit and next: the indexer's paging. */
export const pageParams = [limit, next]
export const includeAll = boolQuery('include-all', 'include deleted assets, applications and closed accounts')
export const round = int('round', 'answer as of this round')
export const currencyGt = int(
  'currency-greater-than',
  'amount strictly above (native currency unless asset-id is given)',
)
export const currencyLt = int('currency-less-than', 'amount strictly below (native currency unless asset-id is given)')
export const exclude = query('exclude', 'string', {
  array: true,
  comma: true,
  enum: ACCOUNT_EXCLUDES,
  description: 'parts of the account to leave out',
})
export const address = query('address', 'ledger-address', {
  description: 'transactions holding this address in any field',
})
export const addressRole = queryEnum('address-role', ADDRESS_ROLES, { description: 'role the address must play' })
export const excludeCloseTo = boolQuery('exclude-close-to', 'do not count close-to fields as receivers')
export const rekeyTo = boolQuery('rekey-to', 'only transactions holding a rekey-to field')
export const minRound = int('min-round', 'include results at or after this round')
export const maxRound = int('max-round', 'include results at or before this round')
export const beforeTime = query('before-time', 'date-time', { description: 'RFC 3339; results before this time' })
export const afterTime = query('after-time', 'date-time', { description: 'RFC 3339; results after this time' })
export const applicationIdQ = int('application-id', 'application ID')
export const assetIdQ = int('asset-id', 'asset ID')
export const accountId = path('account-id', 'ledger-address', { description: 'account address' })
export const applicationId = path('application-id', 'integer', { description: 'application ID' })
export const assetId = path('asset-id', 'integer', { description: 'asset ID' })

/**
 * The gateway's shared "transaction search parameters" (the rows add address, address-role, exclude-close-to,
 * rekey-to and application-id themselves, as upstream does). `omit` drops a name the path already carries.
 */
export function transactionSearchParams(omit: readonly string[] = []): ParamSpec[] {
  const all = [
    ...pageParams,
    query('note-prefix', 'bytes', { description: 'base64 prefix the note must start with' }),
    queryEnum('tx-type', TX_TYPES),
    queryEnum('sig-type', SIG_TYPES, {
      description: 'sig standard, msig multisig, lsig logic signature, pqsig post-quantum (3.10.0)',
    }),
    query('txid', 'ledger-txid', { description: 'transaction ID' }),
    // algorand/indexer api/handlers.go validateTransactionFilter: "cannot specify round and min-round/max-round".
    { ...round, exclusiveWith: ['min-round', 'max-round'] },
    minRound,
    maxRound,
    assetIdQ,
    beforeTime,
    afterTime,
    currencyGt,
    currencyLt,
  ]
  return all.filter((p) => !omit.includes(p.name))
}

export const creator = query('creator', 'ledger-address', { description: 'creator address' })
