/** Sharded ledger adapters, loaded only by sharded pages. */
import type { Adapter } from '../view'
import * as sharded from './adapters'
import { shardedTxLogs, shardedTxResults, shardedTxSummary } from './transaction'

export const shardedAdapters = {
  'sharded.hyperblock': sharded.shardedHyperblock,
  'sharded.hyperblockShards': sharded.shardedHyperblockShards,
  'sharded.hyperblockTxs': sharded.shardedHyperblockTxs,
  'sharded.block': sharded.shardedBlock,
  'sharded.blockTxs': sharded.shardedBlockTxs,
  'sharded.txSummary': shardedTxSummary,
  'sharded.txResults': shardedTxResults,
  'sharded.txLogs': shardedTxLogs,
  'sharded.account': sharded.shardedAccount,
  'sharded.shard': sharded.shardedShard,
  'sharded.tokens': sharded.shardedTokens,
  'sharded.record': sharded.shardedRecord,
  'sharded.head': sharded.shardedHead,
} satisfies Record<string, Adapter>
