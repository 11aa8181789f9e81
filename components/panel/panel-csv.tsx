'use client'
import { useState } from 'react'
import { useDenoms } from '@/components/ui/denoms'
import type { AdapterId } from '@/lib/explorer/registry'
import type { NetworkId } from '@/lib/networks'

/**
 * "CSV" in a panel's header: the table on screen as a file. The adapter and the CSV writer load on the click, so a
 * page with a CSV button ships neither until someone wants the file.
 */
export function PanelCsv({
  name,
  body,
  adapter,
  network,
  extra,
}: {
  name: string
  body: unknown
  adapter: AdapterId
  network: NetworkId
  extra?: Record<string, unknown>
}) {
  const denoms = useDenoms()
  const [failed, setFailed] = useState<string>()
  const save = async () => {
    try {
      const [{ adapterOf }, { viewToCsv }] = await Promise.all([
        import('./adapter-of'),
        import('@/lib/explorer/view-csv'),
      ])
      const adapt = await adapterOf(adapter)
      const csv = adapt && viewToCsv(adapt(body, { network, ...(extra && { extra }) }), denoms)
      if (!csv) throw new Error('nothing to save')
      const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }))
      const a = document.createElement('a')
      a.href = url
      a.download = `${name}.csv`
      a.click()
      setTimeout(() => URL.revokeObjectURL(url), 1000)
      setFailed(undefined)
    } catch (e) {
      setFailed(e instanceof Error ? e.message : String(e))
    }
  }
  return (
    <button
      type="button"
      onClick={() => void save()}
      title={failed ? `Could not save the CSV: ${failed}` : 'Download this page of the table as CSV'}
      className="rounded border border-zinc-300 px-2 py-1 text-xs hover:bg-zinc-100 dark:border-zinc-700 dark:hover:bg-zinc-800"
    >
      CSV{failed ? ' (failed)' : ''}
    </button>
  )
}
