import Link from 'next/link'
import { Hash, RecordLink, recordHref } from '@/components/ui/record-link'
import type { DecodedCall } from '@/lib/vm-abi/describe'
import type { ClauseCall, TokenInfo } from '@/lib/vm-abi/tx-view'
import type { VmTx } from '@/lib/vm-abi/wire'
import { formatUnits } from '@/lib/format/amount'
import { ARG_FOR_AMOUNT } from '@/lib/vm-abi/standards'
import { Args } from './args'
import { item, list, SOURCE, where } from './decoded-style'

function Unknown({ call }: { call: Extract<DecodedCall, { ok: false }> }) {
  return (
    <div className="text-xs">
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
    </div>
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
              <div>
                <p>
                  <code className="font-mono font-medium">{c.call.name}</code>{' '}
                  <span className="text-xs text-zinc-600 dark:text-zinc-400">
                    {c.call.selector} · {SOURCE[c.call.source]}
                  </span>
                </p>
                <Args
                  network={network}
                  args={c.call.args}
                  {...(c.call.source === 'erc20' && { amountOf: ARG_FOR_AMOUNT, token: amountToken(c.to) })}
                />
              </div>
            ) : (
              <div>
                <Unknown call={c.call} />
                {c.to && (
                  <Link
                    href={`${recordHref(network, 'account', c.to)!}#abi`}
                    className="text-xs text-brand-700 hover:underline dark:text-brand-500"
                  >
                    Add this contract’s ABI
                  </Link>
                )}
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}
