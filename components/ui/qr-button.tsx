'use client'
import { lazy, Suspense, useState } from 'react'

// The dialog and its encoder load on the first click: pages that never show a code never ship them.
const QrDialog = lazy(() => import('./qr-dialog').then((m) => ({ default: m.QrDialog })))

/** "QR" beside an address: the address as a QR code to scan with a wallet. `<QrButton value={address} />` */
export function QrButton({ value, label = 'Show as QR code' }: { value: string; label?: string }) {
  const [open, setOpen] = useState(false)
  return (
    <span className="relative inline-flex">
      <button
        type="button"
        aria-expanded={open}
        aria-label={label}
        title={label}
        onClick={() => setOpen(!open)}
        className="inline-flex h-6 shrink-0 items-center justify-center rounded px-1 text-xs font-medium text-zinc-500 hover:bg-zinc-100 hover:text-zinc-800 dark:text-zinc-400 dark:hover:bg-zinc-800 dark:hover:text-zinc-100"
      >
        QR
      </button>
      {open && (
        <Suspense fallback={<span className="absolute left-0 top-7" role="status" aria-label="Loading" />}>
          <QrDialog value={value} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </span>
  )
}
