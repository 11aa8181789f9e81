'use client'
import { useEffect, useState } from 'react'
import { qrPath } from './qr-path'

type Matrix = { size: number; path: string }

/** The address as a QR code under its button; the encoder (uqr, ~9 KB gzip) loads with the first one drawn. */
export function QrDialog({ value, onClose }: { value: string; onClose: () => void }) {
  const [qr, setQr] = useState<Matrix | Error | undefined>()
  useEffect(() => {
    let live = true
    import('uqr')
      .then(({ encode }) => {
        const r = encode(value, { ecc: 'M', border: 2 })
        if (live) setQr({ size: r.size, path: qrPath(r.data) })
      })
      .catch((e: unknown) => live && setQr(e instanceof Error ? e : new Error(String(e))))
    return () => {
      live = false
    }
  }, [value])
  return (
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
      <button type="button" onClick={onClose} className="text-xs underline">
        Close
      </button>
    </span>
  )
}
