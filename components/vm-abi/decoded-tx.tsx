'use client'
import Link from 'next/link'
import { useQueries, useQuery } from '@tanstack/react-query'
import { PanelFrame } from '@/components/panel/panel-frame'
import { PanelError, PanelSkeleton } from '@/components/panel/states'
import { Amount } from '@/components/ui/amount'
import { Hash, RecordLink, recordHref } from '@/components/ui/record-link'
import type { CallSpec } from '@/lib/client/types'
import { gatewayQuery } from '@/lib/query/options'
import { decodeRevert, revertText, type DecodedCall } from '@/lib/vm-abi/describe'
import { explainTx, readDecimals, readSymbol, sourcesFor, type TokenInfo } from '@/lib/vm-abi/tx-view'
import { CallResults, VmReceipt, VmTx } from '@/lib/vm-abi/wire'
import { formatUnits } from '@/lib/format/amount'
import { ARG_FOR_AMOUNT } from '@/lib/vm-abi/standards'
import { Args } from './args'
import { ADDRESS_PLACEHOLDER } from './placeholder'
import { useUserAbis } from './use-abis'

const SYMBOL = '0x95d89b41'
const DECIMALS = '0x313ce567'
const list = 'divide-y divide-zinc-100 rounded border border-zinc-100 dark:divide-zinc-800 dark:border-zinc-800'
const item = 'min-w-0 px-3 py-2'
const where = 'mb-1 flex flex-wrap items-center gap-x-1 text-xs text-zinc-600 dark:text-zinc-400'
const SOURCE = {
  user: 'your ABI',
  erc20: 'token standard (ERC-20 / VIP-180)',
  erc721: 'NFT standard (ERC-721)',
} as const

export interface DecodedTxSpecs {
  tx: CallSpec
  receipt: CallSpec
  /** `POST /accounts/{address}` with ADDRESS_PLACEHOLDER: reads a token's symbol() and decimals(). */
  call: CallSpec
  /** `POST /accounts/*`: replays the clauses to learn why a reverted transaction reverted. */
  batch: CallSpec
}

const at = (template: CallSpec, address: string, data: string): CallSpec => ({
  ...template,
  path: { ...template.path, address },
  gatewayPath: template.gatewayPath.replace(ADDRESS_PLACEHOLDER, address),
  body: { data, value: '0x0' },
})

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

