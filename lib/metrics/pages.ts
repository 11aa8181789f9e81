import 'server-only'
import { Counter, Gauge } from 'prom-client'
import type { AdmissionStats } from '@/lib/server/admission'
import type { PageCacheStats } from '@/lib/page-cache'
import { threadRegistry } from './registry'

const LOOKUPS = ['hit', 'stale', 'miss', 'wait', 'busy', 'pass'] as const

/**
 * The page cache and render admission, read at scrape time from the counts both keep anyway (their log line's
 * figures): nothing is added to a request's path.
 */
export function watchPages(o: { pageCache?: () => PageCacheStats; admission: () => AdmissionStats }): void {
  const registers = [threadRegistry()]
  const { pageCache, admission } = o
  if (pageCache) {
    new Counter({
      name: 'explorer_page_cache_lookups_total',
      help: 'Page requests the page cache answered, by result: hit, stale, miss (rendered for it), wait (joined a render in flight), busy (503), pass (not shareable).',
      labelNames: ['result'],
      registers,
      collect() {
        const s = pageCache()
        this.reset()
        for (const r of LOOKUPS) this.inc({ result: r }, s[r])
      },
    })
    new Counter({
      name: 'explorer_page_cache_renders_total',
      help: 'Renders the page cache asked Next for.',
      registers,
      collect() {
        this.reset()
        this.inc(pageCache().renders)
      },
    })
    new Gauge({
      name: 'explorer_page_cache_entries',
      help: 'Pages the page cache holds.',
      registers,
      collect() {
        this.set(pageCache().entries)
      },
    })
    new Gauge({
      name: 'explorer_page_cache_size_bytes',
      help: 'Bytes of the pages the page cache holds.',
      registers,
      collect() {
        this.set(pageCache().bytes)
      },
    })
  }
  new Gauge({
    name: 'explorer_render_queue_depth',
    help: 'Page renders waiting for a render slot.',
    registers,
    collect() {
      this.set(admission().queued)
    },
  })
  new Gauge({
    name: 'explorer_renders_in_progress',
    help: 'Page renders holding a render slot now.',
    registers,
    collect() {
      this.set(admission().active)
    },
  })
  new Counter({
    name: 'explorer_renders_total',
    help: 'Page renders given a render slot (a request of its own, or the page cache).',
    registers,
    collect() {
      this.reset()
      this.inc(admission().admitted)
    },
  })
  new Counter({
    name: 'explorer_render_refusals_total',
    help: 'Page renders refused with a 503 (the queue was full, or its wait too long).',
    registers,
    collect() {
      this.reset()
      this.inc(admission().refused)
    },
  })
}
