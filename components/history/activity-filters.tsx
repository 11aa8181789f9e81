'use client'
import { usePathname, useRouter, useSearchParams } from 'next/navigation'
import { DIR_PARAM, readFilters, TYPE_PARAM, withParam } from '@/lib/history/url-state'

const select = 'rounded border border-zinc-300 bg-white px-1.5 py-0.5 text-xs dark:border-zinc-700 dark:bg-zinc-900'

/** Type and direction filters of the Activity table, kept in the URL (a new filter starts at page 1). */
export function ActivityFilters({ types }: { types: string[] }) {
  const router = useRouter()
  const pathname = usePathname()
  const sp = useSearchParams()
  const f = readFilters(sp)
  const go = (name: string, value: string) => {
    const q = withParam(sp, name, value || undefined).toString()
    router.replace(`${pathname}${q ? `?${q}` : ''}`, { scroll: false })
  }
  const options = f.type && !types.includes(f.type) ? [f.type, ...types] : types
  return (
    <div className="flex flex-wrap items-center gap-2 text-xs">
      <label className="flex items-center gap-1">
        <span className="text-zinc-600 dark:text-zinc-400">Type</span>
        <select className={select} value={f.type ?? ''} onChange={(e) => go(TYPE_PARAM, e.target.value)}>
          <option value="">All</option>
          {options.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </select>
      </label>
      <label className="flex items-center gap-1">
        <span className="text-zinc-600 dark:text-zinc-400">Direction</span>
        <select className={select} value={f.dir ?? ''} onChange={(e) => go(DIR_PARAM, e.target.value)}>
          <option value="">All</option>
          <option value="in">In</option>
          <option value="out">Out</option>
        </select>
      </label>
    </div>
  )
}
