import { NETWORKS } from '@/lib/networks'
import type { GatewayFactory, GatewayModule } from '../types'
import { fail, shardedHandlers } from './handlers'
import { ShardedLedger } from './ledger'

export interface ShardedGateway extends GatewayModule {
  ledger: ShardedLedger
}

export const createGateway: GatewayFactory = (ctx, id) => createShardedGateway(ctx, id)

export function createShardedGateway(...[ctx, id]: Parameters<GatewayFactory>): ShardedGateway {
  const intervalMs = ctx.blockMs ?? NETWORKS.sharded.blockIntervalMs
  const ledger = new ShardedLedger(ctx.seed, intervalMs, ctx.now, ctx.epoch)
  let timer: NodeJS.Timeout | undefined
  return {
    id,
    ledger,
    handlers: shardedHandlers(ledger),
    error: fail,
    start() {
      if (timer) return
      timer = setInterval(() => ledger.catchUp(), Math.max(50, Math.floor(intervalMs / 4)))
      timer.unref()
    },
    stop() {
      if (timer) clearInterval(timer)
      timer = undefined
    },
  }
}
