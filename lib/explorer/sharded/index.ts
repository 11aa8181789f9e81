/** Sharded ledger adapters, loaded only by sharded pages. */
import type { Adapter } from '../view'
import * as account from './account'
import * as blocks from './blocks'
import * as item from './item'
import * as token from './token'
import * as tx from './tx'

export const shardedAdapters = {
  'sharded.hyperblock': blocks.shardedHyperblock,
  'sharded.hyperblockShards': blocks.shardedHyperblockShards,
  'sharded.hyperblockTxs': blocks.shardedHyperblockTxs,
  'sharded.block': blocks.shardedBlock,
  'sharded.blockTxs': blocks.shardedBlockTxs,
  'sharded.txSummary': tx.shardedTxSummary,
  'sharded.txResults': tx.shardedTxResults,
  'sharded.txLogs': tx.shardedTxLogs,
  'sharded.account': account.shardedAccount,
  'sharded.shard': account.shardedShard,
  'sharded.tokens': account.shardedTokens,
  'sharded.record': account.shardedRecord,
  'sharded.head': account.shardedHead,
  'sharded.token': token.shardedToken,
  'sharded.tokenSupply': token.shardedTokenSupply,
  'sharded.tokenRoles': token.shardedTokenRoles,
  'sharded.nftItem': item.shardedNftItem,
} satisfies Record<string, Adapter>
