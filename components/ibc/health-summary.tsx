import { Suspense } from 'react'
import Link from 'next/link'
import { LoadError } from '@/components/panel/lazy-load-error'
import { PanelFrame } from '@/components/panel/panel-frame'
import { PanelSkeleton } from '@/components/panel/states'
import { KeyValue } from '@/components/ui/key-value'
import { ibcGateway } from '@/lib/ibc/network'
import { clientHref, ibcHref } from '@/lib/ibc/routes'
import type { IbcHealth } from '@/lib/ibc/health'
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
  return <HealthView g={g} h={h} />
}

const clientLinks = (g: string, ids: string[]) =>
  ids.length ? (
    <span className="flex flex-wrap gap-2">
      {ids.map((c) => (
        <Link key={c} href={clientHref(g, c)} className="font-mono text-brand-700 hover:underline dark:text-brand-500">
          {c}
        </Link>
      ))}
    </span>
  ) : (
    'none'
  )

const pills = (xs: [string, number][]) =>
  xs.length ? (
    <span className="flex flex-wrap gap-1">
      {xs.map(([s, n]) => (
        <span key={s} className={pill}>
          {s} {n}
        </span>
      ))}
    </span>
  ) : (
    'none'
  )

/** The summary's figures, as lib/ibc/counts.ts defines and lib/ibc/health.ts adds them up. */
export function HealthView({ g, h }: { g: string; h: IbcHealth }) {
  return (
    <div className="p-3" data-testid="ibc-health">
      <KeyValue
        rows={[
          { label: 'Channels by state', value: pills(h.channelsByState) },
          { label: 'Clients', value: pills(h.clientsByStanding) },
          { label: 'Expiring within 7 days', value: clientLinks(g, h.expiringSoon) },
          { label: 'Expired', value: clientLinks(g, h.expired) },
          {
            label: 'Packets in flight',
            value: (
              <span>
                <strong className="tabular-nums" data-testid="health-in-flight">
                  {h.inFlight}
                </strong>
                {h.uncounted.length > 0 && (
                  <span className="text-amber-800 dark:text-amber-300">
                    {' '}
                    (not counted: {h.uncounted.join(', ')}, whose ends did not answer)
                  </span>
                )}
                {h.unresolvedCommitments > 0 && (
                  <span className="text-zinc-600 dark:text-zinc-400">
                    {' '}
                    · {h.unresolvedCommitments} more packets sent to chains not explored here, not yet acknowledged or
                    timed out
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
