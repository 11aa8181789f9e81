import 'server-only'
import { ProxyRefusal } from '../errors'
import type { GatewayCore } from '../core'
import { errorOutcome } from '../outcomes'
import { isCoreMessage, type CoreReply, type Port } from './protocol'

/**
 * Serves the process's one gateway core to a render thread: its pages' calls meet the same cache, coalescing,
 * breakers and health as the browser's `/api/gw` calls this thread answers. Returns a function that stops serving
 * and aborts what is in flight.
 */
export function serveCore(core: Pick<GatewayCore, 'deps' | 'execute' | 'health'>, port: Port): () => void {
  const inFlight = new Map<number, AbortController>()
  const post = (m: CoreReply) => port.postMessage(m)
  const listener = (m: unknown) => {
    if (!isCoreMessage(m)) return
    if (m.t === 'core.cancel') return inFlight.get(m.id)?.abort(new DOMException('the caller left', 'AbortError'))
    if (m.t === 'core.health') return post({ t: 'core.snapshot', id: m.id, snapshot: core.health.snapshot(m.ids) })
    if (m.t !== 'core.call') return
    const { id } = m
    const { opId, ...rest } = m.prep
    const op = core.deps.operation(opId)
    if (!op)
      return post({ t: 'core.failed', id, name: 'Error', message: `there is no operation ${opId.slice(0, 100)}` })
    const ac = new AbortController()
    inFlight.set(id, ac)
    core
      .execute({ ...rest, op }, ac.signal)
      .then(
        (outcome) => post({ t: 'core.outcome', id, outcome }),
        (err: unknown) => {
          if (ac.signal.aborted) return // the caller left and has its answer already
          if (err instanceof ProxyRefusal)
            return post({ t: 'core.outcome', id, outcome: errorOutcome(err, core.deps.clock()) })
          const e = err instanceof Error ? err : new Error(String(err))
          post({ t: 'core.failed', id, name: e.name, message: e.message })
        },
      )
      .finally(() => inFlight.delete(id))
  }
  port.on('message', listener)
  return () => {
    port.off('message', listener)
    for (const ac of inFlight.values()) ac.abort(new DOMException('the core stopped', 'AbortError'))
    inFlight.clear()
  }
}
