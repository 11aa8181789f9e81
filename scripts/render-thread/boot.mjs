/**
 * A worker thread does not inherit the tsx loader the server process was started with: the render thread's entry
 * (workerData.entry, TypeScript) loads through tsx registered here.
 */
import { workerData } from 'node:worker_threads'
import { register } from 'tsx/esm/api'

register()
await import(workerData.entry)
