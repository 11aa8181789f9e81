import { path, query, queryEnum } from './params'
import { sectionRow, type RowExtra } from './section-row'
import type { CacheClass, OperationInput, ParamSpec } from './types'

const UPSTREAM = 'indexer 3.10.0 reference'

/** Every indexer operation is a GET. */
const gets =
  (row: ReturnType<typeof sectionRow>) =>
  (id: string, p: string, group: string, summary: string, params: ParamSpec[], cache: CacheClass, extra?: RowExtra) =>
    row(id, 'GET', p, group, summary, params, cache, extra)
const tabled = gets(sectionRow('indexer', '002 §4.2'))
const upstream = gets(sectionRow('indexer', UPSTREAM, true))

/** Indexer enums. `hb` (heartbeat) is accepted upstream though the gateway's list predates it. */
export const TX_TYPES = ['pay', 'keyreg', 'acfg', 'axfer', 'afrz', 'appl', 'stpf', 'hb'] as const
export const SIG_TYPES = ['sig', 'msig', 'lsig', 'pqsig'] as const
export const ADDRESS_ROLES = ['sender', 'receiver', 'freeze-target'] as const
export const ACCOUNT_EXCLUDES = ['all', 'assets', 'created-assets', 'apps-local-state', 'created-apps', 'none'] as const

const int = (name: string, description: string) => query(name, 'integer', { description })
const bool = (name: string, description: string) => query(name, 'boolean', { description })

const limit = int('limit', 'maximum results; more pages may exist even when not reached')
const next = query('next', 'token', { description: 'next-token from the previous results' })
const page = [limit, next]
const includeAll = bool('include-all', 'include deleted assets, applications and closed accounts')
const round = int('round', 'answer as of this round')
const currencyGt = int('currency-greater-than', 'amount strictly above (native currency unless asset-id is given)')
const currencyLt = int('currency-less-than', 'amount strictly below (native currency unless asset-id is given)')
const exclude = query('exclude', 'string', {
  array: true,
  comma: true,
  enum: ACCOUNT_EXCLUDES,
  description: 'parts of the account to leave out',
})
const address = query('address', 'ledger-address', { description: 'transactions holding this address in any field' })
const addressRole = queryEnum('address-role', ADDRESS_ROLES, { description: 'role the address must play' })
const excludeCloseTo = bool('exclude-close-to', 'do not count close-to fields as receivers')
const rekeyTo = bool('rekey-to', 'only transactions holding a rekey-to field')
const minRound = int('min-round', 'include results at or after this round')
const maxRound = int('max-round', 'include results at or before this round')
const beforeTime = query('before-time', 'date-time', { description: 'RFC 3339; results before this time' })
const afterTime = query('after-time', 'date-time', { description: 'RFC 3339; results after this time' })
const applicationIdQ = int('application-id', 'application ID')
const assetIdQ = int('asset-id', 'asset ID')
const accountId = path('account-id', 'ledger-address', { description: 'account address' })
const applicationId = path('application-id', 'integer', { description: 'application ID' })
const assetId = path('asset-id', 'integer', { description: 'asset ID' })

/**
 * The gateway's shared "transaction search parameters" (the rows add address, address-role, exclude-close-to,
 * rekey-to and application-id themselves, as upstream does). `omit` drops a name the path already carries.
 */
