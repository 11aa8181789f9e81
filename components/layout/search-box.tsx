'use client'
import { useEffect, useId, useRef, useState } from 'react'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import type { Candidate } from '@/lib/search/recognise'
import type { SearchTargets } from '@/lib/search/targets'
import { getNetwork } from '@/lib/networks'
import type { SearchResult as Result } from './search-check'

const SEGMENT = { block: 'blocks', tx: 'txs', account: 'accounts' } as const
export const candidateHref = (c: Candidate) =>
  c.kind === 'denom'
    ? `/${c.network}/denoms/${c.value.split('/').map(encodeURIComponent).join('/')}`
    : c.kind === 'packet'
      ? `/${c.network}/ibc/packets/${c.value.split('/').map(encodeURIComponent).join('/')}`
      : `/${c.network}/${SEGMENT[c.kind]}/${encodeURIComponent(c.value)}`

/**
 * Global search (header). `/` focuses it. Recognises the input (lib/search), asks every candidate network in
 * parallel whether the record exists (the slow ones get a moment more once one has found it), goes straight there
 * when exactly one does, and otherwise lists typed results per network. `targets` comes from the server
 * (catalog-derived lookup templates).
 */
export function SearchBox({ targets }: { targets: SearchTargets }) {
  const router = useRouter()
  const input = useRef<HTMLInputElement>(null)
  const [q, setQ] = useState('')
  const [busy, setBusy] = useState(false)
  const [results, setResults] = useState<Result[] | null>(null)
  const [hint, setHint] = useState<string | null>(null)
  const listId = useId()
  const abort = useRef<AbortController | null>(null)

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const el = e.target as HTMLElement | null
      const typing = el && (el.tagName === 'INPUT' || el.tagName === 'TEXTAREA' || el.isContentEditable)
      if (e.key === '/' && !typing) {
        e.preventDefault()
        input.current?.focus()
      }
      if (e.key === 'Escape') {
        setResults(null)
        setHint(null)
      }
    }
    window.addEventListener('keydown', onKey)
    // Marks the box as interactive (the `/` shortcut works from now on); tests wait for it.
    input.current?.setAttribute('data-ready', '')
    return () => window.removeEventListener('keydown', onKey)
  }, [])

  async function submit(e: React.FormEvent) {
    e.preventDefault()
    // Recognition (bech32, base32 checksums) and the lookups load on first use: out of every page's initial bundle.
    const [{ recognise, unrecognisedHint }, { checkAll }] = await Promise.all([
      import('@/lib/search/recognise'),
      import('./search-check'),
    ])
    // Drop candidates whose network has no page of that kind (e.g. blocks on a gateway without block queries).
    const cands = recognise(q).filter((c) => targets[c.network]?.[c.kind] !== undefined)
    setResults(null)
    if (!cands.length) {
      setHint(unrecognisedHint(q))
      return
    }
    setHint(null)
    abort.current?.abort()
    const ctl = (abort.current = new AbortController())
    setBusy(true)
    const checked = await checkAll(cands, targets, ctl.signal)
    if (ctl.signal.aborted) return
    setBusy(false)
    const found = checked.filter((r) => r.found === true)
    const viable = checked.filter((r) => r.found !== false)
    const only = found.length === 1 ? found[0] : viable.length === 1 ? viable[0] : undefined
    if (only) {
      setResults(null)
      setQ('')
      router.push(candidateHref(only))
      return
    }
    const shown = found.length ? found : viable
    setResults(shown)
    if (!shown.length) setHint('No network has a record with this id.')
  }

  return (
    <div className="relative w-full max-w-xl">
      <form role="search" onSubmit={submit}>
        <label htmlFor={`${listId}-q`} className="sr-only">
          Search addresses, transactions, blocks
        </label>
        <input
          id={`${listId}-q`}
          type="search"
          ref={input}
          value={q}
          onChange={(e) => setQ(e.target.value)}
          placeholder="Search address, tx, height, ibc/… (press /)"
          autoComplete="off"
          spellCheck={false}
          aria-controls={listId}
          className="w-full rounded border border-zinc-300 bg-white px-3 py-1.5 text-sm placeholder:text-zinc-500 dark:text-zinc-400 dark:border-zinc-700 dark:bg-zinc-900 dark:placeholder:text-zinc-400"
        />
      </form>
      <div
        id={listId}
        aria-live="polite"
        className={
          results || hint || busy
            ? 'absolute left-0 right-0 top-full z-20 mt-1 rounded border border-zinc-200 bg-white p-2 text-sm shadow-lg dark:border-zinc-700 dark:bg-zinc-900'
            : 'sr-only'
        }
      >
        {busy && <p>Searching…</p>}
        {hint && <p>{hint}</p>}
        {results && results.length > 0 && (
          <ul aria-label="Search results" className="space-y-1">
            {results.map((r) => (
              <li key={`${r.network}-${r.kind}-${r.value}`}>
                <Link
                  href={candidateHref(r)}
                  onClick={() => setResults(null)}
                  className="block rounded px-2 py-1 hover:bg-zinc-100 dark:hover:bg-zinc-800"
                >
                  <span className="font-medium">{getNetwork(r.network).name}</span> · {r.as}
                  {r.found === 'unknown' && <span className="text-zinc-600 dark:text-zinc-400"> (not checked)</span>}
                  <span className="block truncate font-mono text-xs text-zinc-600 dark:text-zinc-400">{r.value}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  )
}
