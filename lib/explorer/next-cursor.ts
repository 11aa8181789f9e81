/** Next-page cursor of SDK (`pagination.next_key`) and indexer (`next-token`) answers. Zod-free: client panels use it. */
export function nextCursor(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null
  const b = body as { pagination?: { next_key?: unknown }; 'next-token'?: unknown }
  const k = b.pagination?.next_key ?? b['next-token']
  return typeof k === 'string' && k ? k : null
}
