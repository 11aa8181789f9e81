'use client'
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react'

/** Which ways a box can still scroll sideways. */
interface Edges {
  overflows: boolean
  atStart: boolean
  atEnd: boolean
}

const measure = (el: HTMLElement): Edges => {
  const overflows = el.scrollWidth > el.clientWidth + 1
  return { overflows, atStart: el.scrollLeft <= 1, atEnd: el.scrollLeft + el.clientWidth >= el.scrollWidth - 1 }
}

/** The new edges of `el`, or `cur` itself when nothing changed (no re-render on every scroll event). */
const remeasure = (cur: Edges, el: HTMLElement): Edges => {
  const next = measure(el)
  return cur.overflows === next.overflows && cur.atStart === next.atStart && cur.atEnd === next.atEnd ? cur : next
}

/**
 * The scroll box around a table. A table wider than the screen (a phone) says so: a line above it ("scroll
 * sideways for more columns") and a fade on the edge that hides more, so no column is cut off without a word.
 * A box that scrolls must also be reachable by keyboard even when no cell holds a link (axe:
 * scrollable-region-focusable), so it becomes a focusable, labelled region — only while it actually overflows,
 * so desktops get no extra tab stops.
 * The scrolling element is positioned itself, so absolutely placed content (sr-only text) scrolls with it
 * instead of widening the page.
 */
export function ScrollBox({
  label,
  tall = false,
  maxHeight = 'max-h-[480px]',
  boxRef,
  children,
}: {
  label: string
  /** A virtualised or long list: fixed height, scrolls vertically. */
  tall?: boolean
  /** The height of a tall box (a Tailwind class). */
  maxHeight?: string
  /** The element the virtualiser measures, when there is one. */
  boxRef?: RefObject<HTMLDivElement | null>
  children: ReactNode
}) {
  const own = useRef<HTMLDivElement>(null)
  const ref = boxRef ?? own
  const [edges, setEdges] = useState<Edges>({ overflows: false, atStart: true, atEnd: true })
  useEffect(() => {
    const el = ref.current
    if (!el) return
    const ro = new ResizeObserver(() => setEdges((cur) => remeasure(cur, el)))
    ro.observe(el)
    if (el.firstElementChild) ro.observe(el.firstElementChild)
    return () => ro.disconnect()
  }, [ref])
  const scrollable = tall || edges.overflows
  const fade = 'pointer-events-none absolute inset-y-0 w-8 from-white dark:from-zinc-950'
  return (
    <div>
      {edges.overflows && (
        <p className="px-3 pb-1 pt-1.5 text-right text-xs text-zinc-600 dark:text-zinc-400" data-testid="scroll-hint">
          <span aria-hidden>↔ </span>Scroll sideways for more columns
        </p>
      )}
      <div className="relative">
        <div
          ref={ref}
          onScroll={(e) => {
            const el = e.currentTarget
            setEdges((cur) => remeasure(cur, el))
          }}
          className={`relative overflow-x-auto ${tall ? `${maxHeight} overflow-y-auto` : ''}`}
          tabIndex={scrollable ? 0 : undefined}
          role={scrollable ? 'region' : undefined}
          aria-label={scrollable ? `${label} (scrollable)` : undefined}
        >
          {children}
        </div>
        {edges.overflows && !edges.atStart && <div aria-hidden className={`${fade} left-0 bg-linear-to-r`} />}
        {edges.overflows && !edges.atEnd && (
          <div aria-hidden className={`${fade} right-0 bg-linear-to-l`} data-testid="scroll-fade" />
        )}
      </div>
    </div>
  )
}
