import { collectDefaultMetrics, Counter, Registry } from 'prom-client'
import type { RequestStats } from './stats'

/**
 * Devnet's own figures in Prometheus's text format (`GET /__devnet/metrics`): its process's memory, CPU and
 * event-loop lag (`process="devnet"`, beside the explorer's processes), and the requests each gateway answered.
 * Built at the first scrape, so a devnet nobody scrapes (every test's) pays nothing.
 */
export function devnetMetrics(stats: RequestStats): Registry {
  const registry = new Registry()
  registry.setDefaultLabels({ process: 'devnet' })
  collectDefaultMetrics({ register: registry })
  for (const m of registry.getMetricsAsArray()) {
    const { name } = m as { name: string }
    // Gauges that prom-client names like counters (promtool refuses them); the same figures by type stay.
    if (/^nodejs_active_\w+_total$/.test(name)) registry.removeSingleMetric(name)
  }
  new Counter({
    name: 'devnet_requests_total',
    help: 'Requests devnet answered, by gateway (reset with DELETE /__devnet/stats).',
    labelNames: ['gateway'],
    registers: [registry],
    collect() {
      this.reset()
      for (const [gateway, ops] of Object.entries(stats.snapshot().requests))
        this.inc(
          { gateway },
          Object.values(ops ?? {}).reduce((a, b) => a + (b ?? 0), 0),
        )
    },
  })
  return registry
}
