import 'server-only'
import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * What a render tells the page cache about itself, carried by async context from the cache's render call through
 * Next into the server components (no header can leave a server component). A leaf module: the query layer
 * imports it to report shortfalls.
 *
 * The store lives on globalThis: Next's server bundle and the production server load this file as two modules.
 */
export interface RenderNotes {
  /** Server-side gateway calls that failed or missed the page deadline: the page is incomplete, keep it briefly. */
  shortfalls: number
}

const holder = globalThis as { __pageRenderNotes?: AsyncLocalStorage<RenderNotes> }
const store = (holder.__pageRenderNotes ??= new AsyncLocalStorage<RenderNotes>())

/** Run `fn` (a render) with fresh notes; the notes are complete once its promise settles. */
export function withRenderNotes<T>(fn: () => Promise<T>): Promise<{ result: T; notes: RenderNotes }> {
  const notes: RenderNotes = { shortfalls: 0 }
  return store.run(notes, async () => ({ result: await fn(), notes }))
}

/** A server-side call of the current render failed or ran out of time (no-op outside a cached render). */
export function noteShortfall(): void {
  const notes = store.getStore()
  if (notes) notes.shortfalls++
}
