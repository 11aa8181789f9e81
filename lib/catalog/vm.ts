import * as B from './bodies/vm'
import { path, query, queryEnum } from './params'
import type { OperationInput, ParamSpec } from './types'

type Row = Omit<OperationInput, 'kind' | 'source' | 'id'> & { id: string }

/** Meter's handlers, like Thor's, read the query keys they know and ignore the rest (`?pos=` from the VeChain SDK). */
const row = (r: Row): OperationInput => ({
  ...r,
  id: `vm.${r.id}`,
  kind: 'vm',
  source: '001 §4.1',
  flags: { ...r.flags, ignoresUnknownQuery: true },
})
/** Query params the gateway's table leaves out but the real handler reads (and the VeChain SDK sends). */
const METER = 'meter-pov 1.2.2'
const expanded = query('expanded', 'boolean', {
  description: 'true answers each transaction with its receipt (gas, payer, outputs) instead of its ID',
  upstream: `${METER} api/blocks handleGetBlock`,
})
const pending = query('pending', 'boolean', {
  description: 'true also looks in the pending pool',
  upstream: `${METER} api/transactions handleGetTransactionByID`,
})

const address = path('address', 'hex20', { description: 'account address (bytes20)' })
const revision = query('revision', 'vm-revision', {
  description: 'block number or block ID; the best block when omitted',
})
const head = query('head', 'hex32', { description: 'head block ID; the best block when omitted' })
const txId = path('id', 'hex32', { description: 'transaction ID' })
const order = queryEnum('order', B.LOG_ORDERS, { description: 'log order, asc by default' })
const emitter = query('address', 'hex20', { description: 'event emitter address' })
const pos = query('pos', 'string', { description: 'saved block ID to resume from; the best block ID when omitted' })

const get = (id: string, p: string, group: string, summary: string, params: ParamSpec[], extra: Partial<Row> = {}) =>
  row({ id, method: 'GET', path: p, group, summary, params, cache: 'head', ...extra })
const post = (
  id: string,
  p: string,
  group: string,
  summary: string,
  params: ParamSpec[],
  body: Row['body'],
  extra: Partial<Row> = {},
) => row({ id, method: 'POST', path: p, group, summary, params, body, bodyFormat: 'json', cache: 'none', ...extra })
const subscription = (name: string, summary: string, params: ParamSpec[]) =>
  get(`subscriptions.${name}`, `/subscriptions/${name}`, 'subscriptions', summary, [pos, ...params], {
    cache: 'none',
    flags: { websocket: true },
  })

/** A historical read pinned to a revision never changes; the best-block answer follows the head. */
const pinned = { cache: 'head', immutableWith: 'revision' } as const
const logFilter = { cache: 'head', pagination: 'vm-options' } as const

/** Every operation of the VM ledger gateway, in the order of its published table. */
export const vmOperations: OperationInput[] = [
  get(
    'accounts.get',
    '/accounts/{address}',
    'accounts',
    'Account detail: balance, energy, hasCode',
    [address, revision],
    pinned,
  ),
  post(
    'accounts.call',
    '/accounts/{address}',
    'accounts',
    'Simulate a contract method call',
    [address, revision],
    B.CallData,
  ),
  // `*` is a literal segment for the gateway and upstream alike; the matcher lets it beat {address}.
  post('accounts.batchCall', '/accounts/*', 'accounts', 'Simulate a batch of clauses', [revision], B.BatchCallData),
  post(
    'accounts.deploy',
    '/accounts',
    'accounts',
    'Simulate a contract deployment; answers the runtime bytecodes',
    [revision],
    B.CallData,
  ),
  get(
    'accounts.code',
    '/accounts/{address}/code',
    'accounts',
    'Runtime bytecodes of an account',
    [address, revision],
    pinned,
  ),
  get(
    'accounts.storage',
    '/accounts/{address}/storage/{key}',
    'accounts',
    'Storage value at a position',
    [address, path('key', 'hex32', { description: 'storage position' }), revision],
    pinned,
  ),
  get(
    'transactions.get',
    '/transactions/{id}',
    'transactions',
    'Transaction by ID',
    [txId, query('raw', 'boolean', { description: 'answer the raw transaction' }), head, pending],
    { cache: 'immutable', immutableWith: 'head' },
  ),
  get('transactions.receipt', '/transactions/{id}/receipt', 'transactions', 'Receipt of a transaction', [txId, head], {
    cache: 'immutable',
    immutableWith: 'head',
  }),
  post(
    'transactions.commit',
    '/transactions',
    'transactions',
    'Commit a transaction (raw or structured; unsigned structured answers signingHash)',
    [],
    B.CommitTx,
    {
      flags: { write: true },
    },
  ),
  // The revision is a path value (ID, number or `best`): whether it is below the head is the proxy's call.
  get('blocks.get', '/blocks/{revision}', 'blocks', 'Block by ID, number or best', [
    path('revision', 'vm-revision', { description: 'block ID, block number, best or finalized' }),
    expanded,
  ]),
  post('logs.event', '/logs/event', 'logs', 'Filter event logs', [], B.EventFilter, logFilter),
  post(
    'logs.transfer',
    '/logs/transfer',
    'logs',
    'Filter transfer logs (energy-token transfers)',
    [],
    B.TransferFilter,
    logFilter,
  ),
  post(
    'logs.events',
    '/logs/events',
    'logs',
    'Filter event logs, legacy shape',
    [order, emitter],
    B.EventFilterLegacy,
    logFilter,
  ),
  post(
    'logs.transfers',
    '/logs/transfers',
    'logs',
    'Filter transfer logs, legacy shape (native-token transfers)',
    [order],
    B.TransferFilterLegacy,
    logFilter,
  ),
  post(
    'events',
    '/events',
    'logs',
    'Filter event logs, legacy shape',
    [order, emitter],
    B.EventFilterLegacy,
    logFilter,
  ),
  post(
    'transfers',
    '/transfers',
    'logs',
    'Filter transfer logs, legacy shape',
    [order],
    B.TransferFilterLegacy,
    logFilter,
  ),
  get('node.peers', '/node/network/peers', 'node', 'Connected peers', []),
  get('node.committee', '/node/consensus/committee', 'node', 'Current committee members', []),
  subscription('block', 'WebSocket: new blocks', []),
  subscription('event', 'WebSocket: new events matching the query', [
    query('addr', 'string', { description: 'event emitter address' }),
    ...[0, 1, 2, 3, 4].map((i) => query(`t${i}`, 'string', { description: `topic${i} of the event` })),
  ]),
  subscription('transfer', 'WebSocket: new transfers matching the query', [
    query('txOrigin', 'string', { description: 'signer of the transaction holding the transfer' }),
    query('sender', 'string', { description: 'token sender' }),
    query('recipient', 'string', { description: 'token recipient' }),
  ]),
  subscription('beat', 'WebSocket: beats (new-block summaries with address bloom filters)', []),
  post('debug.tracers', '/debug/tracers', 'debug', 'Create a tracer for a clause', [], B.TracerOption),
]
