/** A sharded ledger transaction: summary with its token transfers, smart-contract results, and log events. */
import * as z from 'zod/mini'
import { base64ToText } from '@/lib/format/hex'
import { toEpochMs } from '@/lib/format/time'
import { nativeAmount } from '../chain'
import { amount, kv, link, list, mono, row, status, text, time, type Adapter, type AdapterContext } from '../view'
import { callData, data, num, shardName, txData } from './envelope'

/** Token transfers a transaction or result carries: `tokens[i]` moved `esdtValues[i]` base units. */
const transfers = {
  tokens: z.nullish(z.array(z.string())),
  esdtValues: z.nullish(z.array(num)),
}
type Transfers = { tokens?: string[] | null | undefined; esdtValues?: string[] | null | undefined }
const tokenAmounts = (t: Transfers) => (t.tokens ?? []).map((id, i) => amount(t.esdtValues?.[i] ?? '0', id))

const txDetail = z.looseObject({
  transaction: z.looseObject({
    hash: z.string(),
    type: z.optional(z.string()),
    sender: z.optional(z.string()),
    receiver: z.optional(z.string()),
    value: z.optional(num),
    status: z.optional(z.string()),
    fee: z.optional(num),
    sourceShard: z.optional(num),
    destinationShard: z.optional(num),
    function: z.optional(z.string()),
    nonce: z.optional(num),
    gasPrice: z.optional(num),
    gasLimit: z.optional(num),
    gasUsed: z.optional(num),
    data: z.nullish(z.string()),
    initiallyPaidFee: z.optional(num),
    hyperblockNonce: z.optional(num),
    timestamp: z.optional(num),
    operation: z.optional(z.string()),
    ...transfers,
    smartContractResults: z.nullish(
      z.array(
        z.looseObject({
          hash: z.optional(z.string()),
          sender: z.optional(z.string()),
          receiver: z.optional(z.string()),
          value: z.optional(num),
          data: z.optional(z.string()),
          returnMessage: z.optional(z.string()),
          isRefund: z.optional(z.boolean()),
          ...transfers,
        }),
      ),
    ),
    logs: z.nullish(
      z.looseObject({
        address: z.optional(z.string()),
        events: z.nullish(
          z.array(
            z.looseObject({
              address: z.optional(z.string()),
              identifier: z.string(),
              topics: z.nullish(z.array(z.nullable(z.string()))),
              data: z.nullish(z.string()),
            }),
          ),
        ),
      }),
    ),
  }),
})

const failureOf = (t: z.output<typeof txDetail>['transaction']): string => {
  const reason =
    t.smartContractResults?.find((r) => r.returnMessage)?.returnMessage ??
    t.logs?.events?.find((e) => e.identifier === 'signalError')?.topics?.at(1)
  if (!reason) return 'The transaction failed (no reason in the answer).'
  return /^[A-Za-z0-9+/]+=*$/.test(reason) ? base64ToText(reason).text : reason
}

export const shardedTxSummary: Adapter = (body, ctx) => {
  const { network } = ctx
  const t = data(txDetail, body).transaction
  const ok = t.status === 'success' || t.status === 'executed'
  const failed = t.status === 'fail' || t.status === 'invalid'
  return kv(
    [
      row('Hash', mono(t.hash)),
      row('Status', status(ok, t.status ?? 'unknown')),
      failed && row('Failure reason', text(failureOf(t))),
      row('Type', text(t.type)),
      row('Operation', text(t.operation)),
      row('Function', text(t.function)),
      row('Sender', link('account', network, t.sender)),
      row('Receiver', link('account', network, t.receiver)),
      row('Value', nativeAmount(ctx, t.value)),
      row('Tokens transferred', list(tokenAmounts(t))),
      row('Fee', nativeAmount(ctx, t.fee ?? t.initiallyPaidFee)),
      row('Gas used / limit', text(t.gasLimit ? `${t.gasUsed ?? '?'} / ${t.gasLimit}` : undefined)),
      row('Gas price', nativeAmount(ctx, t.gasPrice)),
      row('Nonce', text(t.nonce)),
      row(
        'Shards',
        text(
          t.sourceShard !== undefined ? `${shardName(t.sourceShard)} → ${shardName(t.destinationShard)}` : undefined,
        ),
      ),
      row('Hyperblock', link('block', network, t.hyperblockNonce)),
      row('Time', time(t.timestamp ? toEpochMs(Number(t.timestamp)) : undefined)),
      row('Data', t.data ? mono(txData(t.data)) : { type: 'empty' }),
    ],
    t.hyperblockNonce,
  )
}

/** What a result moved: its native value (when not zero) and its token transfers. */
function resultValue(ctx: AdapterContext, r: { value?: string | undefined } & Transfers) {
  const native = r.value && r.value !== '0' ? [nativeAmount(ctx, r.value)] : []
  return list([...native, ...tokenAmounts(r)])
}

export const shardedTxResults: Adapter = (body, ctx) => {
  const t = data(txDetail, body).transaction
  return {
    kind: 'table',
    columns: [
      { key: 'from', label: 'Sender' },
      { key: 'to', label: 'Receiver' },
      { key: 'value', label: 'Value', numeric: true },
      { key: 'data', label: 'Data / message' },
    ],
    rows: (t.smartContractResults ?? []).map((r) => ({
      from: link('account', ctx.network, r.sender),
      to: link('account', ctx.network, r.receiver),
      value: resultValue(ctx, r),
      data: text(
        r.returnMessage ||
          [r.isRefund && 'gas refund', r.data && callData(r.data)].filter((x): x is string => !!x).join(' · '),
      ),
    })),
    empty: 'No smart-contract results.',
  }
}

export const shardedTxLogs: Adapter = (body, { network }) => {
  const t = data(txDetail, body).transaction
  return {
    kind: 'table',
    columns: [
      { key: 'id', label: 'Event' },
      { key: 'addr', label: 'Address' },
      { key: 'topics', label: 'Topics' },
    ],
    rows: (t.logs?.events ?? []).map((e) => ({
      id: text(e.identifier),
      addr: link('account', network, e.address),
      topics: list((e.topics ?? []).filter((x): x is string => !!x).map((x) => mono(base64ToText(x).text))),
    })),
    empty: 'No log events.',
  }
}
