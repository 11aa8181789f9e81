/**
 * Adapter registry: panels name their adapter by id (a plain string crosses the server→client boundary, a
 * function cannot). Add an adapter here to make it available to <GatewayPanel adapter="…" />.
 */
import type { Adapter } from './view'
import { listAdapter, rawAdapter, recordAdapter } from './common'
import { headAdapter } from './head'
import { cosmosBlock, cosmosBlockTxHashes, cosmosBlockTxs, cosmosBlockTxsHeader } from './cosmos/block'
import { cosmosTxEvents, cosmosTxMessages, cosmosTxSummary } from './cosmos/tx'
import { cosmosAccount, cosmosAllowances, cosmosBalances, cosmosGrants } from './cosmos/account'
import * as ledger from './ledger/adapters'
import * as vm from './vm/adapters'
import * as sharded from './sharded/adapters'
import { IBC_ADAPTERS } from '@/lib/ibc/adapters'

export const ADAPTERS = {
  raw: rawAdapter,
  record: recordAdapter,
  list: listAdapter,
  head: headAdapter,
  'cosmos.block': cosmosBlock,
  'cosmos.blockTxHashes': cosmosBlockTxHashes,
  'cosmos.blockTxsHeader': cosmosBlockTxsHeader,
  'cosmos.blockTxs': cosmosBlockTxs,
  'cosmos.txSummary': cosmosTxSummary,
  'cosmos.txMessages': cosmosTxMessages,
  'cosmos.txEvents': cosmosTxEvents,
  'cosmos.account': cosmosAccount,
  'cosmos.balances': cosmosBalances,
  'cosmos.grants': cosmosGrants,
  'cosmos.allowances': cosmosAllowances,
  'ledger.blockHeader': ledger.ledgerBlockHeader,
  'ledger.blockTxs': ledger.ledgerBlockTxs,
  'ledger.txSummary': ledger.ledgerTxSummary,
  'ledger.txList': ledger.ledgerTxList_,
  'ledger.account': ledger.ledgerAccountSummary,
  'ledger.assets': ledger.ledgerAccountAssets,
  'ledger.apps': ledger.ledgerAccountApps,
  'vm.blockHeader': vm.vmBlockHeader,
  'vm.blockTxs': vm.vmBlockTxs,
  'vm.txSummary': vm.vmTxSummary,
  'vm.txClauses': vm.vmTxClauses,
  'vm.receipt': vm.vmReceipt,
  'vm.receiptLogs': vm.vmReceiptLogs,
  'vm.account': vm.vmAccount,
  'vm.code': vm.vmCode,
  'vm.list': vm.vmList,
  'sharded.hyperblock': sharded.shardedHyperblock,
  'sharded.hyperblockShards': sharded.shardedHyperblockShards,
  'sharded.hyperblockTxs': sharded.shardedHyperblockTxs,
  'sharded.block': sharded.shardedBlock,
  'sharded.blockTxs': sharded.shardedBlockTxs,
  'sharded.txSummary': sharded.shardedTxSummary,
  'sharded.txResults': sharded.shardedTxResults,
  'sharded.txLogs': sharded.shardedTxLogs,
  'sharded.account': sharded.shardedAccount,
  'sharded.shard': sharded.shardedShard,
  'sharded.tokens': sharded.shardedTokens,
  'sharded.record': sharded.shardedRecord,
  'sharded.head': sharded.shardedHead,
  ...IBC_ADAPTERS,
} satisfies Record<string, Adapter>

export type AdapterId = keyof typeof ADAPTERS
