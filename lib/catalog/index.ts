import { indexerOperations } from './algorand-indexer'
import { nodeOperations } from './algorand-node'
import { defineOperations } from './define'
import { cosmosOperations } from './cosmos'
import { kmdOperations } from './kmd'
import { createMatcher } from './match'
import { shardedOperations } from './sharded'
import { supplyOperations } from './supply'
import { vmOperations } from './vm'
import type { OperationId } from './operation-ids'
import type { GatewayId, Operation } from './types'

/** The one source of truth: every operation of the three gateway specifications (Cosmos; VM, sharded, supply; ledger). */
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

/** For ids that arrive as data (a URL, a form): narrows a string to an id the catalog has. */
export const isOperationId = (id: string): id is OperationId => OPERATIONS_BY_ID.has(id)

export function operationsOf(gateway: GatewayId): Operation[] {
  return CATALOG.filter((op) => op.gateways.includes(gateway))
}

/** Throws for an unknown id: in code that is a programming error (and a type error first). */
export function getOperation(id: OperationId): Operation {
  const op = OPERATIONS_BY_ID.get(id)
  if (!op) throw new Error(`unknown operation ${id}`)
  return op
}

export const matchOperation = createMatcher(CATALOG)

export * from './types'
export { OPERATION_IDS, type OperationId } from './operation-ids'
export { buildPath, templateSegments } from './paths'
