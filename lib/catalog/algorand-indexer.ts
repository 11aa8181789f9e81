import {
  accountId,
  address,
  addressRole,
  afterTime,
  applicationId,
  applicationIdQ,
  assetId,
  assetIdQ,
  beforeTime,
  boolQuery,
  creator,
  currencyGt,
  currencyLt,
  exclude,
  excludeCloseTo,
  includeAll,
  maxRound,
  minRound,
  pageParams,
  rekeyTo,
  round,
  transactionSearchParams,
} from './indexer-params'
import { path, query } from './params'
import { sectionRow, type RowExtra } from './section-row'
import type { CacheClass, OperationInput, ParamSpec } from './types'

/** The indexer's enums, also read by the ledger tools. */
export { ACCOUNT_EXCLUDES, ADDRESS_ROLES, SIG_TYPES, TX_TYPES } from './indexer-params'

const UPSTREAM = 'indexer 3.10.0 reference'

/** Every indexer operation is a GET. */
const gets =
  (row: ReturnType<typeof sectionRow>) =>
  (id: string, p: string, group: string, summary: string, params: ParamSpec[], cache: CacheClass, extra?: RowExtra) =>
    row(id, 'GET', p, group, summary, params, cache, extra)
const tabled = gets(sectionRow('indexer', '002 §4.2'))
const upstream = gets(sectionRow('indexer', UPSTREAM, true))

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
      ...pageParams,
      currencyGt,
      currencyLt,
      includeAll,
      exclude,
      query('auth-addr', 'ledger-address', { description: 'accounts rekeyed to this address' }),
      round,
      applicationIdQ,
      {
        ...boolQuery('online-only', 'only accounts online for consensus (upstream)'),
        // algorand/indexer api/handlers.go SearchForAccounts: "simultaneously rewinding and searching for online
        // accounts is not supported", "simultaneously searching for online and deleted accounts is not supported".
        exclusiveWith: ['round', 'include-all'],
      },
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
      ...pageParams,
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
      boolQuery('header-only', 'no transactions when true'),
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

const accountList = (id: string, suffix: string, summary: string, filter: ParamSpec) =>
  upstream(
    `accounts.${id}`,
    `/v2/accounts/{account-id}/${suffix}`,
    'accounts',
    summary,
    [accountId, filter, includeAll, ...pageParams],
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
      ...pageParams,
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
    [assetId, includeAll, ...pageParams, currencyGt, currencyLt],
    'head',
    paged,
  ),
  upstream(
    'applications.search',
    '/v2/applications',
    'applications',
    'Search applications',
    [applicationIdQ, creator, includeAll, ...pageParams],
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
      ...pageParams,
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
      ...pageParams,
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
