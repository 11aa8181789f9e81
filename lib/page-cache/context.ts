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
  /**
   * The status the page stands for when Next would answer 200: a record page whose record the gateway could not
   * confirm or deny in time is a gateway fault (503/504), not a found page (no Next API sets another status).
   */
  status?: number
}

const holder = globalThis as { __pageRenderNotes?: AsyncLocalStorage<RenderNotes> }
const store = (holder.__pageRenderNotes ??= new AsyncLocalStorage<RenderNotes>())

/** Run `fn` (a render) with fresh notes; the notes are complete once its promise settles. */
export function withRenderNotes<T>(fn: () => Promise<T>): Promise<{ result: T; notes: RenderNotes }> {
  const notes: RenderNotes = { shortfalls: 0 }
  return store.run(notes, async () => ({ result: await fn(), notes }))
}

/** Run `fn` (a streamed answer) with fresh notes it can read while it runs (the status is read at the head). */
export function runWithRenderNotes<T>(fn: (notes: RenderNotes) => T): T {
  const notes: RenderNotes = { shortfalls: 0 }
  return store.run(notes, () => fn(notes))
}

/** The current render answers `status` instead of 200 (no-op outside a render the production server runs). */
export function noteStatus(status: number): void {
  const notes = store.getStore()
  if (notes) notes.status = status
}

/** A server-side call of the current render failed or ran out of time (no-op outside a cached render). */
export function noteShortfall(): void {
  const notes = store.getStore()
  if (notes) notes.shortfalls++
}
