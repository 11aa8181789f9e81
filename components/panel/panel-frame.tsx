'use client'
import { traitsOf } from '@/lib/networks'
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react'
import { JsonView } from '@/components/ui/json-view'
import { TimeAgo } from '@/components/ui/time-ago'
import type { CallSpec, PageQuery } from '@/lib/client/types'
import { heightText } from '@/lib/format/height'

// Shown only on request ("API" switch): its code loads then, not with every page that has a panel.
const ApiCall = lazy(() => import('./api-call').then((m) => ({ default: m.ApiCall })))

export interface PanelMeta {
  height?: string | undefined
  fetchedAt?: number | undefined
  cache?: string | undefined
}

type Mode = 'data' | 'json' | 'api'

/** For screen readers, where the answer came from; a fresh answer (`miss`, `bypass`) needs no word. */
const CACHE_WORDS: Record<string, string> = {
  hit: "from the explorer's cache",
  stale: "from the explorer's cache, being refreshed",
  coalesced: 'shared with a request already in flight',
}

/**
 * The frame every panel shares: title, "as of height N · fetched Ns ago", and a Data / Raw JSON / API call
 * switch. Loading and error states are passed in as children by the caller (see GatewayPanel), so a panel that
 * does not talk to a gateway can use the frame too (omit `spec` and `raw`).
 */
export function PanelFrame({
  id,
  title,
  network,
  spec,
  page,
  raw,
  meta,
  actions,
  rawLater,
  children,
}: {
  id: string
  title: string
  network: string
  spec?: CallSpec
  page?: PageQuery
  raw?: unknown
  /**
   * The page came with part of the answer (lib/query/lean-answer.ts): the JSON tab is offered all the same and
   * reads the whole answer while it is open (again when a newer part replaces it); `failure` says why it could not.
   */
  rawLater?: { fetch: () => void; busy: boolean; failure?: ReactNode }
  meta?: PanelMeta
  actions?: ReactNode
  children: ReactNode
}) {
  const [mode, setMode] = useState<Mode>('data')
  const modes: { id: Mode; label: string }[] = [
    { id: 'data', label: 'Data' },
    ...(raw !== undefined || rawLater ? [{ id: 'json' as const, label: 'JSON' }] : []),
    ...(spec ? [{ id: 'api' as const, label: 'API' }] : []),
  ]
  const headingId = `${id}-title`
  const readRaw = mode === 'json' && raw === undefined && !!rawLater && !rawLater.busy && !rawLater.failure
  const fetchRaw = rawLater?.fetch
  useEffect(() => {
    if (readRaw) fetchRaw?.()
  }, [readRaw, fetchRaw])
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className="min-w-0 rounded-lg border border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-950"
    >
      <header className="flex flex-wrap items-center gap-2 border-b border-zinc-100 px-3 py-2 dark:border-zinc-800">
        <h2 id={headingId} className="text-base font-semibold">
          {title}
        </h2>
        <p className="text-xs text-zinc-600 dark:text-zinc-400">
          {meta?.height && (
            <>
              as of {traitsOf(network).height} <span className="tabular-nums">{heightText(meta.height)}</span>
            </>
          )}
          {meta?.height && meta.fetchedAt ? ' · ' : ''}
          {meta?.fetchedAt ? (
            <>
              fetched <TimeAgo ms={meta.fetchedAt} />
            </>
          ) : null}
          {meta?.fetchedAt && meta.cache && CACHE_WORDS[meta.cache] ? (
            <span className="sr-only">{` (${CACHE_WORDS[meta.cache]})`}</span>
          ) : null}
        </p>
        <div className="ml-auto flex items-center gap-1">
          {actions}
          {modes.length > 1 && (
            <div
              role="group"
              aria-label={`${title} view`}
              className="flex overflow-hidden rounded border border-zinc-300 text-xs dark:border-zinc-700"
            >
              {modes.map((m) => (
                <button
                  key={m.id}
                  type="button"
                  aria-pressed={mode === m.id}
                  onClick={() => setMode(m.id)}
                  className={`px-2 py-1 ${mode === m.id ? 'bg-zinc-200 font-medium dark:bg-zinc-700' : 'hover:bg-zinc-100 dark:hover:bg-zinc-800'}`}
                >
                  {m.label}
                </button>
              ))}
            </div>
          )}
        </div>
      </header>
      <div className={mode === 'data' ? '' : 'p-3'}>
        {mode === 'data' && children}
        {mode === 'json' &&
          (raw === undefined && rawLater ? (
            (rawLater.failure ?? (
              <p className="text-sm text-zinc-600 dark:text-zinc-400" role="status">
                Reading the whole answer…
              </p>
            ))
          ) : (
            <JsonView value={raw} />
          ))}
        {mode === 'api' && spec && (
          <Suspense
            fallback={
              <p className="text-sm text-zinc-600 dark:text-zinc-400" role="status">
                Loading…
              </p>
            }
          >
            <ApiCall network={network} spec={spec} {...(page && { page })} />
          </Suspense>
        )}
      </div>
    </section>
  )
}
