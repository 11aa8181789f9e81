import Link from 'next/link'
import { entityHref } from '@/lib/explorer/entity-href'
import type { LinkKind, RecordKind } from '@/lib/explorer/view'
import { shorten } from '@/lib/format/shorten'
import { CopyButton } from './copy-button'

const SEGMENT: Record<RecordKind, string> = { block: 'blocks', tx: 'txs', account: 'accounts' }

const isRecord = (k: LinkKind): k is RecordKind => k in SEGMENT

/** Href of a record or entity page: `recordHref('hub', 'tx', hash)` → `/hub/txs/<hash>`. */
export const recordHref = (network: string, kind: LinkKind, id: string) =>
  isRecord(kind) ? `/${network}/${SEGMENT[kind]}/${encodeURIComponent(id)}` : entityHref(network, kind, id)

/**
 * Link to an address, hash or block with a copy button. Long ids are shortened on narrow screens and shown in
 * full from `sm` up. `<RecordLink network="hub" kind="account" id="hub1…" />`
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
  label?: string
  copy?: boolean
}) {
  const long = id.length > 20 && !label
  return (
    <span className="inline-flex max-w-full items-center">
      <Link
        href={recordHref(network, kind, id)}
        className="truncate font-mono text-brand-700 hover:underline dark:text-brand-500"
      >
        {label ??
          (long ? (
            <>
              <span className="sm:hidden">{shorten(id)}</span>
              <span className="hidden break-all sm:inline">{id}</span>
            </>
          ) : (
            id
          ))}
      </Link>
      {copy && (
        <CopyButton
          value={id}
          label={`Copy ${kind === 'account' ? 'address' : kind === 'tx' ? 'transaction hash' : 'id'}`}
        />
      )}
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
