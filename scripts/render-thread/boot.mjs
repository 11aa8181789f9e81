/**
 * A worker thread does not inherit the tsx loader the server process was started with: the render thread's entry
 * (workerData.entry, TypeScript) loads through tsx registered here. tsx turns Node's source maps on again: off
 * before the app loads, as in the accepting thread (scripts/memory.ts dropSourceMaps says why).
 */
import { workerData } from 'node:worker_threads'
import { register } from 'tsx/esm/api'

register()
process.setSourceMapsEnabled(false)
await import(workerData.entry)
