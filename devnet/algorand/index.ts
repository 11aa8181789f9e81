import { join } from 'node:path'
import { gatewayDef } from '@/lib/networks'
import type { GatewayId } from '@/lib/catalog/types'
import type { DevnetContext, GatewayFactory, GatewayModule } from '../types'
import { createIndexerModule } from './indexer/handlers'
import { createKmdModule } from './kmd/handlers'
import { DEFAULT_HISTORY_ROUNDS } from './ledger/constants'
import { Ledger } from './ledger/ledger'
import { createNodeModule } from './node/handlers'

/** One ledger per devnet context: the node, its indexer and kmd's default wallet all see the same chain. */
const ledgers = new WeakMap<DevnetContext, Ledger>()

export function ledgerOf(ctx: DevnetContext): Ledger {
  let l = ledgers.get(ctx)
  if (!l) {
    const rounds = ctx.env.DEVNET_LEDGER_ROUNDS
    const history = rounds && /^\d+$/.test(rounds) ? Number(rounds) : DEFAULT_HISTORY_ROUNDS
    // Resuming devnet's epoch: the same genesis, the rounds wall time added since, and the journaled submissions,
    // so a restart serves every round it served before unchanged. A new chain (no epoch) has nothing to resume.
    l = new Ledger({
      seed: ctx.seed,
      blockMs: ctx.blockMs,
      now: ctx.now,
      historyRounds: history,
      ...(ctx.epoch !== undefined && { epoch: ctx.epoch, journalFile: join(ctx.dataDir, 'ledger', 'submitted.jsonl') }),
    })
    ledgers.set(ctx, l)
  }
  return l
}

export const createGateway: GatewayFactory = async (ctx: DevnetContext, id: GatewayId): Promise<GatewayModule> => {
  const ledger = ledgerOf(ctx)
  switch (gatewayDef(id).kind) {
    case 'node':
      return createNodeModule(ledger)
    case 'indexer':
      return createIndexerModule(ledger)
    case 'kmd':
      return createKmdModule(ctx, ledger)
    default:
      throw new Error(`devnet/algorand serves node, indexer and kmd, not ${id}`)
  }
}
