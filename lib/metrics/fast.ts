import 'server-only'
import type { Registry } from 'prom-client'

/**
 * Counters and histograms for the hot path. prom-client's own labelled children hash their label object on every
 * `inc()`/`observe()` (a string built per call); these keep one plain object per label set, made once, so a count
 * is one addition. prom-client only formats them, at scrape time, through the metric interface its registry reads
 * (`get()` returning `{name, help, type, values}`).
 */
type Labels = Record<string, string>

interface Value {
  labels: Labels
  value: number
  metricName?: string
}

/** What prom-client's Registry reads of a metric. */
interface Exposed {
  name: string
  help: string
  type: 'counter' | 'histogram' | 'gauge'
  aggregator: 'sum'
  get(): Promise<{ name: string; help: string; type: string; values: Value[]; aggregator: 'sum' }>
  reset(): void
}

export class CounterChild {
  value = 0
  constructor(readonly labels: Labels) {}
  inc(n = 1): void {
    this.value += n
  }
}

export class FastCounter implements Exposed {
  readonly type = 'counter' as const
  readonly aggregator = 'sum' as const
  private readonly children = new Map<string, CounterChild>()

  constructor(
    readonly name: string,
    readonly help: string,
    registry: Registry,
  ) {
    if (!name.endsWith('_total')) throw new Error(`a counter's name ends in _total: ${name}`)
    registry.registerMetric(this as never)
  }

  /** The child of one label set: call once (at setup, or once per new label value) and keep it. */
  child(labels: Labels): CounterChild {
    const key = JSON.stringify(labels)
    let c = this.children.get(key)
    if (!c) this.children.set(key, (c = new CounterChild(labels)))
    return c
  }

  async get() {
    const values = [...this.children.values()].map((c) => ({ labels: c.labels, value: c.value }))
    return { name: this.name, help: this.help, type: this.type, values, aggregator: this.aggregator }
  }

  reset(): void {
    for (const c of this.children.values()) c.value = 0
  }
}

export class HistogramChild {
  readonly counts: Float64Array
  sum = 0
  count = 0
  constructor(
    readonly labels: Labels,
    private readonly bounds: readonly number[],
  ) {
    this.counts = new Float64Array(bounds.length)
  }

  observe(v: number): void {
    const b = this.bounds
    let i = 0
    while (i < b.length && v > b[i]!) i++
    if (i < b.length) this.counts[i]!++
    this.sum += v
    this.count++
  }
}

export class FastHistogram implements Exposed {
  readonly type = 'histogram' as const
  readonly aggregator = 'sum' as const
  private readonly children = new Map<string, HistogramChild>()

  constructor(
    readonly name: string,
    readonly help: string,
    private readonly bounds: readonly number[],
    registry: Registry,
  ) {
    registry.registerMetric(this as never)
  }

  child(labels: Labels): HistogramChild {
    const key = JSON.stringify(labels)
    let c = this.children.get(key)
    if (!c) this.children.set(key, (c = new HistogramChild(labels, this.bounds)))
    return c
  }

  async get() {
    const values: Value[] = []
    for (const c of this.children.values()) {
      let acc = 0
      this.bounds.forEach((le, i) => {
        acc += c.counts[i]!
        values.push({ metricName: `${this.name}_bucket`, labels: { ...c.labels, le: String(le) }, value: acc })
      })
      values.push({ metricName: `${this.name}_bucket`, labels: { ...c.labels, le: '+Inf' }, value: c.count })
      values.push({ metricName: `${this.name}_sum`, labels: c.labels, value: c.sum })
      values.push({ metricName: `${this.name}_count`, labels: c.labels, value: c.count })
    }
    return { name: this.name, help: this.help, type: this.type, values, aggregator: this.aggregator }
  }

  reset(): void {
    for (const c of this.children.values()) {
      c.counts.fill(0)
      c.sum = 0
      c.count = 0
    }
  }
}

/** Seconds, from a fast cache hit (tens of µs) to a slow upstream or page render (tens of s). */
export const LATENCY_BUCKETS_S = [
  0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30,
] as const
