import { encodeLedgerAddress } from '@/lib/format/address'
import { CATALOG, templateSegments, type Operation } from '../index'
import { vmOperations } from '../vm'
import { shardedOperations } from '../sharded'
import { supplyOperations } from '../supply'
import { nodeOperations } from '../algorand-node'
import { indexerOperations } from '../algorand-indexer'
import { kmdOperations } from '../kmd'
import { rowKey } from './row-key'

/** The ledger gateways' catalog rows and their source tables, shared by the ledgers.*.test.ts files. */
export const LEDGER_A = encodeLedgerAddress(new Uint8Array(32).fill(1))
export const LEDGER_B = encodeLedgerAddress(new Uint8Array(32).fill(2))

export const LEDGER_IDS = new Set(
  [vmOperations, shardedOperations, supplyOperations, nodeOperations, indexerOperations, kmdOperations]
    .flat()
    .map((o) => o.id),
)
export const ledgerOps = CATALOG.filter((op) => LEDGER_IDS.has(op.id))
export const keysOf = (ops: readonly Operation[]) => ops.map(rowKey).sort()
export const bySource = (source: string) => ledgerOps.filter((op) => op.source === source)
export const op = (id: string) => {
  const found = ledgerOps.find((o) => o.id === id)
  if (!found) throw new Error(`no ${id}`)
  return found
}
export const seg = (p: string) => templateSegments(p)

/** The ledger gateways' operation tables (keyed by the catalog's `source`), transcribed row by row (method and path only). */
export const LEDGER_TABLES = {
  '001 §4.1': [
    'GET /accounts/{address}',
    'POST /accounts/{address}',
    'POST /accounts/*',
    'POST /accounts',
    'GET /accounts/{address}/code',
    'GET /accounts/{address}/storage/{key}',
    'GET /transactions/{id}',
    'GET /transactions/{id}/receipt',
    'POST /transactions',
    'GET /blocks/{revision}',
    'POST /logs/event',
    'POST /logs/transfer',
    'POST /logs/events',
    'POST /logs/transfers',
    'POST /events',
    'POST /transfers',
    'GET /node/network/peers',
    'GET /node/consensus/committee',
    'GET /subscriptions/block',
    'GET /subscriptions/event',
    'GET /subscriptions/transfer',
    'GET /subscriptions/beat',
    'POST /debug/tracers',
  ],
  '001 §4.2': [
    'GET /about',
    'GET /about/nodes-versions',
    'GET /address/{address}',
    'GET /address/{address}/balance',
    'GET /address/{address}/nonce',
    'GET /address/{address}/username',
    'GET /address/{address}/shard',
    'GET /address/{address}/key/{key}',
    'GET /address/{address}/tokenstd',
    'GET /address/{address}/tokenstd/{tokenIdentifier}',
    'GET /network/config',
    'GET /network/economics',
    'POST /transaction/send',
    'GET /transaction/{txhash}',
    'GET /transaction/{txhash}/status',
    'GET /block/{shard}/by-nonce/{nonce}',
    'GET /hyperblock/by-nonce/{nonce}',
    'POST /vm-values/query',
  ],
  '001 §4.3': [
    'GET /vesting/circulatingsupply',
    'GET /vesting/totalsupply',
    'GET /vesting/circulatingsupplytokenb',
    'GET /vesting/totalsupplytokenb',
    'GET /vesting/circulatingsupplytokenc',
    'GET /vesting/circulatingsupplytokend',
    'GET /vesting/totalsupplytokend',
  ],
  // The six rows of the table plus the removed dry-run named above it.
  '002 §4.1': [
    'GET /v2/accounts/{address}',
    'GET /v2/accounts/{address}/applications/{application-id}',
    'GET /v2/applications/{application-id}',
    'POST /v2/transactions',
    'POST /v2/transactions/async',
    'POST /v2/transactions/simulate',
    'POST /v2/prog/dryrun',
  ],
  '002 §4.2': [
    'GET /v2/accounts',
    'GET /v2/accounts/{account-id}',
    'GET /v2/accounts/{account-id}/transactions',
    'GET /v2/applications/{application-id}/boxes',
    'GET /v2/assets/{asset-id}/transactions',
    'GET /v2/blocks/{round-number}',
    'GET /v2/transactions',
    'GET /v2/transactions/{txid}',
  ],
  '002 §4.3': [
    'GET /swagger.json',
    'GET /versions',
    'POST /v1/key',
    'POST /v1/key/export',
    'POST /v1/key/import',
    'POST /v1/key/list',
    'POST /v1/master-key/export',
    'POST /v1/multisig/export',
    'POST /v1/multisig/import',
    'POST /v1/multisig/list',
    'POST /v1/multisig/sign',
    'POST /v1/multisig/signprogram',
    'POST /v1/program/sign',
    'POST /v1/transaction/sign',
    'POST /v1/wallet',
    'POST /v1/wallet/info',
    'POST /v1/wallet/init',
    'POST /v1/wallet/release',
    'POST /v1/wallet/rename',
    'POST /v1/wallet/renew',
    'GET /v1/wallets',
  ],
} as const

/** Operations of the full upstream references that the gateways' tables leave unshown (flags.upstreamPath). */
export const LEDGER_UPSTREAM: Record<'node' | 'indexer' | 'kmd' | 'sharded', string[]> = {
  node: [
    'GET /v2/status',
    'GET /v2/status/wait-for-block-after/{round}',
    'GET /v2/blocks/{round}',
    'GET /v2/blocks/{round}/hash',
    'GET /v2/blocks/{round}/txids',
    'GET /v2/ledger/supply',
    'GET /v2/transactions/params',
    'GET /v2/transactions/pending',
    'GET /v2/transactions/pending/{txid}',
    'GET /v2/accounts/{address}/transactions/pending',
    'GET /v2/accounts/{address}/assets',
    'GET /v2/accounts/{address}/assets/{asset-id}',
    'GET /v2/assets/{asset-id}',
    'GET /v2/applications/{application-id}/boxes',
    'GET /v2/applications/{application-id}/box',
    'GET /health',
    'GET /ready',
    'GET /versions',
    'GET /genesis',
  ],
  indexer: [
    'GET /health',
    'GET /v2/assets',
    'GET /v2/assets/{asset-id}',
    'GET /v2/assets/{asset-id}/balances',
    'GET /v2/applications',
    'GET /v2/applications/{application-id}',
    'GET /v2/applications/{application-id}/box',
    'GET /v2/applications/{application-id}/logs',
    'GET /v2/accounts/{account-id}/assets',
    'GET /v2/accounts/{account-id}/created-assets',
    'GET /v2/accounts/{account-id}/apps-local-state',
    'GET /v2/accounts/{account-id}/created-applications',
    'GET /v2/block-headers',
  ],
  kmd: ['DELETE /v1/key', 'DELETE /v1/multisig'],
  sharded: [
    'GET /address/{address}/nft/{tokenIdentifier}/nonce/{nonce}',
    'GET /network/status/{shard}',
    'GET /network/tokenstd/supply/{token}',
    'GET /transaction/{txhash}/process-status',
    'POST /transaction/cost',
    'POST /transaction/simulate',
  ],
}
