import type { ComponentType, ReactNode } from 'react'
import type { TableProps } from '@/components/table/plain-table'
import { KeyValue } from '@/components/ui/key-value'
import type { View } from '@/lib/explorer/view'
import { FieldValue } from '@/components/ui/field-value'
import type { NetworkId } from '@/lib/networks'
import { FlowDiagram } from './flow-diagram'

export interface ViewBodyProps {
  view: View
  caption: string
  /** The page's network (a flow's arrows link its transactions). */
  network: NetworkId
  empty?: string | undefined
  footer?: ReactNode
}

/**
 * A view as text, key/value rows or a table. Shared by the server's first paint (with a hook-free table) and the
 * browser's re-render after the data changed (with the interactive table): `Table` says which.
 */
export function ViewBody({
  view,
  caption,
  network,
  empty,
  footer,
  Table,
}: ViewBodyProps & { Table: ComponentType<TableProps> }) {
  if (view.kind === 'text') return <p className="p-3 text-sm">{view.text}</p>
  if (view.kind === 'flow')
    return view.steps.length ? (
      <FlowDiagram view={view} caption={caption} network={network} />
    ) : (
      <p className="p-3 text-sm text-zinc-600 dark:text-zinc-400">{empty ?? 'Nothing here.'}</p>
    )
  if (view.kind === 'table')
    return (
      <Table
        caption={caption}
        columns={view.columns}
        rows={view.rows}
        empty={view.empty ?? empty ?? 'Nothing here.'}
        footer={footer}
      />
    )
  if (!view.rows.length)
    return <p className="p-3 text-sm text-zinc-600 dark:text-zinc-400">{empty ?? 'Nothing here.'}</p>
  return (
    <div className="p-3">
      <KeyValue rows={view.rows.map((r) => ({ label: r.label, value: <FieldValue f={r.value} absolute /> }))} />
    </div>
  )
}
