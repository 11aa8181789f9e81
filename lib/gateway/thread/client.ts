import 'server-only'
import type { GatewayId } from '@/lib/catalog/types'
import type { HealthSnapshot } from '../health'
import type { CoreTransport } from '../serving-core'
import type { Outcome, Prepared } from '../types'
import { isCoreMessage, type CoreRequest, type Port } from './protocol'

interface Pending {
  resolve(v: never): void
  reject(e: unknown): void
  done(): void
}

/**
 * A render thread's way to the gateway core: the call itself runs on the thread that owns the core (./host.ts);
 * validation stays on the render thread (lib/gateway/default.ts servingCore adds the catalog and settings there).
 * Aborting the signal cancels the call there too.
 */
export function remoteTransport(port: Port): CoreTransport & { close(): void } {
  let next = 1
  const pending = new Map<number, Pending>()
  const listener = (m: unknown) => {
    if (!isCoreMessage(m)) return
    const p = pending.get(m.id)
    if (!p) return
    pending.delete(m.id)
    p.done()
    if (m.t === 'core.outcome') p.resolve(m.outcome as never)
    else if (m.t === 'core.snapshot') p.resolve(m.snapshot as never)
    else if (m.t === 'core.failed') p.reject(Object.assign(new Error(m.message), { name: m.name }))
  }
  port.on('message', listener)

  function ask<T>(build: (id: number) => CoreRequest, signal?: AbortSignal): Promise<T> {
    if (signal?.aborted) return Promise.reject(signal.reason)
    return new Promise<T>((resolve, reject) => {
      const id = next++
      const onAbort = () => {
        pending.delete(id)
        port.postMessage({ t: 'core.cancel', id } satisfies CoreRequest)
        reject(signal!.reason)
      }
      signal?.addEventListener('abort', onAbort, { once: true })
      pending.set(id, {
        resolve: resolve as (v: never) => void,
        reject,
        done: () => signal?.removeEventListener('abort', onAbort),
      })
      port.postMessage(build(id))
    })
  }

  return {
    execute(prep: Prepared, signal?: AbortSignal): Promise<Outcome> {
      const { op, ...rest } = prep
      return ask((id) => ({ t: 'core.call', id, prep: { ...rest, opId: op.id } }), signal)
    },
    health: {
      snapshot: (ids: readonly GatewayId[]) => ask<HealthSnapshot>((id) => ({ t: 'core.health', id, ids: [...ids] })),
    },
    close() {
      port.off('message', listener)
      for (const p of pending.values()) p.reject(new Error('the gateway core is gone'))
      pending.clear()
    },
  }
}
