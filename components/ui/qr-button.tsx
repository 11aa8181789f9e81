'use client'
import { useState } from 'react'
import { qrPath } from './qr-path'

type Matrix = { size: number; path: string }

/**
 * "QR" beside an address: the address as a QR code to scan with a wallet. The encoder (uqr, ~9 KB gzip) loads on
 * the first click, so pages that never show a code never ship it. `<QrButton value={address} />`
 */
export function QrButton({ value, label = 'Show as QR code' }: { value: string; label?: string }) {
  const [qr, setQr] = useState<Matrix | Error | undefined>()
  const [open, setOpen] = useState(false)
  const toggle = async () => {
    if (open) return setOpen(false)
    setOpen(true)
    if (qr && !(qr instanceof Error)) return
    try {
      const { encode } = await import('uqr')
      const r = encode(value, { ecc: 'M', border: 2 })
      setQr({ size: r.size, path: qrPath(r.data) })
    } catch (e) {
      setQr(e instanceof Error ? e : new Error(String(e)))
    }
  }
  return (
    <span className="relative inline-flex">
      <button
        type="button"
        aria-expanded={open}
        aria-label={label}
        title={label}
        onClick={() => void toggle()}
        className="inline-flex h-6 shrink-0 items-center justify-center rounded px-1 text-xs font-medium text-zinc-500 hover:bg-zinc-100 hover:text-zinc-800 dark:text-zinc-400 dark:hover:bg-zinc-800 dark:hover:text-zinc-100"
      >
        QR
      </button>
      {open && (
        <span
          role="dialog"
          aria-label={`QR code of ${value}`}
          className="absolute left-0 top-7 z-20 flex w-60 max-w-[80vw] flex-col items-center gap-2 rounded border border-zinc-200 bg-white p-3 shadow-lg dark:border-zinc-700 dark:bg-zinc-900"
        >
          {qr instanceof Error ? (
            <span className="text-sm">Could not draw the code: {qr.message}</span>
          ) : qr ? (
            // Always dark on white: scanners read that best, whatever the page's theme.
            <svg
              role="img"
              aria-label={`QR code of ${value}`}
              viewBox={`0 0 ${qr.size} ${qr.size}`}
              shapeRendering="crispEdges"
              className="h-52 w-52 bg-white"
            >
              <path d={qr.path} fill="#000" />
            </svg>
          ) : (
            <span className="h-52 w-52 animate-pulse rounded bg-zinc-100 dark:bg-zinc-800" aria-label="Loading" />
          )}
          <span className="break-all text-center font-mono text-xs">{value}</span>
          <button type="button" onClick={() => setOpen(false)} className="text-xs underline">
            Close
          </button>
        </span>
      )}
    </span>
  )
}
