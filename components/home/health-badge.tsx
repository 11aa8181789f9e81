'use client'
import { useQuery } from '@tanstack/react-query'
import { healthQuery, type HealthState } from '@/lib/query/health'

const STYLE: Record<HealthState, string> = {
  healthy: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
  slow: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  down: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200',
  unknown: 'bg-zinc-100 text-zinc-800 dark:bg-zinc-800 dark:text-zinc-200',
}

/** Gateway health as the proxy sees it (healthy / slow / down), with p50 latency and last error in the tooltip. */
export function HealthBadge({ gateways }: { gateways: readonly string[] }) {
  const { data } = useQuery(healthQuery())
  const states = gateways.map((g) => ({ g, h: data?.[g] }))
  // The worst state any of the network's gateways is known to be in; unknown only when none is known.
  const worst = (['down', 'slow', 'healthy'] as const).find((s) => states.some((x) => x.h?.state === s)) ?? 'unknown'
  const title = states
    .map(
      ({ g, h }) =>
        `${g}: ${h?.state ?? 'unknown'}${h?.p50Ms ? `, p50 ${h.p50Ms} ms` : ''}${h?.lastError ? `, last error: ${h.lastError.code}` : ''}`,
    )
    .join('\n')
  return (
    <span title={title} className={`rounded px-1.5 py-0.5 text-xs font-medium ${STYLE[worst]}`} data-health={worst}>
      {data ? worst : 'checking…'}
    </span>
  )
}
