/**
 * The indexer (what `npm start` runs beside the server): follows every network into the explorer's own index
 * (SQLite under DATA_DIR, or PostgreSQL at DATABASE_URL), which the server only reads (INDEX_ROLE=reader). Kept
 * out of the server's process so that reading chains back never holds the event loop that answers visitors, and
 * its memory is not the server's. Tells its parent "ready" (IPC) once the database is open and migrated, so the
 * server never races it to the schema. Env: DATA_DIR, DATABASE_URL, REDIS_URL, INDEX_* and the gateway variables.
 */
import { register } from 'node:module'
import { exitOnSignals } from './exit-on-signals'
import { capHeapGrowth, dropSourceMaps } from './memory'
import { lowerProcessPriority } from './nice'

;(process.env as Record<string, string>).NODE_ENV = 'production'
process.env.INDEX_ROLE = 'writer'
// Before any server module loads: this process is server code (./server-only-condition.mjs).
register('./server-only-condition.mjs', import.meta.url)
dropSourceMaps()

const { serverEnv } = await import('../lib/server/env')
try {
  capHeapGrowth(serverEnv().HEAP_GROWING_PERCENT)
} catch (err) {
  console.error((err as Error).message)
  process.exit(1)
}
// Background work: the server's threads get the CPU first (INDEX_NICE), before this process starts any thread of
// its own. A wrong INDEX_* setting is reported by historyRuntime below, with the others.
const { historyConfig } = await import('../lib/history/config')
try {
  lowerProcessPriority(historyConfig().nice)
} catch {
  // reported below
}
const { historyRuntime } = await import('../lib/history/runtime')
let runtime: Awaited<ReturnType<typeof historyRuntime>>
try {
  runtime = await historyRuntime()
} catch (e) {
  console.error(`[index] not started: ${e instanceof Error ? e.message : String(e)}`)
  process.exit(1)
}
const following = runtime.running()
const what = following.length
  ? following.join(', ')
  : runtime.config.enabled
    ? 'the networks its Redis leases give it'
    : 'nothing (INDEX_ENABLED=false)'
console.log(`[index] indexer running (pid ${process.pid}): ${what}`)
const { startIndexerMetrics } = await import('./server-metrics')
const metrics = await startIndexerMetrics(serverEnv(), runtime)
process.send?.('ready')
// Started by `npm start`: when it goes away (killed outright), so does this process, rather than index on alone.
process.on('disconnect', () => process.kill(process.pid, 'SIGTERM'))

exitOnSignals(() => Promise.all([metrics.close(), runtime.stop()]), 5000)
