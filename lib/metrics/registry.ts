import 'server-only'
import { isMainThread } from 'node:worker_threads'
import { collectDefaultMetrics, Registry } from 'prom-client'

/** Which process (or thread) a series comes from: the `process` label every series of a registry carries. */
export type ProcessName = 'server' | 'render' | 'indexer' | 'devnet'

type Metrics = Awaited<ReturnType<Registry['getMetricsAsJSON']>>

const KEY = Symbol.for('explorer.metrics.registry')
type WithRegistry = typeof globalThis & { [KEY]?: Registry }

/**
 * This thread's registry (one per thread: the render thread's is posted to the server's main thread, which
 * exposes both). Named at its first use by the entry point (`startMetrics`); on globalThis because Next's route
 * bundles and the entry point are separate module graphs in one thread.
 */
export function threadRegistry(): Registry {
  return ((globalThis as WithRegistry)[KEY] ??= new Registry())
}

/**
 * Names this thread's registry and adds Node's own figures: memory, CPU, event-loop lag, GC, handles. A worker
 * thread keeps the V8 and event-loop ones only (its isolate's heap, its loop); the process-wide ones (RSS, CPU,
 * file descriptors) are the main thread's to report, once.
 */
export function startThreadMetrics(name: ProcessName): Registry {
  const registry = threadRegistry()
  registry.setDefaultLabels({ process: name })
  collectDefaultMetrics({ register: registry })
  for (const m of registry.getMetricsAsArray()) {
    const { name } = m as { name: string }
    // prom-client's handle and request counts are gauges named like counters (promtool refuses the name); the
    // same figures by type (nodejs_active_handles{type}) stay.
    if (/^nodejs_active_\w+_total$/.test(name) || (!isMainThread && name.startsWith('process_')))
      registry.removeSingleMetric(name)
  }
  return registry
}

/**
 * One exposition from several registries' JSON (this thread's and the render thread's): series of the same name
 * are one family, told apart by their `process` label. (prom-client's `aggregate` sums or drops them instead.)
 */
export async function mergedExposition(parts: Metrics[]): Promise<string> {
  const byName = new Map<string, Metrics[number]>()
  for (const part of parts)
    for (const m of part) {
      const have = byName.get(m.name)
      if (have) have.values.push(...m.values)
      else byName.set(m.name, { ...m, values: [...m.values] })
    }
  const out = new Registry()
  for (const m of byName.values()) out.registerMetric({ ...m, get: async () => m } as never)
  return out.metrics()
}

export const CONTENT_TYPE = Registry.PROMETHEUS_CONTENT_TYPE
