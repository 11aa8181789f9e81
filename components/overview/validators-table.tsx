import Link from 'next/link'
import { Amount } from '@/components/ui/amount'
import { CopyButton } from '@/components/ui/copy-button'
import { formatPercent } from '@/lib/format/amount'
import { shorten } from '@/lib/format/shorten'
import { getNetwork, type NetworkId } from '@/lib/networks'
import type { ValidatorRow } from '@/lib/overview/model'
import type { SortKey } from '@/lib/overview/validators'
import { td, th } from './section-card'
import { ScrollBox } from '@/components/table/scroll-box'

export function StatusBadge({ status, jailed }: { status: string; jailed: boolean }) {
  const tone =
    status === 'Active'
      ? 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200'
      : 'bg-zinc-100 text-zinc-800 dark:bg-zinc-800 dark:text-zinc-200'
  return (
    <span className="inline-flex gap-1 whitespace-nowrap">
      <span className={`rounded px-1.5 py-0.5 text-xs font-medium ${tone}`}>{status}</span>
      {jailed && (
        <span className="rounded bg-red-100 px-1.5 py-0.5 text-xs font-medium text-red-900 dark:bg-red-950 dark:text-red-200">
          Jailed
        </span>
      )}
    </span>
  )
}

/**
 * Validators by voting power. With `sortHref`, the column headers are links that sort on the server (the order
 * lives in the URL, so the table needs no JavaScript and a sorted view can be shared).
 */
export function ValidatorsTable({
  network,
  rows,
  sort,
  sortHref,
}: {
  network: NetworkId
  rows: ValidatorRow[]
  sort?: { key: SortKey; desc: boolean }
  sortHref?: (key: SortKey, desc: boolean) => string
}) {
  const d = getNetwork(network).denom
  const head = (key: SortKey, label: string, right = false, defaultDesc = false) => {
    const active = sort?.key === key
    const nextDesc = active ? !sort.desc : defaultDesc
    return (
      <th
        className={`${th} ${right ? 'text-right' : ''}`}
        {...(active && { 'aria-sort': sort.desc ? ('descending' as const) : ('ascending' as const) })}
      >
        {sortHref ? (
          <Link href={sortHref(key, nextDesc)} className="hover:underline" scroll={false}>
            {label}
            {active && <span aria-hidden> {sort.desc ? '↓' : '↑'}</span>}
          </Link>
        ) : (
          label
        )}
      </th>
    )
  }
  return (
    <ScrollBox label="Validators">
      <table className="w-full text-sm">
        <caption className="sr-only">Validators</caption>
        <thead>
          <tr className="border-b border-zinc-100 dark:border-zinc-800">
            <th className={`${th} text-right`}>#</th>
            {head('name', 'Validator')}
            {head('power', 'Voting power', true, true)}
            {head('commission', 'Commission', true)}
            {head('status', 'Status')}
          </tr>
        </thead>
        <tbody>
          {rows.map((v, i) => (
            <tr
              key={v.operator}
              data-validator={v.operator}
              className="border-b border-zinc-100 last:border-0 dark:border-zinc-800"
            >
              <td className={`${td} text-right tabular-nums text-zinc-600 dark:text-zinc-400`}>{i + 1}</td>
              <td className={td}>
                <Link
                  href={`/${network}/validators/${v.operator}`}
                  className="font-medium text-brand-700 hover:underline dark:text-brand-500"
                >
                  {v.moniker}
                </Link>
                <div className="flex items-center whitespace-nowrap font-mono text-xs text-zinc-600 dark:text-zinc-400">
                  <span title={v.operator}>{shorten(v.operator, 12, 6)}</span>
                  <CopyButton value={v.operator} label={`Copy operator address of ${v.moniker}`} />
                </div>
              </td>
              <td className={`${td} text-right`}>
                <Amount raw={v.tokens} denom={d.base} info={d} maxFraction={0} />
                <div className="text-xs tabular-nums text-zinc-600 dark:text-zinc-400">{v.powerShare ?? '—'}</div>
              </td>
              <td className={`${td} text-right tabular-nums`}>{formatPercent(v.commission)}</td>
              <td className={td}>
                <StatusBadge status={v.status} jailed={v.jailed} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollBox>
  )
}
