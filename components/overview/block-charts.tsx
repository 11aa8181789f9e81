'use client'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import type { ChartPoint } from '@/lib/overview/model'

const Charts = lazy(() => import('./block-charts-inner'))
// A person's own gestures; a script's scrollTo (Lighthouse's captures) fires none of them.
const MOVES = ['wheel', 'touchmove', 'keydown', 'pointerdown'] as const

/**
 * Block time and transactions per block over the recent window. recharts is loaded only when the charts scroll
 * into view of a real screen, so it never weighs on the first load of the overview.
 */
export function BlockCharts({ points, unit }: { points: ChartPoint[]; unit: string }) {
  const ref = useRef<HTMLDivElement>(null)
  const [visible, setVisible] = useState(false)
  useEffect(() => {
    const el = ref.current
    if (!el) return
    // Charts in view of a person: in the first viewport of a real screen, or scrolled to. A viewport that grows past
    // any screen without anyone scrolling is a tool's full-page capture (Lighthouse), which must not load recharts.
    let intersecting = false
    let first = true
    let moved = false
    const load = () => {
      setVisible(true)
      io.disconnect()
      for (const ev of MOVES) window.removeEventListener(ev, onMove)
    }
    const onMove = () => {
      moved = true
      if (intersecting) load()
    }
    const io = new IntersectionObserver(
      (es) => {
        intersecting = es.some((e) => e.isIntersecting)
        if (intersecting && (moved || (first && window.innerHeight <= 2000))) load()
        first = false
      },
      { rootMargin: '100px' },
    )
    io.observe(el)
    for (const ev of MOVES) window.addEventListener(ev, onMove, { passive: true })
    return () => {
      io.disconnect()
      for (const ev of MOVES) window.removeEventListener(ev, onMove)
    }
  }, [])
  const avg = points.filter((p) => p.blockSec !== undefined)
  const summary = `${points.length} ${unit}s from ${points[0]?.height} to ${points.at(-1)?.height}; ${avg.length ? `block time ${Math.min(...avg.map((p) => p.blockSec!)).toFixed(1)}–${Math.max(...avg.map((p) => p.blockSec!)).toFixed(1)} s` : 'no block times'}; ${points.reduce((s, p) => s + p.txs, 0)} transactions`
  return (
    <div ref={ref} className="grid gap-3 p-3 sm:grid-cols-2" role="img" aria-label={summary}>
      {visible ? (
        <Suspense fallback={<Placeholder />}>
          <Charts points={points} unit={unit} />
        </Suspense>
      ) : (
        <Placeholder />
      )}
    </div>
  )
}

function Placeholder() {
  return (
    <>
      <div className="h-48 rounded bg-zinc-50 dark:bg-zinc-900" />
      <div className="h-48 rounded bg-zinc-50 dark:bg-zinc-900" />
    </>
  )
}
