'use client'
import { useMemo } from 'react'
import { KeyValue } from '@/components/ui/key-value'
import { previewTxn, type TxnPreview } from '@/lib/kmd/codec'
import { nativeDisplay, previewAmount } from '@/lib/kmd/compose'
import { typeInWords } from '@/lib/ledger-tools/search'
import { Field, Mono, TextArea } from './ui'

/** The pasted transaction, decoded for review before anything is signed. */
export function useTxnPreview(blob: string): { preview?: TxnPreview; error?: string } {
  return useMemo(() => {
    if (!blob.trim()) return {}
    try {
      return { preview: previewTxn(blob) }
    } catch (e) {
      return { error: (e as Error).message }
    }
  }, [blob])
}

export function TxnField({
  value,
  onChange,
  label = 'Transaction (base64 msgpack)',
}: {
  value: string
  onChange: (v: string) => void
  label?: string
}) {
  const { preview, error } = useTxnPreview(value)
  return (
    <div className="flex flex-col gap-2">
      <Field label={label} hint="Unsigned, or signed (its inner transaction is signed again).">
        <TextArea value={value} onChange={(e) => onChange(e.target.value)} rows={4} />
      </Field>
      {error && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
      {preview && <TxnSummary p={preview} />}
    </div>
  )
}

export function TxnSummary({ p }: { p: TxnPreview }) {
  const rows = [
    { label: 'Type', value: <span data-testid="preview-type">{typeInWords(p.type)}</span> },
    { label: 'Sender', value: <Mono testId="preview-sender">{p.sender}</Mono> },
    ...(p.receiver ? [{ label: 'Receiver', value: <Mono testId="preview-receiver">{p.receiver}</Mono> }] : []),
    ...(p.amount !== undefined
      ? [
          {
            label: 'Amount',
            value: (
              <span data-testid="preview-amount" className="tabular-nums">
                {previewAmount(p.amount, p.assetId)}
              </span>
            ),
          },
        ]
      : []),
    ...(p.closeTo ? [{ label: 'Close remainder to', value: <Mono>{p.closeTo}</Mono> }] : []),
    ...(p.rekeyTo ? [{ label: 'Rekey to', value: <Mono>{p.rekeyTo}</Mono> }] : []),
    {
      label: 'Fee',
      value: (
        <span data-testid="preview-fee" className="tabular-nums">
          {nativeDisplay(p.fee)}
        </span>
      ),
    },
    {
      label: 'Valid rounds',
      value: (
        <span className="tabular-nums">
          {p.firstValid} – {p.lastValid}
        </span>
      ),
    },
    { label: 'Genesis', value: p.genesisId || '—' },
    ...(p.note
      ? [{ label: 'Note', value: <span data-testid="preview-note">{p.note.text ?? `base64 ${p.note.base64}`}</span> }]
      : []),
    ...(p.group ? [{ label: 'Group', value: <Mono>{p.group}</Mono> }] : []),
    { label: 'Transaction id', value: <Mono>{p.txid}</Mono> },
  ]
  return (
    <div aria-label="Transaction preview" className="rounded border border-zinc-200 p-2 dark:border-zinc-800">
      <KeyValue rows={rows} />
      {p.rekeyTo && (
        <p role="alert" className="mt-1 text-sm text-red-700 dark:text-red-400">
          This transaction rekeys the sender: check the new authority.
        </p>
      )}
      {p.closeTo && (
        <p role="alert" className="mt-1 text-sm text-red-700 dark:text-red-400">
          This transaction closes the sender&apos;s account.
        </p>
      )}
    </div>
  )
}
