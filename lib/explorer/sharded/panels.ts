/** Sharded ledger pages: hyperblocks (or one shard's block with ?shard=), transactions with results, addresses. */
import type { CallInput } from '@/lib/client/resolve'
import { primaryGateway, type NetworkId } from '@/lib/networks'
import { panel, type PageDefs } from '../panels'

export function shardedBlockPage(network: NetworkId, nonce: string, shard?: string): PageDefs {
  const g = primaryGateway(network)
  if (shard !== undefined) {
    const call: CallInput = { gateway: g, opId: 'sharded.block.byNonce', path: { shard, nonce } }
    return {
      panels: [
        panel('block', 'Shard block', call, 'sharded.block'),
        panel('txs', 'Transactions', call, 'sharded.blockTxs', { wide: true }),
      ],
    }
  }
  const call: CallInput = { gateway: g, opId: 'sharded.hyperblock.byNonce', path: { nonce } }
  return {
    panels: [
      panel('block', 'Hyperblock', call, 'sharded.hyperblock'),
      panel('shards', 'Shard blocks', call, 'sharded.hyperblockShards'),
      panel('txs', 'Transactions', call, 'sharded.hyperblockTxs', { wide: true }),
    ],
  }
}

export function shardedTxPage(network: NetworkId, hash: string): PageDefs {
  const g = primaryGateway(network)
  const call: CallInput = {
    gateway: g,
    opId: 'sharded.transaction.get',
    path: { txhash: hash },
    query: { withResults: 'true' },
  }
  return {
    panels: [
      panel('tx', 'Transaction', call, 'sharded.txSummary', { wide: true }),
      panel('results', 'Smart-contract results', call, 'sharded.txResults', { wide: true }),
      panel('logs', 'Logs', call, 'sharded.txLogs', { wide: true }),
    ],
  }
}

export const shardedAccountPage = (network: NetworkId, address: string): PageDefs => {
  const g = primaryGateway(network)
  return {
    panels: [
      panel('account', 'Address', { gateway: g, opId: 'sharded.address.get', path: { address } }, 'sharded.account'),
      panel('shard', 'Shard', { gateway: g, opId: 'sharded.address.shard', path: { address } }, 'sharded.shard'),
      panel('tokens', 'Tokens', { gateway: g, opId: 'sharded.address.tokens', path: { address } }, 'sharded.tokens', {
        wide: true,
        extra: { holder: address },
      }),
    ],
  }
}

export const shardedOverview = (network: NetworkId): PageDefs => ({
  panels: [panel('about', 'Gateway', { gateway: primaryGateway(network), opId: 'sharded.about' }, 'sharded.record')],
})
