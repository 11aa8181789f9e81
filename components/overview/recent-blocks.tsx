import { HeightLink } from '@/components/live/height-link'
import { TimeAgo } from '@/components/ui/time-ago'
import type { BlockRow, SectionData } from '@/lib/overview/model'
import { FieldValue } from '@/components/ui/field-value'
import { SectionCard, td, th } from './section-card'
import { ScrollBox } from '@/components/table/scroll-box'

export function RecentBlocks({
  section,
  proposerLabel = 'Proposer',
}: {
  section: SectionData<BlockRow>
  proposerLabel?: string
}) {
  return (
    <SectionCard id="recent-blocks" title="Recent blocks">
      {'unavailable' in section ? (
        <p className="p-3 text-sm text-zinc-700 dark:text-zinc-300">{section.unavailable}</p>
      ) : section.rows.length === 0 ? (
        <p className="p-3 text-sm text-zinc-700 dark:text-zinc-300">
          No block could be read from the gateway just now.
        </p>
      ) : (
        <ScrollBox label="Recent blocks">
          <table className="w-full text-sm">
            <caption className="sr-only">Recent blocks</caption>
            <thead>
              <tr className="border-b border-zinc-100 dark:border-zinc-800">
                <th className={th}>Height</th>
                <th className={th}>Age</th>
                <th className={`${th} hidden sm:table-cell`}>{proposerLabel}</th>
                <th className={`${th} text-right`}>Txs</th>
              </tr>
            </thead>
            <tbody>
              {section.rows.map((b) => (
                <tr key={b.height} className="border-b border-zinc-100 last:border-0 dark:border-zinc-800">
                  <td className={td}>
                    <HeightLink href={b.href} height={b.height} />
                  </td>
                  <td className={`${td} whitespace-nowrap text-zinc-700 dark:text-zinc-300`}>
                    {b.time !== undefined ? <TimeAgo ms={b.time} /> : '—'}
                  </td>
                  {/* The proposer takes what the other columns leave and is cut there: as ages widen ("1 min 46 s
                      ago") the table stays inside its card instead of pushing Txs out of sight. */}
                  <td className={`${td} hidden w-full max-w-0 truncate sm:table-cell`}>
                    <FieldValue f={b.proposer} dense />
                  </td>
                  <td className={`${td} text-right tabular-nums`}>{b.txs ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollBox>
      )}
    </SectionCard>
  )
}
