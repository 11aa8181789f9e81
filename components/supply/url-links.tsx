'use client'
import { useSearchParams } from 'next/navigation'
import type { MouseEvent, ReactNode } from 'react'
import { parseSupplyState, supplyHref, type SectionId, type SupplyState } from '@/lib/supply/url-state'

/** The dashboard state of the current URL (client side). */
export function useSupplyState(): SupplyState {
  return parseSupplyState(new URLSearchParams(useSearchParams().toString()))
}

/**
 * A segmented control whose options are links to URL states. Clicks change the URL in place (history.pushState,
 * which Next's useSearchParams follows), so client-fed charts update without a server round trip; the links still
 * work when opened in a new tab or shared.
 */
export function StateLinks<K extends keyof SupplyState>({
  label,
  field,
  options,
  section,
}: {
  label: string
  field: K
  options: { value: SupplyState[K]; label: ReactNode }[]
  section: SectionId
}) {
  const state = useSupplyState()
  const go = (e: MouseEvent<HTMLAnchorElement>, href: string) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return
    e.preventDefault()
    window.history.pushState(null, '', href)
  }
  return (
    <nav
      aria-label={label}
      className="flex flex-wrap overflow-hidden rounded border border-zinc-300 text-xs dark:border-zinc-700"
    >
      {options.map((o) => {
        const href = supplyHref(state, { [field]: o.value } as Partial<SupplyState>, section)
        const active = state[field] === o.value
        return (
          <a
            key={String(o.value)}
            href={href}
            onClick={(e) => go(e, href)}
            aria-current={active ? 'true' : undefined}
            className={`px-2 py-1 ${active ? 'bg-zinc-200 font-medium dark:bg-zinc-700' : 'hover:bg-zinc-100 dark:hover:bg-zinc-800'}`}
          >
            {o.label}
          </a>
        )
      })}
    </nav>
  )
}
