'use client'
import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { PanelFrame } from '@/components/panel/panel-frame'
import { PanelError, PanelSkeleton } from '@/components/panel/states'
import { KeyValue } from '@/components/ui/key-value'
import type { CallSpec } from '@/lib/client/types'
import { gatewayQuery } from '@/lib/query/options'
import { KEY_PLACEHOLDER } from './storage-key'
const KEY = /^0x[0-9a-fA-F]{64}$/

/** VM contract storage lookup: type a 32-byte slot, see its value (one gateway call per key, cached). */
export function StorageLookup({ network, template }: { network: string; template: CallSpec }) {
  const revision = template.query.revision
  const [input, setInput] = useState('')
  const [key, setKey] = useState<string | null>(null)
  const spec: CallSpec | undefined = key
    ? { ...template, path: { ...template.path, key }, gatewayPath: template.gatewayPath.replace(KEY_PLACEHOLDER, key) }
    : undefined
  const q = useQuery({ ...gatewayQuery(spec ?? template), enabled: !!spec })
  const invalid = input !== '' && !KEY.test(input)
  const value = q.data?.body && typeof q.data.body === 'object' ? (q.data.body as { value?: unknown }).value : undefined
  return (
    <PanelFrame
      id="storage"
      title={revision ? `Storage lookup · at height ${revision}` : 'Storage lookup'}
      network={network}
      {...(spec && { spec })}
      {...(q.data && { raw: q.data.body, meta: { fetchedAt: q.data.fetchedAt } })}
    >
      <form
        className="flex flex-wrap items-end gap-2 p-3"
        onSubmit={(e) => {
          e.preventDefault()
          if (KEY.test(input)) setKey(input.toLowerCase())
        }}
      >
        <label className="flex min-w-0 flex-1 flex-col text-sm">
          <span className="text-zinc-600 dark:text-zinc-400">Storage key (0x + 64 hex digits)</span>
          <input
            value={input}
            onChange={(e) => setInput(e.target.value.trim())}
            aria-invalid={invalid}
            spellCheck={false}
            className="mt-1 w-full rounded border border-zinc-300 bg-white px-2 py-1 font-mono text-xs dark:border-zinc-700 dark:bg-zinc-900"
            placeholder={`0x${'0'.repeat(64)}`}
          />
        </label>
        <button
          type="submit"
          disabled={invalid || !input}
          className="rounded border border-zinc-300 px-3 py-1 text-sm disabled:opacity-50 dark:border-zinc-700"
        >
          Look up
        </button>
        {invalid && (
          <p className="w-full text-xs text-red-800 dark:text-red-300">
            A storage key is 0x followed by 64 hexadecimal digits.
          </p>
        )}
      </form>
      {spec && q.isPending && <PanelSkeleton lines={1} />}
      {q.isError && <PanelError error={q.error} onRetry={() => void q.refetch()} retrying={q.isFetching} />}
      {q.data && (
        <div className="px-3 pb-3">
          <KeyValue
            rows={[
              { label: 'Key', value: <span className="break-all font-mono">{key}</span> },
              { label: 'Value', value: <span className="break-all font-mono">{String(value ?? 'null')}</span> },
            ]}
          />
        </div>
      )}
    </PanelFrame>
  )
}
