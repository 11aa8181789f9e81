import * as B from './bodies/sharded'
import { path, query } from './params'
import type { CacheClass, OperationInput, ParamSpec } from './types'

const row = (
  id: string,
  method: 'GET' | 'POST',
  p: string,
  group: string,
  summary: string,
  params: ParamSpec[],
  cache: CacheClass,
  extra: Partial<OperationInput> = {},
): OperationInput => ({
  id: `sharded.${id}`,
  kind: 'sharded',
  method,
  path: p,
  group,
  summary,
  params,
  cache,
  source: '001 §4.2',
  ...(method === 'POST' ? { bodyFormat: 'json' as const } : {}),
  ...extra,
})

/** Rows the gateway's table leaves out but the real proxy serves and sdk-core's ProxyNetworkProvider calls. */
const UPSTREAM = 'mx-chain-proxy-go v1.3.4'
const upstream = (extra: Partial<OperationInput> = {}): Partial<OperationInput> => ({
  source: UPSTREAM,
  ...extra,
  flags: { ...extra.flags, upstreamPath: true },
})

const address = path('address', 'bech32', { description: 'bech32 address' })
// mx-chain-proxy-go answers 500 "the specified shard ID does not exist in proxy's configuration" for a shard it
// has no observers for: the proxy lets through only the network's shards and the metachain.
const shard = path('shard', 'integer', {
  networkBound: 'shard',
  description: 'shard ID: 0 to the shard count − 1, or 4294967295 (the metachain)',
})
const txhash = path('txhash', 'hash', { description: 'transaction hash' })
// Upstream query flags the gateway's table leaves out; an explorer's transaction and block pages need them.
const sender = query('sender', 'bech32', { description: 'sender address: routes the lookup to its shard (upstream)' })
const withResults = query('withResults', 'boolean', {
  description: 'include smart-contract results and logs (upstream)',
})

/** Every operation of the sharded ledger gateway. `tokenstd` is the upstream `esdt` (gateway alias). */
export const shardedOperations: OperationInput[] = [
  row('about', 'GET', '/about', 'network', 'Proxy version and commit hash', [], 'params'),
  row(
    'about.nodesVersions',
    'GET',
    '/about/nodes-versions',
    'network',
    'App versions of the nodes behind the proxy',
    [],
    'params',
  ),
  row('address.get', 'GET', '/address/{address}', 'address', 'Account of an address', [address], 'head'),
  row('address.balance', 'GET', '/address/{address}/balance', 'address', 'Balance as a string', [address], 'head'),
  row('address.nonce', 'GET', '/address/{address}/nonce', 'address', 'Nonce of an address', [address], 'head'),
  row('address.username', 'GET', '/address/{address}/username', 'address', 'Username of an address', [address], 'head'),
  row('address.shard', 'GET', '/address/{address}/shard', 'address', 'Shard ID of an address', [address], 'head'),
  row(
    'address.key',
    'GET',
    '/address/{address}/key/{key}',
    'address',
    'Storage value under a key',
    [address, path('key', 'hex', { description: 'storage key (hex)' })],
    'head',
  ),
  row(
    'address.tokens',
    'GET',
    '/address/{address}/tokenstd',
    'address',
    'Fungible tokens the address interacted with',
    [address],
    'head',
  ),
  row(
    'address.token',
    'GET',
    '/address/{address}/tokenstd/{tokenIdentifier}',
    'address',
    'One fungible token of an address',
    [address, path('tokenIdentifier', 'string', { description: 'token identifier' })],
    'head',
  ),
  // An NFT, SFT or meta-token item as one account holds it (metadata, balance): sdk-core's
  // ProxyNetworkProvider.getNonFungibleTokenOfAccount; token pages read an item through it.
  row(
    'address.nft',
    'GET',
    '/address/{address}/nft/{tokenIdentifier}/nonce/{nonce}',
    'address',
    'One NFT, SFT or meta-token item of an address, with its metadata',
    [
      address,
      path('tokenIdentifier', 'string', { description: 'collection identifier (TICKER-abcdef)' }),
      path('nonce', 'integer', { description: 'item nonce' }),
    ],
    'head',
    upstream(),
  ),
  row('network.config', 'GET', '/network/config', 'network', 'Network configuration', [], 'params'),
  row(
    'network.status',
    'GET',
    '/network/status/{shard}',
    'network',
    'Status metrics of one shard (nonce, round, epoch)',
    [shard],
    'head',
    upstream(),
  ),
  // The supply of a fungible token the proxy sums over the shards (sdk clients and token pages read it).
  row(
    'network.esdtSupply',
    'GET',
    '/network/tokenstd/supply/{token}',
    'network',
    'Supply, minted and burnt amounts of a fungible token',
    [path('token', 'string', { description: 'token identifier (TICKER-abcdef)' })],
    'head',
    upstream(),
  ),
  row('network.economics', 'GET', '/network/economics', 'network', 'Economics metrics of the last epoch', [], 'head'),
  row('transaction.send', 'POST', '/transaction/send', 'transaction', 'Send a signed transaction', [], 'none', {
    body: B.SendTransaction,
    flags: { write: true },
  }),
  row(
    'transaction.get',
    'GET',
    '/transaction/{txhash}',
    'transaction',
    'Transaction by hash',
    [txhash, sender, withResults],
    'immutable',
  ),
  // The status moves from pending to final, so it follows the head.
  row(
    'transaction.status',
    'GET',
    '/transaction/{txhash}/status',
    'transaction',
    'Status of a transaction',
    [txhash, sender],
    'head',
  ),
  // The processing status weighs smart-contract results and log events (completedTxEvent, signalError).
  row(
    'transaction.processStatus',
    'GET',
    '/transaction/{txhash}/process-status',
    'transaction',
    'Processing status of a transaction, its results considered',
    [txhash],
    'head',
    upstream(),
  ),
  row(
    'transaction.cost',
    'POST',
    '/transaction/cost',
    'transaction',
    'Gas units a transaction would consume',
    [],
    'none',
    upstream({ body: B.UnsignedTransaction }),
  ),
  row(
    'transaction.simulate',
    'POST',
    '/transaction/simulate',
    'transaction',
    'Execute a transaction without committing it',
    [query('checkSignature', 'boolean', { description: 'verify the signature (default true)' })],
    'none',
    upstream({ body: B.UnsignedTransaction }),
  ),
  row(
    'block.byNonce',
    'GET',
    '/block/{shard}/by-nonce/{nonce}',
    'block',
    'Shard block by nonce',
    [
      shard,
      path('nonce', 'integer', { description: 'block nonce' }),
      query('withTxs', 'boolean', { description: 'include transactions (upstream)' }),
      query('withLogs', 'boolean', { description: 'include logs (upstream)' }),
    ],
    'immutable',
  ),
  row(
    'hyperblock.byNonce',
    'GET',
    '/hyperblock/by-nonce/{nonce}',
    'block',
    'Hyperblock by nonce',
    [path('nonce', 'integer', { description: 'metachain block nonce' })],
    'immutable',
  ),
  row(
    'vmValues.query',
    'POST',
    '/vm-values/query',
    'vm-values',
    'Smart-contract view query (result and altered accounts)',
    [],
    'none',
    {
      body: B.VmValuesQuery,
    },
  ),
]
