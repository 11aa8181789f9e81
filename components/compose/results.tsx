import { FieldValue } from '@/components/ui/field-value'
import { NodeSaid } from './node-said'
import { RecordLink } from '@/components/ui/record-link'
import { amount } from '@/lib/explorer/view'
import { base64ToHex } from '@/lib/format/hex'
import type { NetworkId } from '@/lib/networks'
import { getNetwork } from '@/lib/networks'
import { ArgValue, Args } from '@/components/vm-abi/args'
import { decodeOutput, intrinsicGas } from '@/lib/compose/vm-result'
import { clauseFailureText, decodeEvent, STANDARD_SOURCES } from '@/lib/vm-abi/describe'
import { ARG_FOR_AMOUNT } from '@/lib/vm-abi/standards'
import type { TokenInfo } from '@/lib/vm-abi/tx-view'

const box = 'rounded-lg border border-zinc-200 p-3 text-sm dark:border-zinc-800'
const ok = (good: boolean, label: string) => (
  <span
    className={`rounded px-1.5 py-0.5 text-xs font-medium ${good ? 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200' : 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200'}`}
  >
    {label}
  </span>
)

export function Failure({ message, words }: { message: string; words?: string | undefined }) {
  return (
    <div
      role="alert"
      className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100"
      data-testid="simulation-result"
    >
      <p className="font-medium">The transaction would fail</p>
      {words ? (
        <>
          <p className="mt-1">{words}</p>
          <NodeSaid message={message} />
        </>
      ) : (
        <p className="mt-1 break-words text-xs">The node said: {message}</p>
      )}
    </div>
  )
}

type Json = Record<string, unknown>

export function SdkResult({ body }: { body: unknown }) {
  const b = (body ?? {}) as {
    gas_info?: { gas_used?: string }
    result?: { events?: { type: string; attributes?: { key: string; value: string }[] }[] }
  }
  return (
    <div className={box} data-testid="simulation-result">
      <p>
        {ok(true, 'Would succeed')} using <strong className="tabular-nums">{b.gas_info?.gas_used ?? '?'}</strong> gas.
      </p>
      <h3 className="mt-2 font-medium">Events</h3>
      <ul className="mt-1 space-y-1">
        {(b.result?.events ?? []).map((e, i) => (
          <li key={i}>
            <span className="font-medium">{e.type}</span>{' '}
            <span className="text-zinc-600 dark:text-zinc-400">
              {(e.attributes ?? []).map((a) => `${a.key} = ${a.value}`).join(' · ')}
            </span>
          </li>
        ))}
      </ul>
    </div>
  )
}

/**
 * The clause call's outcome; token amounts of standard events in the token's own units where `tokens` has its
 * decimals (as the transaction page shows them), the native transfers in the network's own unit.
 */
