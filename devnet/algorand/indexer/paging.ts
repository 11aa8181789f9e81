import { decodeToken, encodeToken, limitOf } from './search'

/** Page a sorted list by a string key: `next` is the key of the last item returned. */
export function pageBy<T>(
  items: T[],
  key: (t: T) => string,
  q: Record<string, unknown>,
): { page: T[]; nextToken?: string } {
  const after = decodeToken(q)
  const rest = after === undefined ? items : items.filter((t) => key(t) > after)
  const limit = limitOf(q)
  const page = rest.slice(0, limit)
  return { page, nextToken: rest.length > limit ? encodeToken(key(page[page.length - 1]!)) : undefined }
}

/** A uint64 id zero-padded so string order is numeric order (page keys). */
export const pad = (n: bigint) => n.toString().padStart(20, '0')