/** Calls, events and token movements of a VM transaction decoded with ABIs; the revert reason when it reverted. */
export function DecodedTx({ network, specs }: { network: string; specs: DecodedTxSpecs }) {
  const txQ = useQuery(gatewayQuery(specs.tx))
  const receiptQ = useQuery(gatewayQuery(specs.receipt))
  const tx = txQ.data ? VmTx.safeParse(txQ.data.body) : undefined
  const receipt = receiptQ.data ? VmReceipt.safeParse(receiptQ.data.body) : undefined
  const t = tx?.success ? tx.data : undefined
  const r = receipt?.success ? receipt.data : undefined
  const addresses = [
    ...(t?.clauses.flatMap((c) => (c.to ? [c.to] : [])) ?? []),
    ...(r?.outputs.flatMap((o) => o.events.map((e) => e.address)) ?? []),
  ]
  const abis = useUserAbis(addresses)
  const x = t ? explainTx(t, r, abis) : undefined

  const meta = useQueries({
    queries: (x?.tokens ?? []).flatMap((token) => [
      gatewayQuery(at(specs.call, token, SYMBOL)),
      gatewayQuery(at(specs.call, token, DECIMALS)),
    ]),
  })
  const tokens: Record<string, TokenInfo> = {}
  x?.tokens.forEach((token, i) => {
    const data = (q: (typeof meta)[number] | undefined) => {
      const b = q?.data?.body as { data?: unknown; reverted?: unknown } | undefined
      return b && b.reverted !== true && typeof b.data === 'string' ? b.data : undefined
    }
    const symbol = readSymbol(data(meta[i * 2]))
    const decimals = readDecimals(data(meta[i * 2 + 1]))
    tokens[token] = { ...(symbol && { symbol }), ...(decimals !== undefined && { decimals }) }
  })

  // Replayed on the state before the transaction's block: other transactions of that block are not replayed.
  const block = t?.meta ? Number(t.meta.blockNumber) : undefined
  const replay: CallSpec | undefined =
    t && r?.reverted && block !== undefined && block > 0
      ? {
          ...specs.batch,
          query: { revision: String(block - 1) },
          body: {
            // The token goes along: without it Meter replays the value in energy, its default coin.
            clauses: t.clauses.map((c) => ({
              to: c.to ?? null,
              value: c.value,
              data: c.data ?? '0x',
              ...(c.token !== undefined && { token: c.token }),
            })),
            caller: t.origin,
            ...(t.gas !== undefined && { gas: Number(t.gas) }),
          },
        }
      : undefined
  const replayQ = useQuery({ ...gatewayQuery(replay ?? specs.batch), enabled: !!replay })
  const replayed = replayQ.data ? CallResults.safeParse(replayQ.data.body) : undefined
  const failedAt = replayed?.success ? replayed.data.findIndex((o) => o.reverted) : -1
  const failed = replayed?.success && failedAt >= 0 ? replayed.data[failedAt] : undefined

  const error =
    txQ.error ??
    receiptQ.error ??
    (tx && !tx.success ? new Error('The transaction answer has an unexpected shape.') : null)
  const amountToken = (addr: string | null) => (addr ? { address: addr, info: tokens[addr.toLowerCase()] } : undefined)

  return (
    <PanelFrame id="decoded" title="Decoded with ABIs" network={network}>
      {error ? (
        <PanelError error={error} onRetry={() => void (txQ.refetch(), receiptQ.refetch())} />
      ) : !x || !t ? (
        txQ.data?.body === null ? (
          <p className="p-3 text-sm">No such transaction.</p>
        ) : (
          <PanelSkeleton lines={3} />
        )
      ) : (
        <div className="space-y-4 p-3 text-sm">
          {r?.reverted && (
            <div
              role="note"
              className="rounded border border-red-200 bg-red-50 p-3 text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100"
            >
              <p className="font-medium">Why it reverted</p>
              {!replay ? (
                <p>The transaction reverted; its block is not known, so it cannot be replayed.</p>
              ) : replayQ.isPending ? (
                <p role="status">Replaying the clauses on the state before block {block}…</p>
              ) : replayQ.isError ? (
                <p>The gateway could not replay the transaction: {replayQ.error.message}</p>
              ) : failed ? (
                <p>
                  Clause {failedAt}: {revertText(decodeRevert(failed.data, sourcesFor(t.clauses[failedAt]?.to, abis)))}
                  {failed.vmError && failed.vmError !== 'execution reverted' && <> ({failed.vmError})</>}
                </p>
              ) : (
                <p>
                  Replayed on the state before block {block}, the clauses succeed: the revert depended on transactions
                  earlier in that block.
                </p>
              )}
              {replay && (
                <p className="mt-1 text-xs">
                  Found by simulating the clauses at block {block! - 1} with the same sender and gas.
                </p>
              )}
            </div>
          )}

          <section aria-labelledby="decoded-calls">
            <h3 id="decoded-calls" className="mb-1 font-medium">
              Calls
            </h3>
            <ul className={list}>
              {x.calls.map((c) => (
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

          <section aria-labelledby="decoded-moves">
            <h3 id="decoded-moves" className="mb-1 font-medium">
              Token movements{' '}
              {r?.reverted && (
                <span className="font-normal text-zinc-600 dark:text-zinc-400">(asked for; the revert undid them)</span>
              )}
            </h3>
            {x.movements.length === 0 ? (
              <p className="text-zinc-600 dark:text-zinc-400">No token transfers or approvals.</p>
            ) : (
              <ul className={list}>
                {x.movements.map((m, i) => {
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
                            info={{ exponent: info.decimals, display: info.symbol ?? 'tokens' }}
                          />
                        ) : (
                          <span title="The token did not answer decimals(): base units">{m.amount} base units</span>
                        )}
                      </span>
                      <span className="text-zinc-600 dark:text-zinc-400">of</span>
                      <RecordLink
                        network={network}
                        kind="account"
                        id={m.token}
                        {...(info?.symbol && { label: info.symbol })}
                      />
                      {m.from && (
                        <>
                          <span className="text-zinc-600 dark:text-zinc-400">from</span>
                          <RecordLink network={network} kind="account" id={m.from} />
                        </>
                      )}
                      <span className="text-zinc-600 dark:text-zinc-400">
                        {m.kind === 'transfer' ? 'to' : 'spender'}
                      </span>
                      <RecordLink network={network} kind="account" id={m.to} />
                    </li>
                  )
                })}
              </ul>
            )}
          </section>

          <section aria-labelledby="decoded-events">
            <h3 id="decoded-events" className="mb-1 font-medium">
              Events
            </h3>
            {!r ? (
              <p className="text-zinc-600 dark:text-zinc-400">
                {receiptQ.isPending ? 'Loading the receipt…' : 'No receipt yet.'}
              </p>
            ) : x.events.length === 0 ? (
              <p className="text-zinc-600 dark:text-zinc-400">No events.</p>
            ) : (
              <ul className={list}>
                {x.events.map((e, i) => (
                  <li key={i} className={item}>
                    <p className={where}>
                      Clause {e.clause} · emitted by <RecordLink network={network} kind="account" id={e.emitter} />
                    </p>
                    {e.event.ok ? (
                      <div>
                        <p>
                          <code className="font-mono font-medium">{e.event.name}</code>{' '}
                          <span className="text-xs text-zinc-600 dark:text-zinc-400">{SOURCE[e.event.source]}</span>
                        </p>
                        <Args
                          network={network}
                          args={e.event.args}
                          {...(e.event.source === 'erc20' && {
                            amountOf: ARG_FOR_AMOUNT,
                            token: amountToken(e.emitter),
                          })}
                        />
                      </div>
                    ) : (
                      <div className="text-xs">
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
                        <Link
                          href={`${recordHref(network, 'account', e.emitter)!}#abi`}
                          className="text-brand-700 hover:underline dark:text-brand-500"
                        >
                          Add this contract’s ABI
                        </Link>
                      </div>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
    </PanelFrame>
  )
}
