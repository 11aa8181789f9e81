import { CATALOG, operationsOf } from '@/lib/catalog'
import type { GatewayId, Operation } from '@/lib/catalog/types'
import { getNetwork, type NetworkId } from '@/lib/networks'
import { gatewaysFor } from './state'

export interface ConsoleEntry {
  op: Operation
  /** Gateways of this network that serve it. */
  gateways: readonly GatewayId[]
}

export interface ConsoleGroup {
  name: string
  entries: readonly ConsoleEntry[]
}

/** Operations the generic proxy does not serve: listed as a pointer to their own console, never run here. */
export interface ConsolePointer {
  label: string
  href: string
  count: number
  reason: string
}

/** Every operation a network offers, in catalog order, grouped by module (the catalog's `group`). */
export function consoleGroups(network: NetworkId, ops: readonly Operation[] = CATALOG): ConsoleGroup[] {
  const groups = new Map<string, ConsoleEntry[]>()
  for (const op of ops) {
    const gateways = gatewaysFor(op, network)
    if (!gateways.length) continue
    let list = groups.get(op.group)
    if (!list) groups.set(op.group, (list = []))
    list.push({ op, gateways })
  }
  return [...groups].map(([name, entries]) => ({ name, entries }))
}

/**
 * The key management daemon's operations hold wallet passwords and handle tokens: they run only through the KMD
 * console's session routes, so the ledger network points there instead of offering them.
 */
export function consolePointers(network: NetworkId): ConsolePointer[] {
  if (getNetwork(network).kind !== 'node') return []
  return [
    {
      label: 'Key management daemon',
      href: '/kmd',
      count: operationsOf('kmd').length,
      reason:
        'Wallet operations carry passwords and session tokens, so they run in the wallet console, not through the API proxy.',
    },
  ]
}

/** Case-insensitive match of every word of `q` against id, method, path, summary and group. */
export function matchesSearch(entry: ConsoleEntry, q: string): boolean {
  const words = q.toLowerCase().split(/\s+/).filter(Boolean)
  if (!words.length) return true
  const { op } = entry
  const hay =
    `${op.id} ${op.method} ${op.path} ${op.summary} ${op.group} ${op.flags.deprecated ? 'deprecated' : ''} ${op.flags.write ? 'write' : ''}`.toLowerCase()
  return words.every((w) => hay.includes(w))
}

export function filterGroups(groups: readonly ConsoleGroup[], q: string): ConsoleGroup[] {
  return groups
    .map((g) => ({ ...g, entries: g.entries.filter((e) => matchesSearch(e, q)) }))
    .filter((g) => g.entries.length > 0)
}

/** Seed marks an operation as a WebSocket stream: the console shows a live view instead of a one-shot call. */
export const isStream = (op: Operation): boolean => op.flags.websocket === true
