/** The accounts a transaction's views name and the height of its block, for "before and after" links. */
import type { Field, View } from '@/lib/explorer/view'

function fieldsOf(v: View): Field[] {
  if (v.kind === 'kv') return v.rows.map((r) => r.value)
  if (v.kind === 'table') return v.rows.flatMap((r) => Object.values(r))
  return []
}

function flatten(f: Field): Field[] {
  return f.type === 'list' ? f.items.flatMap(flatten) : [f]
}

/**
 * Account links in order of appearance (deduplicated), and the block height: the transaction's block link, else the
 * views' own height (an indexer's view height is its current round, not the transaction's).
 */
export function accountsAndHeight(views: View[]): { height?: string; accounts: string[] } {
  const fields = views.flatMap(fieldsOf).flatMap(flatten)
  const accounts = [...new Set(fields.flatMap((f) => (f.type === 'link' && f.kind === 'account' ? [f.value] : [])))]
  const own = views.find((v) => v.height && /^\d+$/.test(v.height))?.height
  const linked = fields.find(
    (f): f is Extract<Field, { type: 'link' }> => f.type === 'link' && f.kind === 'block' && /^\d+$/.test(f.value),
  )?.value
  const height = linked ?? own
  return { accounts, ...(height && { height }) }
}
