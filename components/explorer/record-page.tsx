import type { ReactNode } from 'react'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { PanelList } from '@/components/panel/panel-list'
import type { PageDefs } from '@/lib/explorer/panels'
import type { NetworkId } from '@/lib/networks'
import { getNetwork } from '@/lib/networks'
import { QrButton } from '@/components/ui/qr-button'
import { CopyButton } from '@/components/ui/copy-button'

type SearchParams = Record<string, string | string[] | undefined>

/**
 * Title block of a record page: network and section trail, kind, id with copy button, optional navigation
 * (prev/next) and a line under the id.
 */
export function RecordTitle({
  network,
  kind,
  id,
  title,
  nav,
  qr,
  trail = [],
  children,
}: {
  network: NetworkId
  kind: string
  id: string
  /** What people call the record when its id is a wire name (a denomination's unit): the heading, the id beside it. */
  title?: string
  nav?: ReactNode
  /** An address: offer it as a QR code too. */
  qr?: boolean
  /** Sections between the network and the kind (IBC for its records). */
  trail?: readonly { label: string; href: string }[]
  children?: ReactNode
}) {
  return (
    <div className="mb-4">
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        <Link href={`/${network}`} className="hover:underline">
          {getNetwork(network).name}
        </Link>{' '}
        {trail.map((t) => (
          <span key={t.href}>
            ·{' '}
            <Link href={t.href} className="hover:underline">
              {t.label}
            </Link>{' '}
          </span>
        ))}
        · {kind}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <h1 className="min-w-0 break-all font-mono text-xl font-semibold sm:text-2xl">{title ?? id}</h1>
        {title && <span className="min-w-0 break-all font-mono text-sm text-zinc-600 dark:text-zinc-400">{id}</span>}
        <CopyButton value={id} label={`Copy ${kind.toLowerCase()} id`} />
        {qr && <QrButton value={id} />}
        {nav && <div className="ml-auto flex gap-2">{nav}</div>}
      </div>
      {children && <div className="mt-1 text-sm">{children}</div>}
    </div>
  )
}

/** Plain statement that the gateway lacks something, or that the id is malformed (never a crash). */
export function Notice({
  title,
  children,
  tone = 'info',
}: {
  title: string
  children: ReactNode
  tone?: 'info' | 'error'
}) {
  const cls =
    tone === 'error'
      ? 'border-red-200 bg-red-50 text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100'
      : 'border-zinc-200 bg-zinc-50 text-zinc-800 dark:border-zinc-800 dark:bg-zinc-900 dark:text-zinc-200'
  return (
    <div role={tone === 'error' ? 'alert' : 'note'} className={`rounded-lg border p-4 ${cls}`}>
      <p className="font-medium">{title}</p>
      <div className="mt-1 text-sm">{children}</div>
    </div>
  )
}

/** Record page body: the network's panels, or a notice about what the gateway does not offer. */
export function RecordBody({
  network,
  defs,
  searchParams,
  mainRecord = true,
  whenMissing,
  children,
}: {
  network: NetworkId
  defs: PageDefs
  searchParams: SearchParams
  mainRecord?: boolean
  /** Shown instead of the 404 page when the main record is missing, if it gives anything (PanelList). */
  whenMissing?: () => Promise<ReactNode | undefined>
  children?: ReactNode
}) {
  // A record kind the network does not offer has no page: a 404 that says so (app/[network]/not-found.tsx).
  if ('unsupported' in defs) notFound()
  return (
    <>
      {defs.note && (
        <div className="mb-4">
          <Notice title="Note">{defs.note}</Notice>
        </div>
      )}
      <PanelList
        network={network}
        panels={defs.panels}
        searchParams={searchParams}
        mainRecord={mainRecord}
        {...(whenMissing && { whenMissing })}
      />
      {children && <div className="mt-4">{children}</div>}
    </>
  )
}

/** A record id that cannot be one (checked before any gateway call): the id as asked and why, in words. */
export function InvalidRecord({
  network,
  kind,
  id,
  title,
  message,
}: {
  network: NetworkId
  kind: string
  id: string
  title: string
  message: string
}) {
  return (
    <>
      <RecordTitle network={network} kind={kind} id={id} />
      <Notice title={title} tone="error">
        {message}
      </Notice>
    </>
  )
}
