import type { Operation } from '@/lib/catalog/types'
import { child, scalarText, type JsonNode } from './json'
import type { ConsoleRequest } from './state'

const withQuery = (req: ConsoleRequest, set: Record<string, string>, drop: readonly string[] = []): ConsoleRequest => {
  const query = { ...req.query }
  for (const d of drop) delete query[d]
  for (const [k, v] of Object.entries(set)) query[k] = [v]
  return { ...req, query }
}

/** VM log filters page through `options.offset`/`options.limit` in the body; a full page suggests more. */
function nextVmPage(req: ConsoleRequest, answer: JsonNode): ConsoleRequest | undefined {
  if (answer.kind !== 'array' || !req.body) return undefined
  let body: unknown
  try {
    body = JSON.parse(req.body)
  } catch {
    return undefined
  }
  const options = (body as { options?: { offset?: unknown; limit?: unknown } | null } | null)?.options
  if (!options || typeof options.offset !== 'number' || typeof options.limit !== 'number' || options.limit <= 0)
    return undefined
  if (answer.items.length < options.limit) return undefined
  const next = { ...(body as object), options: { ...options, offset: options.offset + options.limit } }
  return { ...req, body: JSON.stringify(next, null, 2) }
}

/**
 * The request for the page after `answer`, or undefined on the last page: SDK `pagination.next_key` (sent back as
 * `pagination.key`, which excludes `pagination.offset`), the indexer's `next-token` (sent as `next`), VM log options.
 */
export function nextPageRequest(
  op: Operation,
  req: ConsoleRequest,
  answer: JsonNode | undefined,
): ConsoleRequest | undefined {
  if (!answer) return undefined
  switch (op.pagination) {
    case 'sdk': {
      const key = scalarText(child(child(answer, 'pagination'), 'next_key'))
      return key ? withQuery(req, { 'pagination.key': key }, ['pagination.offset']) : undefined
    }
    case 'indexer': {
      const token = scalarText(child(answer, 'next-token'))
      return token ? withQuery(req, { next: token }) : undefined
    }
    case 'vm-options':
      return nextVmPage(req, answer)
    default:
      return undefined
  }
}
