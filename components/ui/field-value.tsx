import Link from 'next/link'
import { Hash, RecordLink } from '@/components/ui/record-link'
import { JsonView } from '@/components/ui/json-view'
import { TimeAgo } from '@/components/ui/time-ago'
import type { Field } from '@/lib/explorer/view'
import { shorten } from '@/lib/format/shorten'
import { AssetName } from './asset-name'
import { BytesValue } from './bytes-value'
import { CopyButton } from './copy-button'
import { FieldAmount, FieldDenomName } from './field-amount'
import { ShortRecordLink } from './short-link'
import { ValidatorLink } from './validator-names'

/**
 * Renders one adapter Field (text, amount, record link, time, status, JSON, list). No hooks and no 'use client':
 * server components render it for a panel's first paint, client tables after the data changes.
 * `maxFraction` trims amounts' fractions (tables: an 18-decimal token's last digits are noise in a column); the
 * exact value stays in the tooltip and in what the copy takes.
 */
/** Fraction digits of amounts in table cells. */
export const TABLE_MAX_FRACTION = 6

/** A long value on one line, shortened in the middle: the whole of it in the tooltip and behind the copy button. */
function ShortValue({ value }: { value: string }) {
  return (
    <span className="inline-flex items-center whitespace-nowrap">
      <span title={value} className="font-mono">
        {shorten(value, 10, 6)}
      </span>
      <CopyButton value={value} label="Copy value" />
    </span>
  )
}

/**
 * A validator the network does not name (no validator queries): a short label, not 52 characters of bech32; the
 * whole address in the tooltip and behind the copy button.
 */
function UnnamedValidator({ address }: { address: string }) {
  const sep = address.lastIndexOf('1')
  return (
    <span className="inline-flex items-center whitespace-nowrap">
      <span title={address}>
        validator <span className="font-mono">{sep > 0 ? shorten(address, sep + 5, 4) : shorten(address, 10, 6)}</span>
      </span>
      <CopyButton value={address} label="Copy address" />
    </span>
  )
}

/**
 * `absolute`: times also say when, in the reader's zone (a record's rows; tables keep the short relative form).
 * `cell`: in a table's cell: a long value (a hash, an address no page shows, call data) is shortened in the middle
 * with a copy button; wrapped at every character instead, it let its column shrink to one character per line at
 * 375 px (a 1,400 px tall column).
 * `dense`: for the overview's small tables, where one long id would push every other column away: record links and
 * long hex values shortened in the middle, amounts to 4 fraction digits unless `maxFraction` says otherwise.
 */
export function FieldValue({
  f,
  maxFraction,
  absolute,
  dense,
  cell,
}: {
  f: Field
  maxFraction?: number
  absolute?: boolean
  dense?: boolean
  cell?: boolean
}) {
  const fraction = maxFraction ?? (dense ? 4 : undefined)
  switch (f.type) {
    case 'empty':
      return <span className="text-zinc-500 dark:text-zinc-400">—</span>
    case 'text':
      if (f.short || ((dense || cell) && f.mono && f.value.length > 24)) return <ShortValue value={f.value} />
      return f.mono && f.value.length > 24 ? (
        <Hash value={f.value} />
      ) : (
        <span className={f.mono ? 'break-all font-mono' : ''}>{f.value}</span>
      )
    case 'amount':
      return <FieldAmount f={f} {...(fraction !== undefined && { maxFraction: fraction })} />
    case 'link':
      if (dense)
        return <ShortRecordLink network={f.network} kind={f.kind} id={f.value} {...(f.label && { label: f.label })} />
      // An asset without a label of its own reads by its name and unit (the page's asset units), not "asset 1005".
      return (
        <RecordLink
          network={f.network}
          kind={f.kind}
          id={f.value}
          {...(f.label ? { label: f.label } : f.kind === 'asset' && { label: <AssetName id={f.value} /> })}
        />
      )
    case 'validator':
      return (
        <ValidatorLink
          address={f.value}
          fallback={dense || cell ? <ShortValue value={f.value} /> : <UnnamedValidator address={f.value} />}
        />
      )
    case 'href':
      return (
        <Link
          href={f.href}
          className={`${dense ? '' : 'font-mono '}text-brand-700 hover:underline dark:text-brand-500`}
        >
          {f.label}
        </Link>
      )
    case 'external':
      return (
        <a
          href={f.url}
          rel="noopener noreferrer nofollow"
          target="_blank"
          className="font-mono break-all text-brand-700 hover:underline dark:text-brand-500"
        >
          {f.url}
        </a>
      )
    case 'time':
      return <TimeAgo ms={f.ms} absolute={absolute} />
    case 'status':
      return (
        <span
          className={`rounded px-1.5 py-0.5 text-xs font-medium ${f.ok ? 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200' : 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200'}`}
        >
          {f.label}
        </span>
      )
    case 'denom-name':
      return <FieldDenomName denom={f.denom} />
    case 'json':
      return typeof f.value === 'object' && f.value !== null ? (
        <JsonView value={f.value} maxHeight="max-h-48" />
      ) : (
        <span className="font-mono">{String(f.value)}</span>
      )
    case 'bytes':
      return (
        <BytesValue b64={f.b64}>
          <FieldValue f={f.as} cell={cell} {...(maxFraction !== undefined && { maxFraction })} />
        </BytesValue>
      )
    case 'list':
      if (dense)
        return (
          <>
            {f.items.map((it, i) => (
              <div key={i}>
                <FieldValue f={it} dense {...(fraction !== undefined && { maxFraction: fraction })} />
              </div>
            ))}
          </>
        )
      return (
        <ul className="space-y-0.5">
          {f.items.map((it, i) => (
            <li key={i}>
              <FieldValue f={it} absolute={absolute} cell={cell} {...(maxFraction !== undefined && { maxFraction })} />
            </li>
          ))}
        </ul>
      )
  }
}
