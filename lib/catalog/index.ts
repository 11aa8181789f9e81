import { indexerOperations } from './algorand-indexer'
import { nodeOperations } from './algorand-node'
import { defineOperations } from './define'
import { cosmosOperations } from './cosmos'
import { kmdOperations } from './kmd'
import { createMatcher } from './match'
import { shardedOperations } from './sharded'
import { supplyOperations } from './supply'
import { vmOperations } from './vm'
import type { GatewayId, Operation } from './types'

/** The one source of truth: every operation of the three seed documents. */
export const CATALOG: readonly Operation[] = defineOperations([
  ...cosmosOperations,
  ...vmOperations,
  ...shardedOperations,
  ...supplyOperations,
  ...nodeOperations,
  ...indexerOperations,
  ...kmdOperations,
])

export const OPERATIONS_BY_ID: ReadonlyMap<string, Operation> = new Map(CATALOG.map((op) => [op.id, op]))

export function operationsOf(gateway: GatewayId): Operation[] {
  return CATALOG.filter((op) => op.gateways.includes(gateway))
}

export function getOperation(id: string): Operation {
  const op = OPERATIONS_BY_ID.get(id)
  if (!op) throw new Error(`unknown operation ${id}`)
  return op
}

export const matchOperation = createMatcher(CATALOG)

export * from './types'
export { GATEWAYS } from './gateways'
export { buildPath, templateSegments } from './paths'
