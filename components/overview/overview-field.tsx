import { FieldAmount } from '@/components/panel/field-amount'
import { FieldValue } from '@/components/panel/field-value'
import { ShortRecordLink } from '@/components/ui/short-link'
import type { Field } from '@/lib/explorer/view'

/** A field in a dense table: record links shortened in the middle (full id on hover and copy), the rest as usual. */
export function OverviewField({ f, maxFraction = 4 }: { f: Field; maxFraction?: number }) {
  if (f.t === 'amount') return <FieldAmount f={f} maxFraction={maxFraction} />
  if (f.t === 'link') return <ShortRecordLink network={f.network} kind={f.kind} id={f.v} {...(f.label && { label: f.label })} />
  if (f.t === 'list') return <>{f.items.map((it, i) => <div key={i}><OverviewField f={it} maxFraction={maxFraction} /></div>)}</>
  return <FieldValue f={f} />
}
