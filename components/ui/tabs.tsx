'use client'
import Link from 'next/link'
import { usePathname, useSearchParams } from 'next/navigation'

/**
 * Tabs whose selection lives in the URL (`?<param>=<id>`), so reload and shared links keep the tab.
 * `<Tabs param="tab" tabs={[{ id: 'overview', label: 'Overview' }, …]} />`; read the same param on the server
 * (searchParams) to render the selected content. The first tab is the default and omits the param.
 */
export function Tabs({
  tabs,
  param = 'tab',
  label = 'Sections',
}: {
  tabs: { id: string; label: string }[]
  param?: string
  label?: string
}) {
  const pathname = usePathname()
  const sp = useSearchParams()
  const current = sp.get(param) ?? tabs[0]?.id
  return (
    <nav aria-label={label} className="mb-4 flex gap-1 overflow-x-auto border-b border-zinc-200 dark:border-zinc-800">
      {tabs.map((t, i) => {
        const next = new URLSearchParams(sp.toString())
        if (i === 0) next.delete(param)
        else next.set(param, t.id)
        const qs = next.toString()
        const active = t.id === current
        return (
          <Link
            key={t.id}
            href={`${pathname}${qs ? `?${qs}` : ''}`}
            scroll={false}
            aria-current={active ? 'page' : undefined}
            className={`whitespace-nowrap border-b-2 px-3 py-2 text-sm ${active ? 'border-brand-600 font-medium text-brand-700 dark:text-brand-500' : 'border-transparent text-zinc-700 hover:text-zinc-950 dark:text-zinc-300 dark:hover:text-white'}`}
          >
            {t.label}
          </Link>
        )
      })}
    </nav>
  )
}
