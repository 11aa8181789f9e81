'use client'
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react'

/**
 * The scroll box around a table. A box that scrolls (a wide table on a phone, a long virtualised list) must be
 * reachable by keyboard even when no cell holds a link (axe: scrollable-region-focusable), so it becomes a
 * focusable, labelled region — only while it actually overflows, so desktops get no extra tab stops.
 */
export function ScrollBox({
  label,
  tall = false,
  boxRef,
  children,
}: {
  label: string
  /** A virtualised list: fixed height, scrolls vertically. */
  tall?: boolean
  /** The element the virtualiser measures, when there is one. */
  boxRef?: RefObject<HTMLDivElement | null>
  children: ReactNode
}) {
  const own = useRef<HTMLDivElement>(null)
  const ref = boxRef ?? own
  const [overflows, setOverflows] = useState(false)
  useEffect(() => {
    const el = ref.current
    if (!el) return
    const ro = new ResizeObserver(() => setOverflows(el.scrollWidth > el.clientWidth))
    ro.observe(el)
    if (el.firstElementChild) ro.observe(el.firstElementChild)
    return () => ro.disconnect()
  }, [ref])
  const scrollable = tall || overflows
  return (
    <div
      ref={ref}
      className={`relative overflow-x-auto ${tall ? 'max-h-[480px] overflow-y-auto' : ''}`}
      tabIndex={scrollable ? 0 : undefined}
      role={scrollable ? 'region' : undefined}
      aria-label={scrollable ? `${label} (scrollable)` : undefined}
    >
      {children}
    </div>
  )
}
