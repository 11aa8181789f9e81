'use client'
import Link from 'next/link'
import { useParams } from 'next/navigation'
import { useEffect } from 'react'
import { useQueries, useQuery } from '@tanstack/react-query'
import { TimeAgo } from '@/components/ui/time-ago'
import { recordHref } from '@/components/ui/record-link'
import type { CallSpec } from '@/lib/client/types'
import { checkId } from '@/lib/explorer/validate'
import { isNetworkId, networkIds, getNetwork, type NetworkId } from '@/lib/networks'
import { gatewayQuery } from '@/lib/query/options'
import { answerFound } from '@/lib/search/targets'
import { ledgerPoolState, possibilities, shardedPoolState, type PoolState } from '@/lib/tx-missing/explain'
import { HASH_PLACEHOLDER } from './placeholder'
import type { TxLookups } from './specs'

const fill = (spec: CallSpec, id: string): CallSpec => ({
  ...spec,
  path: Object.fromEntries(Object.entries(spec.path).map(([k, v]) => [k, v === HASH_PLACEHOLDER ? id : v])),
  gatewayPath: spec.gatewayPath.replace(HASH_PLACEHOLDER, encodeURIComponent(id)),
})

/** Poll at the network's block pace, slower the longer it takes (a forgotten tab should not hammer the proxy). */
const pace = (network: NetworkId, checks: number) =>
  Math.min(30_000, Math.max(3000, getNetwork(network).blockIntervalMs) * (checks < 20 ? 1 : 3))

/**
 * A transaction the network does not know (yet): where else it was looked for, what the pending pool says, why it
 * may be missing on this kind of ledger; checks again at block pace and shows the transaction once it is there.
 */
export function TxMissing({ lookups }: { lookups: TxLookups }) {
  const params = useParams<{ network: string; hash: string }>()
  const network = isNetworkId(params.network) ? params.network : undefined
  const raw = decodeURIComponent(params.hash ?? '')
  const checked = network ? checkId(network, 'tx', raw) : undefined
  const id = checked?.ok ? checked.value : raw
  const here = network && lookups.tx[network] ? fill(lookups.tx[network], id) : undefined
  const hereQ = useQuery({
    ...gatewayQuery(here ?? ({} as CallSpec)),
    enabled: !!here,
    retry: false,
    // A 404 is the expected answer here: the interval keeps running through errors.
    refetchInterval: (q) => (network ? pace(network, q.state.errorUpdateCount) : false),
  })
  const checks = hereQ.errorUpdateCount + (hereQ.data ? 1 : 0)
  const found = !!hereQ.data && answerFound(hereQ.data.status, hereQ.data.body)
  useEffect(() => {
    // The server page renders the transaction now; a reload replaces this notice with it.
    if (found) window.location.reload()
  }, [found])

  const pool = network ? lookups.pool[network] : undefined
  const poolQ = useQuery({
    ...gatewayQuery(pool ? fill(pool.spec, id) : ({} as CallSpec)),
    enabled: !!pool,
    retry: false,
    refetchInterval: network ? pace(network, checks) : false,
  })
  const poolState: PoolState | undefined = !pool
    ? undefined
    : poolQ.data
      ? pool.kind === 'ledger'
        ? ledgerPoolState(poolQ.data.body)
        : shardedPoolState(poolQ.data.body)
      : poolQ.isError
        ? {
            state: 'unknown',
            text:
              pool.kind === 'ledger'
                ? 'The node’s pending pool does not have it either.'
                : 'The gateway has no status for it either.',
          }
        : undefined

  // The same hash on the other networks (in each one's own spelling of a hash).
  const others = networkIds()
    .filter((n) => n !== network && lookups.tx[n])
    .flatMap((n) => {
      const c = checkId(n, 'tx', raw)
      return c.ok ? [{ network: n, id: c.value, spec: fill(lookups.tx[n]!, c.value) }] : []
    })
  const otherQs = useQueries({ queries: others.map((o) => ({ ...gatewayQuery(o.spec), retry: false })) })
  const elsewhere = others.filter((_, i) => {
    const d = otherQs[i]?.data
    return !!d && answerFound(d.status, d.body)
  })
  const searching = otherQs.some((q) => q.isPending)

  if (!network) return <h1 className="text-2xl font-semibold">Not found</h1>
  const name = getNetwork(network).name
  return (
    <div className="max-w-3xl space-y-4">
      <div>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          <Link href={`/${network}`} className="hover:underline">
            {name}
          </Link>{' '}
          · Transaction
        </p>
        <h1 className="text-2xl font-semibold">Transaction not found (yet)</h1>
        <p className="mt-1 break-all font-mono text-sm">{id}</p>
      </div>

      <div
        role="status"
        aria-live="polite"
        className="rounded-lg border border-zinc-200 bg-zinc-50 p-4 text-sm dark:border-zinc-800 dark:bg-zinc-900"
        data-testid="tx-missing-status"
      >
        <p className="font-medium">
          {found
            ? 'Found: showing the transaction…'
            : `${name} does not know this transaction. This page checks again every ${Math.round(pace(network, checks) / 1000)} s and shows it as soon as it appears.`}
        </p>
        <p className="mt-1 text-zinc-600 dark:text-zinc-400">
          Checked {checks} {checks === 1 ? 'time' : 'times'}
          {hereQ.errorUpdatedAt || hereQ.dataUpdatedAt ? (
            <>
              , last <TimeAgo ms={Math.max(hereQ.errorUpdatedAt, hereQ.dataUpdatedAt)} />
            </>
          ) : null}
          .
        </p>
      </div>

      <section
        aria-labelledby="pool-title"
        className="rounded-lg border border-zinc-200 p-4 text-sm dark:border-zinc-800"
      >
        <h2 id="pool-title" className="font-semibold">
          Pending pool
        </h2>
        <p className="mt-1" data-testid="pool-state">
          {!pool
            ? `This network’s gateway offers no pending-pool query, so a transaction waiting to be included cannot be seen before a block includes it.`
            : poolState
              ? poolState.text
              : 'Looking in the pending pool…'}
        </p>
      </section>

      <section
        aria-labelledby="elsewhere-title"
        className="rounded-lg border border-zinc-200 p-4 text-sm dark:border-zinc-800"
      >
        <h2 id="elsewhere-title" className="font-semibold">
          Other networks
        </h2>
        {elsewhere.length ? (
          <ul className="mt-1 space-y-1">
            {elsewhere.map((o) => (
              <li key={o.network}>
                This transaction is on the{' '}
                <Link
                  href={recordHref(o.network, 'tx', o.id)!}
                  className="font-medium text-brand-700 hover:underline dark:text-brand-500"
                >
                  {getNetwork(o.network).name}
                </Link>
                : you may have opened the wrong network.
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-1 text-zinc-700 dark:text-zinc-300">
            {searching
              ? `Looking for the same hash on ${others.length} other networks…`
              : others.length
                ? `None of the ${others.length} other networks whose hashes look like this one knows it.`
                : 'No other network writes transaction ids this way.'}
          </p>
        )}
      </section>

      <section
        aria-labelledby="why-title"
        className="rounded-lg border border-zinc-200 p-4 text-sm dark:border-zinc-800"
      >
        <h2 id="why-title" className="font-semibold">
          Why a {name} transaction may be missing
        </h2>
        <ul className="mt-1 list-disc space-y-1 pl-5 text-zinc-700 dark:text-zinc-300">
          {possibilities(network).map((p) => (
            <li key={p}>{p}</li>
          ))}
          <li>A typo: compare the id with the one your wallet or the broadcast answer gave.</li>
        </ul>
      </section>
    </div>
  )
}
