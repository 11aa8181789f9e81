import Link from 'next/link'
import { Hash, RecordLink } from '@/components/ui/record-link'
import type { DecodedCall } from '@/lib/vm-abi/describe'
import type { ClauseCall, TokenInfo } from '@/lib/vm-abi/tx-view'
import type { VmTx } from '@/lib/vm-abi/wire'
import { formatUnits } from '@/lib/format/amount'
import { DecodedEntry, UndecodedEntry } from './decoded-entry'
import { item, list, where } from './decoded-style'

function Unknown({ call }: { call: Extract<DecodedCall, { ok: false }> }) {
  return (
    <>
      <p>
        Unknown call
        {call.selector && (
          <>
            {' '}
            · selector <code className="font-mono">{call.selector}</code>
          </>
        )}
      </p>
      <p className="text-zinc-600 dark:text-zinc-400">{call.reason}</p>
      <Hash value={call.data.length > 138 ? `${call.data.slice(0, 138)}…` : call.data} />
    </>
  )
}

/** The compose page prefilled with one clause of this transaction (value in display units, as the form takes it). */
const composeHref = (network: string, t: VmTx, i: number) => {
  const c = t.clauses[i]!
  const q = new URLSearchParams({
    caller: t.origin,
    ...(c.to && { to: c.to }),
    value: formatUnits(BigInt(c.value || '0x0'), 18, { group: false }),
    data: c.data ?? '0x',
  })
  return `/${network}/compose?${q.toString()}`
}

/** Each clause's call decoded with ABIs, with a link to simulate it again. */
export function DecodedCalls({
  network,
  t,
  calls,
  amountToken,
}: {
  network: string
  t: VmTx
  calls: ClauseCall[]
  amountToken: (addr: string | null) => { address: string; info: TokenInfo | undefined } | undefined
}) {
  return (
    <section aria-labelledby="decoded-calls">
      <h3 id="decoded-calls" className="mb-1 font-medium">
        Calls
      </h3>
      <ul className={list}>
        {calls.map((c) => (
          <li key={c.clause} className={item}>
            <p className={where}>
              Clause {c.clause} ·{' '}
              {c.to ? <RecordLink network={network} kind="account" id={c.to} /> : 'contract deployment'}
              <Link
                href={composeHref(network, t, c.clause)}
                className="ml-auto text-brand-700 hover:underline dark:text-brand-500"
              >
                Simulate again
              </Link>
            </p>
            {!c.call ? (
              <p className="text-zinc-600 dark:text-zinc-400">
                {c.to ? 'Plain value transfer (no data).' : 'Deploys contract code.'}
              </p>
            ) : c.call.ok ? (
              <DecodedEntry
                network={network}
                name={c.call.name}
                selector={c.call.selector}
                source={c.call.source}
                args={c.call.args}
                token={amountToken(c.to)}
              />
            ) : (
              <UndecodedEntry network={network} contract={c.to}>
                <Unknown call={c.call} />
              </UndecodedEntry>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}
