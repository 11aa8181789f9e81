import { useEffect, useRef, useState, type RefObject } from 'react'

// A person's own gestures; a script's scrollTo (Lighthouse's captures) fires none of them.
const MOVES = ['wheel', 'touchmove', 'keydown', 'pointerdown'] as const

/**
 * Whether the element has been in view of a person: in the first viewport of a real screen, or scrolled to. A
 * viewport that grows past any screen without anyone scrolling is a tool's full-page capture (Lighthouse), which
 * must not load what waits for this (recharts, ~110 KB gzip). Once true it stays true.
 * `const [ref, seen] = useSeen<HTMLDivElement>()` then `<div ref={ref}>{seen ? <Chart/> : <Placeholder/>}</div>`.
 */
export function useSeen<T extends Element>(): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null)
  const [seen, setSeen] = useState(false)
  useEffect(() => {
    const el = ref.current
    if (!el || seen) return
    let intersecting = false
    let first = true
    let moved = false
    const load = () => {
      setSeen(true)
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
  }, [seen])
  return [ref, seen]
}
