import Link from 'next/link'
import { heightText } from '@/lib/format/height'
import type { LinkKind } from '@/lib/explorer/view'
import { shorten } from '@/lib/format/shorten'
import { CopyButton } from './copy-button'
import { copyLabel, recordHref } from './record-link'

/**
 * A record link that never wraps: long ids shortened in the middle at every width, the full id in the tooltip and
 * behind the copy button. For tables where a full 64-character hash would push every other column away. Plain
 * text where no page can show the record (lib/explorer/links.ts). Not prefetched, as RecordLink says why.
 */
export function ShortRecordLink({
  network,
  kind,
  id,
  label,
  href,
  copy = kind !== 'block',
}: {
  network: string
  kind: LinkKind
  id: string
  label?: string
  href?: string
  copy?: boolean
}) {
  const to = href ?? recordHref(network, kind, id)
  // A height is short already: grouped as every page writes it (11,567), not cut.
  const text = label ?? (kind === 'block' && /^\d+$/.test(id) ? heightText(id) : shorten(id, 10, 6))
  return (
    <span className="inline-flex items-center whitespace-nowrap">
      {to ? (
        <Link
          href={to}
          prefetch={false}
          title={id}
          className="font-mono text-brand-700 hover:underline dark:text-brand-500"
        >
          {text}
        </Link>
      ) : (
        <span title={id} className="font-mono">
          {text}
        </span>
      )}
      {/* Phones keep the row narrow: the record page has the copy button. */}
      {copy && (
        <span className="hidden sm:contents">
          <CopyButton value={id} label={copyLabel(kind)} />
        </span>
      )}
    </span>
  )
}
