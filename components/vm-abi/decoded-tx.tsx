'use client'
import { useQueries, useQuery } from '@tanstack/react-query'
import { PanelFrame } from '@/components/panel/panel-frame'
import { PanelError, PanelSkeleton } from '@/components/panel/states'
import type { CallSpec } from '@/lib/client/types'
import { gatewayQuery } from '@/lib/query/options'
import { decodeRevert, revertText } from '@/lib/vm-abi/describe'
import { explainTx, readDecimals, readSymbol, sourcesFor, type TokenInfo } from '@/lib/vm-abi/tx-view'
import { CallResults, VmReceipt, VmTx } from '@/lib/vm-abi/wire'
import { DecodedCalls } from './decoded-calls'
import { DecodedEvents, TokenMovements } from './decoded-logs'
import { ADDRESS_PLACEHOLDER } from './placeholder'
import { useUserAbis } from './use-abis'

const SYMBOL = '0x95d89b41'
const DECIMALS = '0x313ce567'

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

          <DecodedCalls network={network} t={t} calls={x.calls} amountToken={amountToken} />
          <TokenMovements network={network} movements={x.movements} tokens={tokens} reverted={!!r?.reverted} />
          <DecodedEvents
            network={network}
            events={x.events}
            hasReceipt={!!r}
            receiptPending={receiptQ.isPending}
            amountToken={amountToken}
          />
        </div>
      )}
    </PanelFrame>
  )
}