export function VmResult({
  network,
  body,
  tokens = {},
  clauses,
}: {
  network: NetworkId
  body: unknown
  tokens?: Record<string, TokenInfo>
  /** The clauses that were run: the output decodes by the function their data calls, the intrinsic gas by their size. */
  clauses?: readonly { to: string | null; data?: string }[]
}) {
  const results = Array.isArray(body) ? (body as Json[]) : []
  const coin = getNetwork(network).denom
  const execution = results.reduce((s, r) => s + (typeof r.gasUsed === 'number' ? r.gasUsed : 0), 0)
  const intrinsic = clauses && intrinsicGas(clauses)
  return (
    <div className="space-y-2" data-testid="simulation-result">
      {intrinsic !== undefined && results.length > 0 && (
        <p className={box} data-testid="simulation-gas">
          Sent as a transaction it would use about{' '}
          <strong className="tabular-nums">{(intrinsic + execution).toLocaleString('en-US')}</strong> gas:{' '}
          <span className="tabular-nums">{intrinsic.toLocaleString('en-US')}</span> before any code runs (intrinsic) and{' '}
          <span className="tabular-nums">{execution.toLocaleString('en-US')}</span> in execution.
        </p>
      )}
      {results.map((r, i) => {
        const reverted = r.reverted === true
        const events = (Array.isArray(r.events) ? r.events : []) as {
          address: string
          topics: string[]
          data: string
        }[]
        const transfers = (Array.isArray(r.transfers) ? r.transfers : []) as {
          sender: string
          recipient: string
          amount: string
        }[]
        return (
          <div key={i} className={box}>
            <p>
              Clause {i}: {ok(!reverted, reverted ? 'Would revert' : 'Would succeed')} · gas used in execution{' '}
              <strong className="tabular-nums">
                {typeof r.gasUsed === 'number' ? r.gasUsed.toLocaleString('en-US') : '?'}
              </strong>
            </p>
            {reverted && (
              <p className="mt-1 font-medium">
                {clauseFailureText(typeof r.data === 'string' ? r.data : '0x', r.vmError)}
              </p>
            )}
            {!reverted && typeof r.data === 'string' && r.data !== '0x' && (
              <Output network={network} clauseData={clauses?.[i]?.data} output={r.data} />
            )}
            {events.length > 0 && (
              <>
                <h3 className="mt-2 font-medium">Events</h3>
                <ul className="mt-1 space-y-1">
                  {events.map((e, k) => {
                    const d = decodeEvent(e, STANDARD_SOURCES)
                    return (
                      <li key={k} className="break-all">
                        <RecordLink network={network} kind="account" id={e.address} />{' '}
                        {d.ok ? (
                          <>
                            <code className="font-mono">{d.name}</code>
                            <Args
                              network={network}
                              args={d.args}
                              {...(d.source === 'erc20' && {
                                amountOf: ARG_FOR_AMOUNT,
                                token: { address: e.address, info: tokens[e.address.toLowerCase()] },
                              })}
                            />
                          </>
                        ) : (
                          <>unknown event {e.topics[0]}</>
                        )}
                      </li>
                    )
                  })}
                </ul>
              </>
            )}
            {transfers.length > 0 && (
              <>
                <h3 className="mt-2 font-medium">Transfers</h3>
                <ul className="mt-1 space-y-1">
                  {transfers.map((t, k) => (
                    <li key={k} className="flex flex-wrap items-center gap-1">
                      <FieldValue f={amount(t.amount, coin.base, coin.exponent, coin.display)} /> from{' '}
                      <RecordLink network={network} kind="account" id={t.sender} /> to{' '}
                      <RecordLink network={network} kind="account" id={t.recipient} />
                    </li>
                  ))}
                </ul>
              </>
            )}
          </div>
        )
      })}
    </div>
  )
}

/** A clause's return value: decoded where a standard function was called (a transfer's `true`), else hex. */
function Output({
  network,
  clauseData,
  output,
}: {
  network: NetworkId
  clauseData?: string | undefined
  output: string
}) {
  const d = decodeOutput(clauseData, output)
  if (!d)
    return (
      <p className="mt-1 break-all">
        Output <code className="font-mono text-xs">{output}</code>
      </p>
    )
  return (
    <p className="mt-1 flex flex-wrap items-center gap-1" title={output}>
      <code className="font-mono">{d.name}</code> returned{' '}
      {d.values.map((v, k) => (
        <ArgValue key={k} network={network} value={v.value} />
      ))}
    </p>
  )
}

export function ShardedResult({ body }: { body: unknown }) {
  const d = ((body as Json | null)?.data as Json | undefined)?.data as
    { returnData?: string[]; returnCode?: string; returnMessage?: string; gasRemaining?: unknown } | undefined
  const good = d?.returnCode === 'ok'
  return (
    <div className={box} data-testid="simulation-result">
      <p>
        {ok(good, good ? 'The call succeeds' : `The call fails (${d?.returnCode ?? 'no answer'})`)}{' '}
        {d?.returnMessage && <span>{d.returnMessage}</span>}
      </p>
      <h3 className="mt-2 font-medium">Return data</h3>
      <ol className="mt-1 list-inside list-decimal break-all font-mono text-xs">
        {(d?.returnData ?? []).map((v, i) => (
          <li key={i}>{v ? `0x${base64ToHex(v) ?? ''}` : '(empty)'}</li>
        ))}
      </ol>
    </div>
  )
}

export const denomOf = (network: NetworkId) => getNetwork(network).denom.display
