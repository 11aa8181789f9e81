import 'server-only'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import type { PageCache, PageCacheStats } from './microcache'

/**
 * A line a minute while pages are asked for: how the cache answered and how many renders that cost, and how late
 * this thread's event loop ran (everything it answers, a refusal included, waits that long). The figures an
 * operator needs to see that a crowd costs one render per page state (and bench:load reads them).
 */
export function logPageCacheStats(
  cache: PageCache,
  log: (line: string) => void = console.log,
  everyMs = 60_000,
): () => void {
  let last: PageCacheStats = cache.stats()
  const lag = monitorEventLoopDelay({ resolution: 5 })
  lag.enable()
  const timer = setInterval(() => {
    const s = cache.stats()
    const d = (k: keyof PageCacheStats) => s[k] - last[k]
    const answers = d('hit') + d('stale') + d('miss') + d('wait')
    if (answers + d('busy') + d('pass') > 0)
      log(
        `[page-cache] ${everyMs / 1000} s: ${answers} answers (hit ${d('hit')}, stale ${d('stale')}, miss ${d('miss')}, wait ${d('wait')}), ${d('renders')} renders, busy ${d('busy')}, pass ${d('pass')}; ${s.entries} entries, ${(s.bytes / 2 ** 20).toFixed(1)} MB; loop delay p99 ${(lag.percentile(99) / 1e6).toFixed(0)}, max ${(lag.max / 1e6).toFixed(0)} ms`,
      )
    last = s
    lag.reset()
  }, everyMs)
  timer.unref()
  return () => {
    clearInterval(timer)
    lag.disable()
  }
}
