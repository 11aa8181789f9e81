/**
 * Cursor pagination state in the URL. A panel `id` owns two search params: `<id>.c` — the stack of cursors that
 * led to the current page (comma-separated; SDK next_key is base64 and indexer tokens are base64url, neither has
 * commas) — and `<id>.n`, the page size. Page 1 has an empty stack. Pure, so the server page reads the same
 * state to prefetch the page the URL names.
 */
export const PAGE_SIZES = [10, 25, 50, 100] as const
export const DEFAULT_PAGE_SIZE = 25

export interface CursorState {
  stack: string[]
  size: number
}

type Params = { get(name: string): string | null }

export function readCursor(sp: Params, id: string): CursorState {
  const raw = sp.get(`${id}.c`)
  const n = Number(sp.get(`${id}.n`))
  return {
    stack: raw ? raw.split(',').filter(Boolean) : [],
    size: (PAGE_SIZES as readonly number[]).includes(n) ? n : DEFAULT_PAGE_SIZE,
  }
}

/** Search params with this panel's cursor state replaced (other params kept). */
export function withCursor(sp: { toString(): string }, id: string, state: CursorState): URLSearchParams {
  const next = new URLSearchParams(sp.toString())
  if (state.stack.length) next.set(`${id}.c`, state.stack.join(','))
  else next.delete(`${id}.c`)
  if (state.size !== DEFAULT_PAGE_SIZE) next.set(`${id}.n`, String(state.size))
  else next.delete(`${id}.n`)
  return next
}

/** From a server-side searchParams object (Next page props). */
export function paramsFromRecord(rec: Record<string, string | string[] | undefined>): Params {
  return {
    get: (k) => {
      const v = rec[k]
      return typeof v === 'string' ? v : Array.isArray(v) ? (v[0] ?? null) : null
    },
  }
}
