import type { OperationId } from '@/lib/catalog/operation-ids'
import type { HandlerTable } from '../types'

/** Every handler of `table` wrapped by `wrap`, under the same operation ids (so the ids stay typed). */
export function mapHandlers<A, B>(table: HandlerTable<A>, wrap: (handler: A, id: OperationId) => B): HandlerTable<B> {
  const out: HandlerTable<B> = {}
  for (const [id, handler] of Object.entries(table) as [OperationId, A | undefined][])
    if (handler) out[id] = wrap(handler, id)
  return out
}
