import { Amount } from '@/components/ui/amount'
import { RecordLink, recordHref } from '@/components/ui/record-link'
import type { TokenMovement } from '@/lib/vm-abi/describe'
import type { EventRow, TokenInfo } from '@/lib/vm-abi/tx-view'
import { DecodedEntry, UndecodedEntry } from './decoded-entry'
import { item, list, where } from './decoded-style'

/** A fungible token's page (its contract address, on the network's token pages). */
const tokenHref = (network: string, token: string) => recordHref(network, 'token', token)

/** Token transfers and approvals, in the token's units when it answered decimals(); the token links to its page. */
export function TokenMovements({
  network,
  movements,
  tokens,
  reverted,
}: {
  network: string
  movements: TokenMovement[]
  tokens: Record<string, TokenInfo>
  reverted: boolean
}) {
  return (
    <section aria-labelledby="decoded-moves">
      <h3 id="decoded-moves" className="mb-1 font-medium">
        Token movements{' '}
        {reverted && (
          <span className="font-normal text-zinc-600 dark:text-zinc-400">(asked for; the revert undid them)</span>
        )}
      </h3>
      {movements.length === 0 ? (
        <p className="text-zinc-600 dark:text-zinc-400">No token transfers or approvals.</p>
      ) : (
        <ul className={list}>
          {movements.map((m, i) => {
            const info = tokens[m.token]
            return (
              <li
                key={i}
                className={`${item} flex flex-wrap items-baseline gap-x-2 gap-y-1`}
                data-testid="token-movement"
              >
                <span className="font-medium">{m.kind === 'transfer' ? 'Transfer' : 'Approval'}</span>
                <span className="tabular-nums">
                  {m.tokenId !== undefined ? (
                    <>NFT #{m.tokenId}</>
                  ) : info?.decimals !== undefined ? (
                    <Amount
                      raw={m.amount!}
                      denom={m.token}
                      info={{
                        exponent: info.decimals,
                        display: info.symbol ?? 'tokens',
                        ...(tokenHref(network, m.token) && { href: tokenHref(network, m.token) }),
                      }}
                    />
                  ) : (
                    <span title="The token did not answer decimals(): base units">{m.amount} base units</span>
                  )}
                </span>
                <span className="text-zinc-600 dark:text-zinc-400">of</span>
                <RecordLink
                  network={network}
                  kind={m.tokenId === undefined ? 'token' : 'account'}
                  id={m.token}
                  {...(info?.symbol && { label: info.symbol })}
                />
                {m.from && (
                  <>
                    <span className="text-zinc-600 dark:text-zinc-400">from</span>
                    <RecordLink network={network} kind="account" id={m.from} />
                  </>
                )}
                <span className="text-zinc-600 dark:text-zinc-400">{m.kind === 'transfer' ? 'to' : 'spender'}</span>
                <RecordLink network={network} kind="account" id={m.to} />
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}

/** The receipt's events decoded with ABIs. */
export function DecodedEvents({
  network,
  events,
  hasReceipt,
  receiptPending,
  amountToken,
}: {
  network: string
  events: EventRow[]
  hasReceipt: boolean
  receiptPending: boolean
  amountToken: (addr: string | null) => { address: string; info: TokenInfo | undefined } | undefined
}) {
  return (
    <section aria-labelledby="decoded-events">
      <h3 id="decoded-events" className="mb-1 font-medium">
        Events
      </h3>
      {!hasReceipt ? (
        <p className="text-zinc-600 dark:text-zinc-400">
          {receiptPending ? 'Loading the receipt…' : 'No receipt yet.'}
        </p>
      ) : events.length === 0 ? (
        <p className="text-zinc-600 dark:text-zinc-400">No events.</p>
      ) : (
        <ul className={list}>
          {events.map((e, i) => (
            <li key={i} className={item}>
              <p className={where}>
                Clause {e.clause} · emitted by <RecordLink network={network} kind="account" id={e.emitter} />
              </p>
              {e.event.ok ? (
                <DecodedEntry
                  network={network}
                  name={e.event.name}
                  source={e.event.source}
                  args={e.event.args}
                  token={amountToken(e.emitter)}
                />
              ) : (
                <UndecodedEntry network={network} contract={e.emitter}>
                  <p>
                    Unknown event
                    {e.event.topic0 && (
                      <>
                        {' '}
                        · topic <code className="break-all font-mono">{e.event.topic0}</code>
                      </>
                    )}
                  </p>
                  <p className="text-zinc-600 dark:text-zinc-400">{e.event.reason}</p>
                </UndecodedEntry>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
