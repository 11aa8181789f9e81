'use client'
import { useMemo, useState } from 'react'
import { filterGroups, type ConsoleGroup, type ConsolePointer } from '@/lib/console/operations'
import { consoleHref, type ConsoleRequest } from '@/lib/console/state'
import type { NetworkId } from '@/lib/networks'
import type { OperationId } from '@/lib/catalog/operation-ids'
import type { GatewayId, Operation } from '@/lib/catalog/types'
import { OpBadges } from './op-badges'

/** The network's operations by module, searchable; each entry is a real link (works without JS, opens in a tab). */
export function OperationList({
  network,
  groups,
  pointers,
  selected,
  showGateway,
  onSelect,
}: {
  network: NetworkId
  groups: readonly ConsoleGroup[]
  pointers: readonly ConsolePointer[]
  selected?: OperationId
  showGateway: boolean
  onSelect: (op: Operation, gateway: GatewayId) => void
}) {
  const [q, setQ] = useState('')
  const shown = useMemo(() => filterGroups(groups, q), [groups, q])
  const total = groups.reduce((n, g) => n + g.entries.length, 0)
  const count = shown.reduce((n, g) => n + g.entries.length, 0)
  return (
    <nav aria-label="Operations" className="flex min-h-0 flex-col gap-2">
      <label className="text-sm font-medium" htmlFor="console-search">
        Search {total} operations
      </label>
      <input
        id="console-search"
        type="search"
        value={q}
        onChange={(e) => setQ(e.target.value)}
        placeholder="balances, channel, deprecated, write…"
        className="rounded border border-zinc-300 bg-white px-2 py-1 text-sm dark:border-zinc-700 dark:bg-zinc-900"
      />
      <p className="text-xs text-zinc-600 dark:text-zinc-400" aria-live="polite">
        {q ? `${count} match${count === 1 ? '' : 'es'}` : `${groups.length} modules`}
      </p>
      <div className="min-h-0 overflow-auto pr-1 lg:max-h-[calc(100vh-12rem)]">
        {shown.map((g) => (
          <section key={g.name} aria-labelledby={`grp-${g.name}`} className="mb-3">
            <h3
              id={`grp-${g.name}`}
              className="mb-1 text-xs font-semibold uppercase tracking-wide text-zinc-600 dark:text-zinc-400"
            >
              {g.name} <span className="font-normal">({g.entries.length})</span>
            </h3>
            <ul className="space-y-0.5">
              {g.entries.map(({ op, gateways }) => {
                const href = consoleHref(network, {
                  opId: op.id,
                  gateway: gateways[0]!,
                  path: {},
                  query: {},
                } satisfies ConsoleRequest)
                const active = op.id === selected
                return (
                  <li key={op.id}>
                    <a
                      href={href}
                      aria-current={active ? 'true' : undefined}
                      title={op.flags.deprecated ? `Deprecated: ${op.flags.deprecated}` : op.summary}
                      onClick={(e) => {
                        if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return
                        e.preventDefault()
                        onSelect(op, gateways[0]!)
                      }}
                      className={`block rounded px-2 py-1 text-sm ${active ? 'bg-brand-50 dark:bg-brand-700/30' : 'hover:bg-zinc-100 dark:hover:bg-zinc-800'}`}
                    >
                      <span className="flex flex-wrap items-center gap-1">
                        <OpBadges op={op} />
                        {showGateway && (
                          <span className="text-[10px] text-zinc-500 dark:text-zinc-400">{gateways.join(', ')}</span>
                        )}
                      </span>
                      <span className={`block ${op.flags.deprecated ? 'line-through decoration-zinc-400' : ''}`}>
                        {op.summary}
                      </span>
                      <span className="block truncate font-mono text-[11px] text-zinc-500 dark:text-zinc-400">
                        {op.path}
                      </span>
                      {op.flags.deprecated && (
                        <span className="block text-[11px] text-amber-800 dark:text-amber-300">
                          → {op.flags.deprecated}
                        </span>
                      )}
                    </a>
                  </li>
                )
              })}
            </ul>
          </section>
        ))}
        {pointers.map((p) => (
          <section
            key={p.href}
            className="mb-3 rounded border border-dashed border-zinc-300 p-2 text-sm dark:border-zinc-700"
          >
            <h3 className="text-xs font-semibold uppercase tracking-wide text-zinc-500 dark:text-zinc-400">
              {p.label}
            </h3>
            <p className="text-xs text-zinc-600 dark:text-zinc-400">{p.reason}</p>
            <a href={p.href} className="text-brand-700 hover:underline dark:text-brand-500">
              {p.count} operations in the wallet console →
            </a>
          </section>
        ))}
      </div>
    </nav>
  )
}
