/**
 * Adapter registry: panels name their adapter by id (a plain string crosses the server→client boundary, a
 * function cannot). Add an adapter here to make it available to <GatewayPanel adapter="…" />.
 */
import type { Adapter } from './view'
import { listAdapter, rawAdapter, recordAdapter } from './common'
import { cosmosBlock, cosmosBlockTxHashes, cosmosBlockTxs, cosmosBlockTxsHeader } from './cosmos/block'
import { cosmosTxEvents, cosmosTxMessages, cosmosTxSummary } from './cosmos/tx'
import { cosmosAccount, cosmosAllowances, cosmosBalances, cosmosGrants } from './cosmos/account'

export const ADAPTERS = {
  raw: rawAdapter,
  record: recordAdapter,
  list: listAdapter,
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
} satisfies Record<string, Adapter>

export type AdapterId = keyof typeof ADAPTERS
