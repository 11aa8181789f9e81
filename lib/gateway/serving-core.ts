import 'server-only'
import type { GatewayId } from '@/lib/catalog/types'
import type { CoreDeps } from './core-deps'
import type { HealthSnapshot } from './health'
import type { Outcome, Prepared } from './types'

/**
 * What server-side callers need of a gateway core: the settings to validate a call with, the call, and the health
 * view. The process's own core (./core.ts) is one; a render thread's stand-in for it (./thread/client.ts) another.
 */
export interface ServingCore {
  deps: Pick<CoreDeps, 'settings' | 'clock' | 'matcher' | 'operation'>
  execute(prep: Prepared, signal?: AbortSignal): Promise<Outcome>
  health: { snapshot(ids: readonly GatewayId[]): HealthSnapshot | Promise<HealthSnapshot> }
}

/** The part of a core a render thread borrows from the thread that owns it (./thread). */
export type CoreTransport = Pick<ServingCore, 'execute' | 'health'>

/**
 * Where a render thread's entry leaves its transport before the app loads: on globalThis, which Next's bundled
 * copy of ./default.ts reads (the entry and the bundle load this module as two copies).
 */
const TRANSPORT = Symbol.for('explorer.gateway.coreTransport')

export function installCoreTransport(t: CoreTransport): void {
  ;(globalThis as { [TRANSPORT]?: CoreTransport })[TRANSPORT] = t
}

export function installedCoreTransport(): CoreTransport | undefined {
  return (globalThis as { [TRANSPORT]?: CoreTransport })[TRANSPORT]
}
