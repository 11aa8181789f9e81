'use client'
import { useState } from 'react'
import { LedgerSimulationResult } from '@/components/ledger-tools/simulation-result'
import { nativeUnit } from '@/lib/kmd/compose'
import { simulateBody } from '@/lib/ledger-tools/simulate'
import { simulationInWords, type SimulationView } from '@/lib/ledger-tools/simulation-words'
import { Button, ErrorText } from './ui'

/**
 * Run the transaction about to be signed through the node's simulate (unsigned, empty signatures allowed) and show
 * the verdict in the same words as the compose page, so a failing transaction is caught before the password is typed.
 */
export function SimulateStep({ txn, url }: { txn: string; url: string }) {
  const [view, setView] = useState<{ txn: string; view: SimulationView }>()
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const run = async () => {
    setBusy(true)
    setError(undefined)
    try {
      const body = simulateBody([txn.trim()])
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
      const json = (await res.json().catch(() => ({}))) as { message?: string; detail?: string; error?: string }
      if (!res.ok)
        throw new Error(`The node refused the simulation: ${json.message ?? json.detail ?? json.error ?? res.status}`)
      setView({ txn, view: simulationInWords(json, nativeUnit()) })
    } catch (e) {
      setView(undefined)
      setError(e instanceof Error ? e.message : String(e))
    } finally {
      setBusy(false)
    }
  }
  // A result belongs to the transaction it was run on: editing the transaction hides it.
  const current = view && view.txn === txn ? view.view : undefined
  return (
    <div className="flex flex-col gap-2" aria-label="Simulate before signing" role="group">
      <div className="flex flex-wrap items-center gap-2">
        <Button type="button" variant="plain" disabled={!txn.trim() || busy} onClick={() => void run()}>
          {busy ? 'Simulating…' : 'Simulate before signing'}
        </Button>
        <span className="text-xs text-zinc-600 dark:text-zinc-400">
          Runs it on the node without a signature; nothing is sent.
        </span>
      </div>
      <ErrorText message={error} />
      {current && <LedgerSimulationResult view={current} />}
    </div>
  )
}
