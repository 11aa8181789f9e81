import { setFlagsFromString } from 'node:v8'

/**
 * A fixed heap growth factor instead of V8's, which under a server's garbage grows the heap up to 4× its live data
 * and keeps it (lib/server/env.ts HEAP_GROWING_PERCENT; 0 leaves V8's). Call before the load grows the heap.
 */
export function capHeapGrowth(percent: number): void {
  if (percent > 0) setFlagsFromString(`--heap-growing-percent=${percent}`)
}

/**
 * tsx turns Node's source maps on, and Node then keeps the parsed map of every module it loads afterwards: for the
 * build's server chunks that is their maps with every original source inside (a heap snapshot of the server after
 * 1,200 renders held 17 MB of mappings and ~60 MB of duplicated sources, of 129 MB of strings). The production
 * processes turn them off before loading the app: a stack trace then names the built file's lines.
 */
export function dropSourceMaps(): void {
  process.setSourceMapsEnabled(false)
}
