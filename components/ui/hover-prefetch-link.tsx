'use client'
import Link from 'next/link'
import { useState, type ComponentProps } from 'react'

/**
 * A link prefetched when someone shows intent (pointer over it, or keyboard focus) rather than when it scrolls into
 * view: Next's own pattern (docs, Prefetching › Hover-triggered prefetch). For links that change with every block
 * (the home page's newest heights): prefetched on sight, each new block cost the browser a request and a parse
 * while the page was loading, and the server a render, for pages few open.
 */
export function HoverPrefetchLink({ onMouseEnter, onFocus, ...props }: Omit<ComponentProps<typeof Link>, 'prefetch'>) {
  const [active, setActive] = useState(false)
  return (
    <Link
      {...props}
      prefetch={active ? null : false}
      onMouseEnter={(e) => {
        setActive(true)
        onMouseEnter?.(e)
      }}
      onFocus={(e) => {
        setActive(true)
        onFocus?.(e)
      }}
    />
  )
}
