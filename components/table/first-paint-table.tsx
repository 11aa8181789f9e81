import { LongTable } from './long-table'
import { PlainTable, VIRTUALIZE_AFTER, type TableProps } from './plain-table'

/** The table of a server-rendered panel: plain markup, or the virtualised table for long lists. */
export function FirstPaintTable(props: TableProps) {
  return props.rows.length > VIRTUALIZE_AFTER ? <LongTable {...props} /> : <PlainTable {...props} />
}
