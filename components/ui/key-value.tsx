import type { ReactNode } from 'react'

/**
 * Label/value list (a `<dl>`), two columns from `sm` up, stacked on phones.
 * `<KeyValue rows={[{ label: 'Height', value: <>42</> }]} />`
 */
export function KeyValue({ rows }: { rows: { label: string; value: ReactNode }[] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[minmax(8rem,14rem)_1fr]">
      {rows.map((r) => (
        <div key={r.label} className="contents">
          <dt className="pt-1 font-medium text-zinc-600 dark:text-zinc-400">{r.label}</dt>
          <dd className="min-w-0 break-words pb-1 sm:pt-1">{r.value}</dd>
        </div>
      ))}
    </dl>
  )
}
