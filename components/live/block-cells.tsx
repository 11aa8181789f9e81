'use client'
import { getNetwork, traitsOf } from '@/lib/networks'
import { hasAccountShapeOf } from '@/lib/networks/address-shapes'
import Link from 'next/link'
import { useEffect, useState } from 'react'
import { ValidatorLink } from '@/components/ui/validator-names'
import { formatDuration, formatLocal, formatUtc } from '@/lib/format/time'
import type { Gap } from '@/lib/live/rates'
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
  if (ms === undefined) return <span className="text-zinc-500 dark:text-zinc-400">—</span>
  const utc = formatUtc(ms)
  return (
    // Local time once the table has a clock (mounted): the server's zone is not the reader's.
    <time
      dateTime={new Date(ms).toISOString()}
      title={now === undefined ? utc : `${formatLocal(ms, { zone: true })} (${utc})`}
      className="whitespace-nowrap"
    >
      {now === undefined ? utc : `${formatDuration(now - ms)} ago`}
    </time>
  )
}

export function Short({ value, keep = 10 }: { value: string | undefined; keep?: number }) {
  if (!value) return <span className="text-zinc-500 dark:text-zinc-400">—</span>
  const short = value.length > keep * 2 + 1 ? `${value.slice(0, keep)}…${value.slice(-6)}` : value
  return (
    <span className="font-mono text-xs" title={value}>
      {short}
    </span>
  )
}

/**
 * Who produced a block: the validator's name linked to its page where the network lists validators, an account
 * link where the producer is an account of the network (VM signer, ledger proposer), else the address itself.
 */
export function Producer({ network, value }: { network: NetworkId; value: string | undefined }) {
  const plain = <Short value={value} />
  if (!value) return plain
  const account = hasAccountShapeOf(network, value) ? (
    <Link
      href={`/${network}/accounts/${value}`}
      title={value}
      className="font-mono text-xs text-brand-700 hover:underline dark:text-brand-500"
    >
      {value.length > 27 ? `${value.slice(0, 10)}…${value.slice(-6)}` : value}
    </Link>
  ) : (
    plain
  )
  return <ValidatorLink address={value} fallback={account} />
}

/** A hole in the list, said in words: which heights the page never received and why, with the first one linked. */
export function GapRow({ network, gap, colSpan }: { network: NetworkId; gap: Gap; colSpan: number }) {
  const word = traitsOf(network).block.toLowerCase()
  const many = gap.count === '1' ? word : `${word}s`
  return (
    <tr data-testid="live-gap" data-from={gap.from} data-to={gap.to}>
      <td
        colSpan={colSpan}
        className="border-t border-dashed border-amber-300 bg-amber-50 px-3 py-1.5 text-xs text-amber-900 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-200"
      >
        {gap.count} {many} not shown ({gap.from === gap.to ? gap.from : `${gap.from}–${gap.to}`}): this server was not
        following {getNetwork(network).name} then.{' '}
        <Link href={blockHref({ network, height: gap.from })} className="underline">
          Open {word} {gap.from}
        </Link>
      </td>
    </tr>
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
      {b.size !== undefined && <span className="text-zinc-500 dark:text-zinc-400"> · {b.size} B</span>}
    </span>
  )
}
