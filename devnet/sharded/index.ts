import { getNetwork } from '@/lib/networks'
import type { GatewayFactory, GatewayModule } from '../types'
import { prefixFromEnv } from './address'
import { fail } from './envelope'
import { shardedHandlers } from './handlers'
import { ShardedLedger } from './ledger'

export interface ShardedGateway extends GatewayModule {
  ledger: ShardedLedger
}

export const createGateway: GatewayFactory = (ctx, id) => createShardedGateway(ctx, id)

export function createShardedGateway(...[ctx, id]: Parameters<GatewayFactory>): ShardedGateway {
  const intervalMs = ctx.blockMs ?? getNetwork(id).blockIntervalMs
  // DEVNET_SHARDED_PREFIX=erd serves the real chain's addresses, for clients that accept no other prefix.
  const ledger = new ShardedLedger(ctx.seed, intervalMs, ctx.now, prefixFromEnv(ctx.env), ctx.epoch)
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
