import { Suspense } from 'react'
import Link from 'next/link'
import { LoadError } from '@/components/panel/load-error'
import { PanelFrame } from '@/components/panel/panel-frame'
import { PanelSkeleton } from '@/components/panel/states'
import { KeyValue } from '@/components/ui/key-value'
import { ibcGateway } from '@/lib/ibc/network'
import { clientHref, ibcHref } from '@/lib/ibc/routes'
import { ibcHealth } from '@/lib/ibc/server'
import { pageTimeLeft } from '@/lib/query/deadline'
import type { CosmosGatewayId } from '@/lib/catalog/types'

const pill = 'rounded bg-zinc-100 px-1.5 py-0.5 text-xs dark:bg-zinc-800'

/**
 * The summary streams in on its own, after the figures above, but within the page deadline like every server-side
 * call of a page (lib/query/deadline): a hung gateway must not hold the page's answer open.
 */
async function HealthBody({ g }: { g: CosmosGatewayId }) {
  const h = await ibcHealth(g, pageTimeLeft())
  if (!h)
    return (
      <LoadError
        status={504}
        error="no_answer: the gateway did not answer the channel list before the page deadline; IBC health is unknown"
      />
    )
  return (
    <div className="p-3" data-testid="ibc-health">
      <KeyValue
        rows={[
          {
            label: 'Channels by state',
            value: h.channelsByState.length ? (
              <span className="flex flex-wrap gap-1">
                {h.channelsByState.map(([s, n]) => (
                  <span key={s} className={pill}>
                    {s} {n}
                  </span>
                ))}
              </span>
            ) : (
              'none'
            ),
          },
          {
            label: 'Clients by status',
            value: (
              <span className="flex flex-wrap gap-1">
                {h.clientsByStatus.map(([s, n]) => (
                  <span key={s} className={pill}>
                    {s} {n}
                  </span>
                ))}
              </span>
            ),
          },
          {
            label: 'Expiring within 7 days',
            value: h.expiringSoon.length ? (
              <span className="flex flex-wrap gap-2">
                {h.expiringSoon.map((c) => (
                  <Link
                    key={c}
                    href={clientHref(g, c)}
                    className="font-mono text-brand-700 hover:underline dark:text-brand-500"
                  >
                    {c}
                  </Link>
                ))}
              </span>
            ) : (
              'none'
            ),
          },
          {
            label: 'Packets in flight',
            value: (
              <span>
                <strong className="tabular-nums">{h.inFlight}</strong>
                {h.unresolvedCommitments > 0 && (
                  <span className="text-zinc-600 dark:text-zinc-400">
                    {' '}
                    (+{h.unresolvedCommitments} commitments to chains not configured here)
                  </span>
                )}
              </span>
            ),
          },
        ]}
      />
      <p className="mt-2 text-sm">
        <Link href={ibcHref(g, 'channels')} className="text-brand-700 hover:underline dark:text-brand-500">
          All channels →
        </Link>
      </p>
    </div>
  )
}

/**
 * IBC health of a network for its overview: channels by state, clients expiring within 7 days, packets in
 * flight. Self-contained server component (streams in under Suspense); renders nothing for networks without IBC.
 * `<IbcHealthSummary network="hub" />`
 */
export function IbcHealthSummary({ network }: { network: string }) {
  const g = ibcGateway(network)
  if (!g) return null
  return (
    <PanelFrame id="ibc-health" title="IBC health" network={g}>
      <Suspense fallback={<PanelSkeleton lines={4} />}>
        <HealthBody g={g} />
      </Suspense>
    </PanelFrame>
  )
}
