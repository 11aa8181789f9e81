'use client'
import { useState, type ReactNode } from 'react'
import { CopyButton } from '@/components/ui/copy-button'
import { base64ToBytes, bytesToHex } from '@/lib/format/hex'

type View = 'text' | 'base64' | 'hex'
const VIEWS: { id: View; label: string }[] = [
  { id: 'text', label: 'Text' },
  { id: 'base64', label: 'Base64' },
  { id: 'hex', label: 'Hex' },
]

/** The bytes in one view; text keeps what is printable and marks the rest (so a hidden byte never looks like none). */
function render(b64: string, view: View): string {
  if (view === 'base64') return b64
  let bytes: Uint8Array
  try {
    bytes = base64ToBytes(b64)
  } catch {
    return b64
  }
  if (view === 'hex') return bytesToHex(bytes)
  return new TextDecoder('utf-8').decode(bytes).replace(/[\p{Cc}\uFFFD]/gu, (c) => (c === '\n' ? c : '·'))
}

/**
 * A value the wire sends as bytes: its reading (children: text, a number, an address link) and, behind a "bytes"
 * switch, the same bytes as text, base64 or hex with a copy button. `<BytesValue b64="Y2FsbA==">"call"</BytesValue>`
 */
export function BytesValue({ b64, children }: { b64: string; children: ReactNode }) {
  const [view, setView] = useState<View | undefined>()
  const shown = view && render(b64, view)
  return (
    <span className="inline-flex max-w-full flex-col items-start gap-1">
      <span className="inline-flex max-w-full items-center gap-1">
        <span className="min-w-0">{children}</span>
        <button
          type="button"
          aria-expanded={view !== undefined}
          onClick={() => setView(view ? undefined : 'text')}
          className="shrink-0 rounded border border-zinc-300 px-1 text-[11px] leading-4 text-zinc-600 hover:bg-zinc-100 dark:border-zinc-700 dark:text-zinc-400 dark:hover:bg-zinc-800"
        >
          bytes
        </button>
      </span>
      {view && (
        <span className="flex max-w-full flex-col gap-1 rounded border border-zinc-200 p-1 dark:border-zinc-800">
          <span role="group" aria-label="Show the bytes as" className="flex gap-1 text-[11px]">
            {VIEWS.map((v) => (
              <button
                key={v.id}
                type="button"
                aria-pressed={view === v.id}
                onClick={() => setView(v.id)}
                className={`rounded px-1.5 ${view === v.id ? 'bg-zinc-200 font-medium dark:bg-zinc-700' : 'hover:bg-zinc-100 dark:hover:bg-zinc-800'}`}
              >
                {v.label}
              </button>
            ))}
          </span>
          <span className="inline-flex max-w-full items-start">
            <code className="min-w-0 whitespace-pre-wrap break-all font-mono text-xs">{shown || '(empty)'}</code>
            <CopyButton value={shown ?? ''} label={`Copy as ${view}`} />
          </span>
        </span>
      )}
    </span>
  )
}
