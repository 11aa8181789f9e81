import 'server-only'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { writeBusy } from '@/lib/server/admission'
import { cacheKeyOf, type KeyOptions } from './key'
import type { PageCache } from './microcache'
import { writeEntry } from './respond'

export { createPageCache, type PageCache, type PageCacheStats } from './microcache'
export { createHeadWatcher } from './heads'
export { nextRenderer } from './render'
export { readHead } from './read-head'
export { DEFAULT_POLICY } from './policy'
export { logPageCacheStats } from './stats-log'

export interface PageCacheHandlerOptions {
  cache: PageCache
  key: KeyOptions
  /** Where a request the cache does not answer goes: Next, through admission, as without the cache. */
  fallback: (req: IncomingMessage, res: ServerResponse) => void
}

/**
 * The page cache on node:http, in front of Next: public pages from the cache (or one shared render), everything
 * else, and any request the cache passes on, to `fallback`.
 */
export function createPageCacheHandler(
  o: PageCacheHandlerOptions,
): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    const d = cacheKeyOf(req, o.key)
    if ('bypass' in d) return o.fallback(req, res)
    o.cache
      .lookup(d.cacheable)
      .then((r) => {
        if ('entry' in r) return writeEntry(req, res, r.entry, r.state, Date.now())
        if ('busy' in r) return writeBusy(res)
        o.fallback(req, res)
      })
      .catch(() => {
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' })
        res.end('internal error')
      })
  }
}
