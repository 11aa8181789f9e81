/**
 * Which gateways serve an operation: the registry's gateways of the operation's kind whose column lists it, plus
 * what a gateway adds, minus what it removes (lib/networks/files). Derived, never written per operation.
 */
import { findGateway, gatewayDefs, registryVersion } from '@/lib/networks/registry'
import type { GatewayDef } from '@/lib/networks/types'
import type { GatewayId } from './types'

interface Offered {
  id: string
  kind: string
  columns: readonly string[]
}

const matches = (id: string) => (ref: string) => (ref.endsWith('.*') ? id.startsWith(ref.slice(0, -1)) : id === ref)

/** The column of the specification's tables a gateway serves (per-gateway params such as P-short are declared by it). */
export const columnOf = (gateway: GatewayId): string => findGateway(gateway)?.column ?? gateway

/** Whether gateway `g` serves `op`. */
export function serves(g: GatewayDef, op: Offered): boolean {
  if (g.kind !== op.kind) return false
  if (g.remove.some(matches(op.id))) return false
  return op.columns.includes(g.column) || g.add.some(matches(op.id))
}

const cache = new WeakMap<Offered, { version: number; ids: readonly GatewayId[] }>()

/** The gateways of this deployment that serve `op`, in registry order (cached until another registry is installed). */
export function gatewaysServing(op: Offered): readonly GatewayId[] {
  const version = registryVersion()
  const hit = cache.get(op)
  if (hit && hit.version === version) return hit.ids
  const ids = gatewayDefs()
    .filter((g) => serves(g, op))
    .map((g) => g.id)
  cache.set(op, { version, ids })
  return ids
}
