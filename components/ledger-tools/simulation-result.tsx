import { NodeSaid } from '@/components/compose/node-said'
import { RecordLink } from '@/components/ui/record-link'
import type { SimulationView } from '@/lib/ledger-tools/simulation-words'

const box = 'rounded-lg border border-zinc-200 p-3 text-sm dark:border-zinc-800'
const badge = (good: boolean, label: string) => (
  <span
    className={`rounded px-1.5 py-0.5 text-xs font-medium ${good ? 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200' : 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200'}`}
  >
    {label}
  </span>
)

/**
 * The ledger node's simulate answer in words: the compose page and the KMD console's sign panel both show it,
 * so the user reads the same verdict before signing wherever the transaction was composed.
 */
export function LedgerSimulationResult({ view, network = 'ledger' }: { view: SimulationView; network?: string }) {
  return (
    <div className="space-y-2" data-testid="simulation-result">
      <p className="text-sm">
        {badge(view.ok, view.ok ? 'Would succeed' : 'Would fail')}
        {view.round && (
          <span className="ml-2 text-zinc-600 dark:text-zinc-400">on the state after round {view.round}</span>
        )}
      </p>
      {view.groups.map((g) => (
        <section key={g.index} aria-label={`Group ${g.index + 1}`} className={box}>
          {g.failure && (
            <div
              role="alert"
              className="mb-2 rounded border border-red-200 bg-red-50 p-2 text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100"
            >
              <p className="font-medium">The transaction would fail {g.failure.where}.</p>
              {g.failure.words ? (
                <>
                  <p className="mt-1">{g.failure.words}</p>
                  <NodeSaid message={g.failure.message} />
                </>
              ) : (
                <p className="mt-1 break-words text-xs">The node said: {g.failure.message}</p>
              )}
            </div>
          )}
          <dl className="grid grid-cols-[max-content_1fr] gap-x-3 gap-y-1">
            {g.fees && (
              <>
                <dt className="text-zinc-600 dark:text-zinc-400">Fees paid by the group</dt>
                <dd className="tabular-nums">{g.fees}</dd>
              </>
            )}
            {g.usage && (
              <>
                <dt className="text-zinc-600 dark:text-zinc-400">Group usage</dt>
                <dd>{g.usage}</dd>
              </>
            )}
            <dt className="text-zinc-600 dark:text-zinc-400">Opcode budget</dt>
            <dd>{g.budget ?? 'no application call, no budget used'}</dd>
          </dl>
          <ol className="mt-2 space-y-2">
            {g.txns.map((t) => (
              <li
                key={t.index}
                className={`rounded border p-2 ${t.failed ? 'border-red-300 dark:border-red-800' : 'border-zinc-100 dark:border-zinc-800'}`}
              >
                <p className="font-medium">
                  Transaction {t.index + 1}: {t.summary} {t.failed && badge(false, 'fails here')}
                </p>
                <p className="mt-1 flex flex-wrap items-center gap-1 text-zinc-700 dark:text-zinc-300">
                  {t.sender && (
                    <>
                      from <RecordLink network={network} kind="account" id={t.sender} />
                    </>
                  )}
                  {t.receiver && (
                    <>
                      to <RecordLink network={network} kind="account" id={t.receiver} />
                    </>
                  )}
                </p>
                <p className="mt-1 text-zinc-600 dark:text-zinc-400">
                  {[
                    t.fees && `fee paid ${t.fees}`,
                    t.budgetUsed,
                    t.created,
                    t.logs ? `${t.logs} log line${t.logs === 1 ? '' : 's'}` : undefined,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
              </li>
            ))}
          </ol>
        </section>
      ))}
      {view.overrides.length > 0 && (
        <p className="text-xs text-zinc-600 dark:text-zinc-400">For this simulation {view.overrides.join('; ')}.</p>
      )}
    </div>
  )
}
