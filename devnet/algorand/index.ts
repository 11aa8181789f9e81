import { gatewayDef } from '@/lib/networks'
import type { GatewayId } from '@/lib/catalog/types'
import type { DevnetContext, GatewayFactory, GatewayModule } from '../types'
import { createIndexerModule } from './indexer/handlers'
import { createKmdModule } from './kmd/handlers'
import { DEFAULT_HISTORY_ROUNDS, ledgerBlockMs } from './ledger/constants'
import { Ledger } from './ledger/ledger'
import { createNodeModule } from './node/handlers'

/** One ledger per devnet context: the node, its indexer and kmd's default wallet all see the same chain. */
const ledgers = new WeakMap<DevnetContext, Ledger>()

export function ledgerOf(ctx: DevnetContext): Ledger {
  let l = ledgers.get(ctx)
  if (!l) {
    const rounds = ctx.env.DEVNET_LEDGER_ROUNDS
    const history = rounds && /^\d+$/.test(rounds) ? Number(rounds) : DEFAULT_HISTORY_ROUNDS
    // Resuming devnet's epoch: the rounds wall time added since are history too, so a restart never rewinds.
    const since = ctx.epoch === undefined ? 0 : Math.floor((ctx.now() - ctx.epoch) / (ctx.blockMs ?? ledgerBlockMs()))
    l = new Ledger({ seed: ctx.seed, blockMs: ctx.blockMs, now: ctx.now, historyRounds: history + Math.max(0, since) })
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
