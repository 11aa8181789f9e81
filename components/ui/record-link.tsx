import type { ReactNode } from 'react'
import Link from 'next/link'
import { entityHref } from '@/lib/explorer/entity-href'
import { recordTarget } from '@/lib/explorer/links'
import type { LinkKind, RecordKind } from '@/lib/explorer/view'
import { shorten } from '@/lib/format/shorten'
import { heightText } from '@/lib/format/height'
import { CopyButton } from './copy-button'

const RECORD_KINDS: ReadonlySet<LinkKind> = new Set<RecordKind>(['block', 'tx', 'account'])
const isRecord = (k: LinkKind): k is RecordKind => RECORD_KINDS.has(k)

/**
 * Href of a record or entity page, or undefined where no page can show it (lib/explorer/links.ts decides for
 * records: the address's own network, capability-checked). `recordHref('hub', 'tx', hash)` → `/hub/txs/<hash>`.
 */
export const recordHref = (network: string, kind: LinkKind, id: string): string | undefined =>
  isRecord(kind) ? recordTarget(network, kind, id)?.href : entityHref(network, kind, id)

export const copyLabel = (kind: LinkKind) =>
  `Copy ${kind === 'account' ? 'address' : kind === 'tx' ? 'transaction hash' : 'id'}`

/**
 * Link to an address, hash or block with a copy button. Long ids are shortened on narrow screens and shown in
 * full from `sm` up. Where no page can show the record (another chain's consensus key, a block on a network
 * without block queries) the id is plain text. `<RecordLink network="hub" kind="account" id="hub1…" />`
 *
 * Record links are not prefetched. Every page here is dynamic and has no loading boundary, so a prefetch brings
 * only the layout's shell; on a token page (two tables of 25 rows) they were ~30 requests as the page loaded,
 * each parsed on the main thread while the page was becoming interactive, and each a request to the server for
 * every visitor. A click fetches the page as it would anyway.
 */
export function RecordLink({
  network,
  kind,
  id,
  label,
  copy = kind !== 'block',
}: {
  network: string
  kind: LinkKind
  id: string
  label?: ReactNode
  copy?: boolean
}) {
  const long = id.length > 20 && !label
  const href = recordHref(network, kind, id)
  const text =
    label ??
    (long ? (
      <>
        <span className="sm:hidden">{shorten(id)}</span>
        <span className="hidden break-all sm:inline">{id}</span>
      </>
    ) : kind === 'block' ? (
      // Heights read as every page writes them: 11,645.
      heightText(id)
    ) : (
      id
    ))
  return (
    <span className="inline-flex max-w-full items-center">
      {href ? (
        <Link
          href={href}
          prefetch={false}
          // A label (a shortened key, a name) leaves the full id on hover.
          title={label !== undefined ? id : undefined}
          className="truncate font-mono text-brand-700 hover:underline dark:text-brand-500"
        >
          {text}
        </Link>
      ) : (
        <span className="truncate font-mono">{text}</span>
      )}
      {copy && <CopyButton value={id} label={copyLabel(kind)} />}
    </span>
  )
}

/** A hash or id without a page of its own, with a copy button. */
export function Hash({ value }: { value: string }) {
  return (
    <span className="inline-flex max-w-full items-center">
      <span className="break-all font-mono">{value}</span>
      <CopyButton value={value} label="Copy value" />
    </span>
  )
}
