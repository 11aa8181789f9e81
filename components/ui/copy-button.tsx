'use client'
import { useState } from 'react'

/** Copies `value` to the clipboard. `<CopyButton value={hash} label="Copy hash" />` — label is for screen readers. */
export function CopyButton({ value, label = 'Copy' }: { value: string; label?: string }) {
  const [done, setDone] = useState(false)
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={() => {
        void navigator.clipboard?.writeText(value).then(() => {
          setDone(true)
          setTimeout(() => setDone(false), 1200)
        })
      }}
      className="ml-1 inline-flex h-6 w-6 shrink-0 items-center justify-center rounded text-zinc-500 hover:bg-zinc-100 hover:text-zinc-800 dark:text-zinc-400 dark:hover:bg-zinc-800 dark:hover:text-zinc-100"
    >
      <span aria-hidden="true" className="text-xs">{done ? '✓' : '⧉'}</span>
      <span className="sr-only" aria-live="polite">{done ? 'Copied' : ''}</span>
    </button>
  )
}
