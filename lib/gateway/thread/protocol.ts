import 'server-only'
import type { GatewayId } from '@/lib/catalog/types'
import type { HealthSnapshot } from '../health'
import type { Outcome, Prepared } from '../types'

/**
 * Messages between a render thread and the thread that owns the process's gateway core (./host.ts, ./client.ts).
 * A prepared call travels without its operation (zod schemas do not clone): the host looks it up by id.
 */
export type WirePrepared = Omit<Prepared, 'op'> & { opId: string }

export type CoreRequest =
  | { t: 'core.call'; id: number; prep: WirePrepared }
  | { t: 'core.cancel'; id: number }
  | { t: 'core.health'; id: number; ids: GatewayId[] }

export type CoreReply =
  | { t: 'core.outcome'; id: number; outcome: Outcome }
  | { t: 'core.failed'; id: number; name: string; message: string }
  | { t: 'core.snapshot'; id: number; snapshot: HealthSnapshot }

/** What both a worker and a MessagePort offer (tests use a MessageChannel). */
export interface Port {
  postMessage(message: unknown): void
  on(event: 'message', listener: (message: unknown) => void): unknown
  off(event: 'message', listener: (message: unknown) => void): unknown
}

const TAGS = new Set(['core.call', 'core.cancel', 'core.health', 'core.outcome', 'core.failed', 'core.snapshot'])

/** True for a message of this protocol (a port may carry others: the render thread's own). */
export function isCoreMessage(m: unknown): m is CoreRequest | CoreReply {
  return typeof m === 'object' && m !== null && TAGS.has((m as { t?: unknown }).t as string)
}
