import { SimulateRequest } from './bodies/node'
import { path, query, queryEnum } from './params'
import { sectionRow } from './section-row'
import type { OperationInput } from './types'

const UPSTREAM = 'algod 5.0.0'

const tabled = sectionRow('node', '002 §4.1')
const upstream = sectionRow('node', UPSTREAM, true)

const address = path('address', 'ledger-address', { description: 'account public key' })
const applicationId = path('application-id', 'integer', { description: 'application ID' })
const assetId = path('asset-id', 'integer', { description: 'asset ID' })
const round = path('round', 'integer', { description: 'round number' })
const format = queryEnum('format', ['json', 'msgpack'], { description: 'response encoding, json by default' })
const skipPq = query('skip-pq-address-check', 'boolean', {
  description: 'skip post-quantum address checks (node 5.0.0); any value but true or false is rejected',
})
const limit = query('limit', 'integer', { description: 'maximum results per page' })
const next = query('next', 'token', { description: 'next-token of the previous page' })
const max = query('max', 'integer', { description: 'truncate to this many transactions; 0 returns all' })
const submit = { bodyFormat: 'binary', flags: { write: true } } as const

/** The node operations changed between 4.7.4 and 5.0.0, and the one removed. */
const changed: OperationInput[] = [
  tabled(
    'accounts.get',
    'GET',
    '/v2/accounts/{address}',
    'accounts',
    'Account information',
    [
      address,
      format,
      queryEnum('exclude', ['all', 'none'], {
        description: 'all excludes asset holdings, application local state, created assets and created applications',
      }),
    ],
    'head',
  ),
  tabled(
    'accounts.application',
    'GET',
    '/v2/accounts/{address}/applications/{application-id}',
    'accounts',
    'Local and global state of an account for an application',
    [address, applicationId, format],
    'head',
  ),
  tabled(
    'applications.get',
    'GET',
    '/v2/applications/{application-id}',
    'applications',
    'Application information',
    [applicationId],
    'head',
  ),
  tabled(
    'transactions.broadcast',
    'POST',
    '/v2/transactions',
    'transactions',
    'Broadcast a signed transaction or group (x-binary)',
    [skipPq],
    'none',
    submit,
  ),
  tabled(
    'transactions.broadcastAsync',
    'POST',
    '/v2/transactions/async',
    'transactions',
    'Fast-track broadcast for development: few checks, no detailed errors',
    [skipPq],
    'none',
    submit,
  ),
  tabled(
    'transactions.simulate',
    'POST',
    '/v2/transactions/simulate',
    'transactions',
    'Simulate transaction groups',
    [format],
    'none',
    {
      body: SimulateRequest,
      bodyFormat: 'json-or-msgpack',
    },
  ),
  // The gateway's table names it /v2/prog/dryrun; the real removed path was /v2/teal/dryrun. Kept with no
  // gateway so a 404 on it can be explained.
  tabled('prog.dryrun', 'POST', '/v2/prog/dryrun', 'transactions', 'Program dry-run (removed)', [], 'none', {
    columns: [],
    flags: { removed: 'removed in node 5.0.0: use POST /v2/transactions/simulate' },
  }),
]

/** Full-reference operations (algod 5.0.0 spec) that an explorer's block, transaction and account pages read. */
const reference: OperationInput[] = [
  upstream('status', 'GET', '/v2/status', 'node', 'Node status: last round, catchup, consensus versions', [], 'head'),
  // A long poll: it answers once the round after {round} exists, so caching it would break waiting.
  upstream(
    'status.waitForBlockAfter',
    'GET',
    '/v2/status/wait-for-block-after/{round}',
    'node',
    'Wait for the block after a round, then node status',
    [round],
    'none',
    { flags: { longPoll: true } },
  ),
  upstream(
    'blocks.get',
    'GET',
    '/v2/blocks/{round}',
    'blocks',
    'Block by round',
    [round, query('header-only', 'boolean', { description: 'only the block header' }), format],
    'immutable',
  ),
  upstream('blocks.hash', 'GET', '/v2/blocks/{round}/hash', 'blocks', 'Block hash of a round', [round], 'immutable'),
  upstream(
    'blocks.txids',
    'GET',
    '/v2/blocks/{round}/txids',
    'blocks',
    'Top-level transaction IDs of a block',
    [round],
    'immutable',
  ),
  upstream('ledger.supply', 'GET', '/v2/ledger/supply', 'ledger', 'Current supply: total and online money', [], 'head'),
  upstream(
    'transactions.params',
    'GET',
    '/v2/transactions/params',
    'transactions',
    'Suggested transaction parameters',
    [],
    'head',
  ),
  upstream(
    'transactions.pending.list',
    'GET',
    '/v2/transactions/pending',
    'transactions',
    'Pending transactions in the pool',
    [max, format],
    'head',
  ),
  // Pending until confirmed, then it carries the confirmed round: it follows the head.
  upstream(
    'transactions.pending.get',
    'GET',
    '/v2/transactions/pending/{txid}',
    'transactions',
    'Pending (or recently confirmed) transaction by ID',
    [path('txid', 'ledger-txid', { description: 'transaction ID' }), format],
    'head',
  ),
  upstream(
    'accounts.pendingTransactions',
    'GET',
    '/v2/accounts/{address}/transactions/pending',
    'accounts',
    'Pending transactions of an account',
    [address, max, format],
    'head',
  ),
  upstream(
    'accounts.assets',
    'GET',
    '/v2/accounts/{address}/assets',
    'accounts',
    'Asset holdings of an account',
    [address, limit, next],
    'head',
    {
      pagination: 'indexer',
    },
  ),
  upstream(
    'accounts.asset',
    'GET',
    '/v2/accounts/{address}/assets/{asset-id}',
    'accounts',
    'One asset holding of an account',
    [address, assetId, format],
    'head',
  ),
  upstream('assets.get', 'GET', '/v2/assets/{asset-id}', 'assets', 'Asset parameters', [assetId], 'head'),
  upstream(
    'applications.boxes',
    'GET',
    '/v2/applications/{application-id}/boxes',
    'applications',
    'Box names (and values) of an application',
    [
      applicationId,
      max,
      limit,
      next,
      query('prefix', 'string', { description: "box-name prefix in goal's encoding:value form" }),
      // Comma-separated upstream; an unknown value is ignored, so no enum check here.
      query('include', 'string', { array: true, comma: true, description: 'values: include box values' }),
      query('round', 'integer', { description: 'answer as of this round (within the node lookback)' }),
    ],
    'head',
    { pagination: 'indexer', immutableWith: 'round' },
  ),
  upstream(
    'applications.box',
    'GET',
    '/v2/applications/{application-id}/box',
    'applications',
    'One box of an application',
    [
      applicationId,
      query('name', 'string', {
        required: true,
        description: "box name in goal's encoding:value form (b64:…, str:…, int:…, addr:…)",
      }),
    ],
    'head',
  ),
  upstream('health', 'GET', '/health', 'node', 'Liveness check', [], 'none', { flags: { emptySuccess: true } }),
  upstream('ready', 'GET', '/ready', 'node', 'Readiness: caught up and serving', [], 'none', {
    flags: { emptySuccess: true },
  }),
  upstream('versions', 'GET', '/versions', 'node', 'Node versions, genesis ID and hash', [], 'params'),
  upstream('genesis', 'GET', '/genesis', 'node', 'Genesis file', [], 'immutable'),
]

export const nodeOperations: OperationInput[] = [...changed, ...reference]
