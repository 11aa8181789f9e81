import type { WebSocket } from 'ws'
import { getNetwork } from '@/lib/networks'
import { mapHandlers } from '../core/handler-table'
import type { GatewayFactory, GatewayModule, OperationHandler } from '../types'
import { textError, vmHandlers } from './handlers'
import { VmLedger } from './ledger'
import { vmSubscriptions } from './subscriptions'

export interface VmGateway extends GatewayModule {
  ledger: VmLedger
}

export const createGateway: GatewayFactory = (ctx, id) => createVmGateway(ctx, id)

export async function createVmGateway(...[ctx, id]: Parameters<GatewayFactory>): Promise<VmGateway> {
  const intervalMs = ctx.blockMs ?? getNetwork(id).blockIntervalMs
  const ledger = await VmLedger.create(ctx.seed, intervalMs, ctx.now, ctx.epoch)
  const open = new Set<WebSocket>()
  // Every request first produces the blocks the clock has reached, so an injected clock moves the chain.
  const handlers = mapHandlers(vmHandlers(ledger), (fn): OperationHandler => async (req) => {
    await ledger.catchUp()
    return fn(req)
  })
  let timer: NodeJS.Timeout | undefined
  return {
    id,
    ledger,
    handlers,
    subscriptions: vmSubscriptions(ledger, open),
    error: textError,
    start() {
      if (timer) return
      timer = setInterval(() => void ledger.catchUp(), Math.max(25, Math.floor(intervalMs / 4)))
      timer.unref()
    },
    stop() {
      if (timer) clearInterval(timer)
      timer = undefined
      for (const s of open) s.close(1001, 'devnet stopping')
      open.clear()
    },
  }
}
