import { setFlagsFromString } from 'node:v8'

/**
 * A fixed heap growth factor instead of V8's, which under a server's garbage grows the heap up to 4× its live data
 * and keeps it (lib/server/env.ts HEAP_GROWING_PERCENT; 0 leaves V8's). Call before the load grows the heap.
 */
export function capHeapGrowth(percent: number): void {
  if (percent > 0) setFlagsFromString(`--heap-growing-percent=${percent}`)
}
