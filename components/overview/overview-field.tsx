import Link from 'next/link'
import { FieldAmount } from '@/components/ui/field-amount'
import { FieldValue } from '@/components/ui/field-value'
import { ShortRecordLink } from '@/components/ui/short-link'
import { CopyButton } from '@/components/ui/copy-button'
import { shorten } from '@/lib/format/shorten'
import type { Field } from '@/lib/explorer/view'
import { ValidatorLink } from '@/components/ui/validator-names'

/** A field in a dense table: record links shortened in the middle (full id on hover and copy), the rest as usual. */
export function OverviewField({ f, maxFraction = 4 }: { f: Field; maxFraction?: number }) {
  if (f.type === 'amount') return <FieldAmount f={f} maxFraction={maxFraction} />
  if (f.type === 'link')
    return <ShortRecordLink network={f.network} kind={f.kind} id={f.value} {...(f.label && { label: f.label })} />
  if (f.type === 'list')
    return (
      <>
        {f.items.map((it, i) => (
          <div key={i}>
            <OverviewField f={it} maxFraction={maxFraction} />
          </div>
        ))}
      </>
    )
  if (f.type === 'validator')
    return (
      <ValidatorLink address={f.value} fallback={<OverviewField f={{ type: 'text', value: f.value, mono: true }} />} />
    )
  if (f.type === 'href')
    return (
      <Link href={f.href} className="text-brand-700 hover:underline dark:text-brand-500">
        {f.label}
      </Link>
    )
  if (f.type === 'text' && f.mono && f.value.length > 24)
    return (
      <span className="inline-flex items-center whitespace-nowrap">
        <span title={f.value} className="font-mono">
          {shorten(f.value, 10, 6)}
        </span>
        <CopyButton value={f.value} label="Copy value" />
      </span>
    )
  return <FieldValue f={f} />
}
