import { traitsOf } from '@/lib/networks'
import 'server-only'
import Link from 'next/link'
import { shorten } from '@/lib/format/shorten'
import { resolveCall } from '@/lib/client/resolve'
import { ADAPTERS, isBundledAdapter } from '@/lib/explorer/registry'
import type { PageDefs } from '@/lib/explorer/panels'
import type { NetworkId } from '@/lib/networks'
import { accountsAndHeight } from '@/lib/past/around'
import { canReadPast } from '@/lib/past/at'
import { serverFetch } from '@/lib/query/server'

const AROUND_TX_WAIT_MS = 10_000

/**
 * On a transaction page: each account it names, linked to its page read just before and just after the block
 * that holds it (`?at=H-1&compare=H`), so "what did this transaction change" is one click away.
 */
export async function AroundTx({ network, defs }: { network: NetworkId; defs: PageDefs }) {
  if ('unsupported' in defs || !canReadPast(network)) return null
  const first = defs.panels[0]
  if (!first) return null
  // The panels that read the same answer as the first (a cosmos tx's summary, messages and events): one fetch.
  const same = defs.panels.filter((p) => p.call.opId === first.call.opId && isBundledAdapter(p.adapter))
  let found: ReturnType<typeof accountsAndHeight>
  try {
    // Its own limit rather than the page deadline: the page is already on screen and this section streams in.
    const answer = await serverFetch(resolveCall(first.call), {}, AbortSignal.timeout(AROUND_TX_WAIT_MS))
    found = accountsAndHeight(same.map((p) => ADAPTERS[p.adapter as keyof typeof ADAPTERS](answer.body, { network })))
  } catch {
    return null // the panels above say what went wrong
  }
  const { height, accounts } = found
  if (!height || !accounts.length || BigInt(height) < 2n) return null
  const word = traitsOf(network).block.toLowerCase()
  const before = (BigInt(height) - 1n).toString()
  return (
    <section
      aria-labelledby="around-title"
      className="mt-4 rounded-lg border border-zinc-200 bg-white p-3 text-sm dark:border-zinc-800 dark:bg-zinc-950"
      data-testid="around-tx"
    >
      <h2 id="around-title" className="text-base font-semibold">
        What this transaction changed
      </h2>
      <p className="mt-1 text-zinc-600 dark:text-zinc-400">
        Each account as it was before {word} {height} and after it, side by side.
      </p>
      <ul className="mt-2 space-y-1">
        {accounts.map((a) => (
          <li key={a} className="flex flex-wrap items-center gap-x-2">
            <span className="font-mono" title={a}>
              {shorten(a)}
            </span>
            <Link
              href={`/${network}/accounts/${encodeURIComponent(a)}?at=${before}&compare=${height}`}
              className="text-brand-700 hover:underline dark:text-brand-500"
            >
              View this account at {word === 'round' ? 'round' : 'height'} {before} and {height}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
