import Link from 'next/link'
import type { Stat } from '@/lib/overview/model'
import { FieldValue } from '@/components/ui/field-value'

/** The overview's top figures, each with its unit and where it comes from. */
export function StatsGrid({ stats }: { stats: Stat[] }) {
  if (!stats.length) return null
  return (
    <section aria-label="Key figures" className="mb-6 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {stats.map((s) => (
        <div
          key={s.label}
          data-stat={s.label}
          className="min-w-0 rounded-lg border border-zinc-200 p-3 dark:border-zinc-800"
        >
          <div className="text-xs font-medium text-zinc-600 dark:text-zinc-400">{s.label}</div>
          <div className="mt-1 break-words text-sm font-semibold sm:text-lg [&_*]:whitespace-normal">
            <FieldValue f={s.value} dense maxFraction={2} />
          </div>
          {s.note && <div className="mt-0.5 text-xs text-zinc-600 dark:text-zinc-400">{s.note}</div>}
          {s.history && (
            <Link
              href={s.history}
              className="mt-0.5 inline-block text-xs text-brand-700 hover:underline dark:text-brand-500"
            >
              History chart →<span className="sr-only"> {s.label}</span>
            </Link>
          )}
        </div>
      ))}
    </section>
  )
}
