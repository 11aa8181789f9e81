import { int, text as str } from '../wire'

/** algod's offset paging: `next` is the base64url position of the next item. */
export const paginate = <T>(items: T[], q: Record<string, unknown>): { page: T[]; nextToken?: string } => {
  const start = q.next ? Number(Buffer.from(str(q.next), 'base64url').toString()) || 0 : 0
  const limit = int(q.limit, 1000) || 1000
  const page = items.slice(start, start + limit)
  return {
    page,
    nextToken: start + limit < items.length ? Buffer.from(String(start + limit)).toString('base64url') : undefined,
  }
}
