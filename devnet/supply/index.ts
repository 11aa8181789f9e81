import { operationsOf, type OperationId } from '@/lib/catalog'
import type { GatewayFactory, GatewayModule, HandlerResult, HandlerTable } from '../types'
import { createFaultGate, parseFault, type FaultMode } from './fault'
import { supplyAt, type SupplyFigure, type SupplyToken } from './schedule'

/** Catalog operation id → the figure it serves (lib/catalog/supply.ts; token C publishes no total). */
const FIGURES: Partial<Record<OperationId, [SupplyToken, SupplyFigure]>> = {
  'supply.circulating': ['main', 'circulating'],
  'supply.total': ['main', 'total'],
  'supply.circulatingTokenB': ['tokenB', 'circulating'],
  'supply.totalTokenB': ['tokenB', 'total'],
  'supply.circulatingTokenC': ['tokenC', 'circulating'],
  'supply.circulatingTokenD': ['tokenD', 'circulating'],
  'supply.totalTokenD': ['tokenD', 'total'],
}

export interface SupplyGateway extends GatewayModule {
  /** Devnet knob: switch fault injection at run time (what `DEVNET_SUPPLY_FAULT` sets at start). */
  setFault(mode: FaultMode | string): void
}

/** The real handler answers amino's `ErrorResponse`: `{"error": "..."}` (code omitted when 0). */
const error = (status: number, message: string): HandlerResult => ({ status, body: { error: message } })

export const createGateway: GatewayFactory = (ctx, id) => createSupplyGateway(ctx, id)

export function createSupplyGateway(...[ctx, id]: Parameters<GatewayFactory>): SupplyGateway {
  const gate = createFaultGate(parseFault(ctx.env.DEVNET_SUPPLY_FAULT))
  const handlers: HandlerTable = {}
  for (const op of operationsOf(id)) {
    const figure = FIGURES[op.id]
    // An operation added to the catalog later answers the core's 501 until it gets a figure here (tests check).
    if (!figure) continue
    handlers[op.id] = () => {
      if (gate.trip()) return error(500, 'injected fault: supply query failed')
      // Whole tokens stay far below 2^53, and the real handler writes a bare JSON integer (json.Marshal(int64)).
      return { body: Number(supplyAt(ctx.seed, figure[0], figure[1], ctx.now())) }
    }
  }
  return {
    id,
    handlers,
    error,
    start() {},
    stop() {},
    setFault(mode) {
      gate.set(typeof mode === 'string' ? parseFault(mode) : mode)
    },
  }
}
