'use client'
import { traitsOf } from '@/lib/networks'
import Link from 'next/link'
import { useEffect, useState } from 'react'
import { formatDuration, formatUtc } from '@/lib/format/time'
import type { BlockSummary } from '@/lib/live/summary'
import type { NetworkId } from '@/lib/networks'

/** Block page of a summary: heights, rounds and hyperblock nonces all live at `/<network>/blocks/<n>`. */
export const blockHref = (b: Pick<BlockSummary, 'network' | 'height'>) => `/${b.network}/blocks/${b.height}`

/** One clock for every age on the page (not one interval per row). */
export function useNow(periodMs = 1000): number | undefined {
  const [now, setNow] = useState<number | undefined>(undefined)
  useEffect(() => {
    const tick = () => setNow(Date.now())
    const first = setTimeout(tick, 0)
    const id = setInterval(tick, periodMs)
    return () => {
      clearTimeout(first)
      clearInterval(id)
    }
  }, [periodMs])
  return now
}

export function Age({ ms, now }: { ms: number | undefined; now: number | undefined }) {
  if (ms === undefined) return <span className="text-zinc-500">—</span>
  const utc = formatUtc(ms)
  return (
    <time dateTime={new Date(ms).toISOString()} title={utc} className="whitespace-nowrap">
      {now === undefined ? utc : `${formatDuration(now - ms)} ago`}
    </time>
  )
}

export function Short({ value, keep = 10 }: { value: string | undefined; keep?: number }) {
  if (!value) return <span className="text-zinc-500">—</span>
  const short = value.length > keep * 2 + 1 ? `${value.slice(0, keep)}…${value.slice(-6)}` : value
  return (
    <span className="font-mono text-xs" title={value}>
      {short}
    </span>
  )
}

/** The kind-specific column: gas and size (VM), shard blocks (sharded), nothing elsewhere. */
export function extraLabel(network: NetworkId): string | undefined {
  return traitsOf(network).extraColumn
}

export function Extra({ b }: { b: BlockSummary }) {
  if (b.shards)
    return (
      <span className="text-xs">
        {b.shards.map((s) => (
          <Link
            key={s.shard}
            href={`/${b.network}/blocks/${s.nonce}?shard=${s.shard}`}
            className="mr-2 whitespace-nowrap hover:underline"
          >
            {s.shard}:{s.nonce}
          </Link>
        ))}
      </span>
    )
  return (
    <span className="whitespace-nowrap tabular-nums">
      {b.gasUsed ?? '—'}
      {b.size !== undefined && <span className="text-zinc-500"> · {b.size} B</span>}
    </span>
  )
}