export function transactionSearchParams(omit: readonly string[] = []): ParamSpec[] {
  const all = [
    ...page,
    query('note-prefix', 'bytes', { description: 'base64 prefix the note must start with' }),
    queryEnum('tx-type', TX_TYPES),
    queryEnum('sig-type', SIG_TYPES, {
      description: 'sig standard, msig multisig, lsig logic signature, pqsig post-quantum (3.10.0)',
    }),
    query('txid', 'ledger-txid', { description: 'transaction ID' }),
    round,
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

const paged = { pagination: 'indexer' } as const

/** The eight indexer operations changed in 3.10.0. */
const changed: OperationInput[] = [
  tabled(
    'accounts.search',
    '/v2/accounts',
    'accounts',
    'Search accounts',
    [
      assetIdQ,
      ...page,
      currencyGt,
      currencyLt,
      includeAll,
      exclude,
      query('auth-addr', 'ledger-address', { description: 'accounts rekeyed to this address' }),
      round,
      applicationIdQ,
      bool('online-only', 'only accounts online for consensus (upstream)'),
    ],
    'head',
    { ...paged, immutableWith: 'round' },
  ),
  tabled(
    'accounts.get',
    '/v2/accounts/{account-id}',
    'accounts',
    'Account by address',
    [accountId, round, includeAll, exclude],
    'head',
    {
      immutableWith: 'round',
    },
  ),
  tabled(
    'accounts.transactions',
    '/v2/accounts/{account-id}/transactions',
    'transactions',
    'Transactions of an account, newest first',
    [accountId, ...transactionSearchParams(), rekeyTo],
    'head',
    paged,
  ),
  tabled(
    'applications.boxes',
    '/v2/applications/{application-id}/boxes',
    'applications',
    'Box names of an application, sorted; values on request',
    [
      applicationId,
      ...page,
      // Comma-separated; the indexer ignores an unknown value and the request succeeds, so no enum check.
      query('include', 'string', { array: true, comma: true, description: 'values: include box values (3.10.0)' }),
    ],
    'head',
    paged,
  ),
  tabled(
    'assets.transactions',
    '/v2/assets/{asset-id}/transactions',
    'transactions',
    'Transactions of an asset, oldest first',
    [assetId, ...transactionSearchParams(['asset-id']), address, addressRole, excludeCloseTo, rekeyTo],
    'head',
    paged,
  ),
  tabled(
    'blocks.get',
    '/v2/blocks/{round-number}',
    'blocks',
    'Block by round',
    [
      path('round-number', 'integer', { description: 'round number' }),
      bool('header-only', 'no transactions when true'),
    ],
    'immutable',
  ),
  tabled(
    'transactions.search',
    '/v2/transactions',
    'transactions',
    'Search transactions, oldest first (newest first with address)',
    [
      ...transactionSearchParams(),
      address,
      addressRole,
      excludeCloseTo,
      rekeyTo,
      applicationIdQ,
      query('group-id', 'bytes', { description: 'base64 group ID (upstream)' }),
    ],
    'head',
    paged,
  ),
  tabled(
    'transactions.get',
    '/v2/transactions/{txid}',
    'transactions',
    'Transaction by ID',
    [path('txid', 'ledger-txid', { description: 'transaction ID' })],
    'immutable',
  ),
]

const creator = query('creator', 'ledger-address', { description: 'creator address' })
const accountList = (id: string, suffix: string, summary: string, filter: ParamSpec) =>
  upstream(
    `accounts.${id}`,
    `/v2/accounts/{account-id}/${suffix}`,
    'accounts',
    summary,
    [accountId, filter, includeAll, ...page],
    'head',
    paged,
  )

/** Full-reference lookups an explorer needs (indexer oas3, main branch after 3.9.0). */
const reference: OperationInput[] = [
  upstream('health', '/health', 'indexer', 'Indexer health: round, migration state, errors', [], 'none'),
  upstream(
    'assets.search',
    '/v2/assets',
    'assets',
    'Search assets',
    [
      includeAll,
      ...page,
      creator,
      query('name', 'string', { description: 'asset name' }),
      query('unit', 'string', { description: 'unit name' }),
      assetIdQ,
    ],
    'head',
    paged,
  ),
  upstream('assets.get', '/v2/assets/{asset-id}', 'assets', 'Asset by ID', [assetId, includeAll], 'head'),
  upstream(
    'assets.balances',
    '/v2/assets/{asset-id}/balances',
    'assets',
    'Holders of an asset',
    [assetId, includeAll, ...page, currencyGt, currencyLt],
    'head',
    paged,
  ),
  upstream(
    'applications.search',
    '/v2/applications',
    'applications',
    'Search applications',
    [applicationIdQ, creator, includeAll, ...page],
    'head',
    paged,
  ),
  upstream(
    'applications.get',
    '/v2/applications/{application-id}',
    'applications',
    'Application by ID',
    [applicationId, includeAll],
    'head',
  ),
  upstream(
    'applications.box',
    '/v2/applications/{application-id}/box',
    'applications',
    'One box of an application',
    [
      applicationId,
      query('name', 'string', { required: true, description: "box name in goal's encoding:value form (b64:…, str:…)" }),
    ],
    'head',
  ),
  upstream(
    'applications.logs',
    '/v2/applications/{application-id}/logs',
    'applications',
    'Logs emitted by an application',
    [
      applicationId,
      ...page,
      query('txid', 'ledger-txid', { description: 'transaction ID' }),
      minRound,
      maxRound,
      query('sender-address', 'ledger-address', { description: 'only calls from this sender' }),
    ],
    'head',
    paged,
  ),
  accountList('assets', 'assets', 'Asset holdings of an account', assetIdQ),
  accountList('createdAssets', 'created-assets', 'Assets created by an account', assetIdQ),
  accountList('appsLocalState', 'apps-local-state', 'Application local states of an account', applicationIdQ),
  accountList('createdApplications', 'created-applications', 'Applications created by an account', applicationIdQ),
  upstream(
    'blockHeaders.search',
    '/v2/block-headers',
    'blocks',
    'Search block headers',
    [
      ...page,
      minRound,
      maxRound,
      beforeTime,
      afterTime,
      query('proposers', 'ledger-address', {
        array: true,
        comma: true,
        description: 'blocks proposed by these accounts',
      }),
      query('expired', 'ledger-address', {
        array: true,
        comma: true,
        description: 'blocks whose participation of these accounts expired',
      }),
      query('absent', 'ledger-address', {
        array: true,
        comma: true,
        description: 'blocks where these accounts were suspended as absent',
      }),
    ],
    'head',
    paged,
  ),
]

export const indexerOperations: OperationInput[] = [...changed, ...reference]
