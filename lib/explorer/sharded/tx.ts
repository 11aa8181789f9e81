/** A sharded ledger transaction: summary with its token transfers, smart-contract results, and log events. */
import * as z from 'zod/mini'
import { decodeBech32, encodeBech32 } from '@/lib/format/address'
import { base64ToBytes, base64ToText, bytesToHex } from '@/lib/format/hex'
import { toEpochMs } from '@/lib/format/time'
import { nativeAmount } from '../chain'
import {
  amount,
  kv,
  link,
  list,
  mono,
  row,
  status,
  text,
  time,
  type Adapter,
  type AdapterContext,
  type Field,
} from '../view'
import { SHARDED_TOKEN } from '../entity-href'
import { data, num, shardName, txData, txSummary } from './envelope'
import { decodeValue, readResultData } from './result-data'

const utf8 = new TextDecoder('utf-8', { fatal: true })

/** Token transfers a transaction or result carries: `tokens[i]` moved `esdtValues[i]` base units. */
const transfers = {
  tokens: z.nullish(z.array(z.string())),
  esdtValues: z.nullish(z.array(num)),
}
type Transfers = { tokens?: string[] | null | undefined; esdtValues?: string[] | null | undefined }
const tokenAmounts = (t: Transfers) => (t.tokens ?? []).map((id, i) => amount(t.esdtValues?.[i] ?? '0', id))

const txDetail = z.looseObject({
  transaction: z.extend(txSummary, {
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
  // The result a call sends back to its caller carries the return code (and returned values).
  const answer = t.smartContractResults?.find((r) => r.receiver === t.sender && r.data?.startsWith('@'))
  return kv(
    [
      row('Hash', mono(t.hash)),
      row('Status', status(ok, t.status ?? 'unknown')),
      failed && row('Failure reason', text(failureOf(t))),
      row('Type', text(t.type)),
      row('Operation', text(t.operation)),
      row('Function', text(t.function)),
      row('Contract result', answer ? readResultData(answer.data ?? '') : { type: 'empty' }),
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
      { key: 'outcome', label: 'Result' },
      { key: 'message', label: 'Message' },
    ],
    rows: (t.smartContractResults ?? []).map((r) => ({
      from: link('account', ctx.network, r.sender),
      to: link('account', ctx.network, r.receiver),
      value: resultValue(ctx, r),
      outcome: readResultData(r.data ?? ''),
      message: text(r.returnMessage || (r.isRefund ? 'Unused gas paid back' : undefined)),
    })),
    empty: 'No smart-contract results.',
  }
}

/** Topics whose bytes are an account or a transaction hash, by event. */
const ACCOUNT_TOPICS: Readonly<Record<string, number>> = {
  signalError: 0,
  // Token transfer events: identifier, nonce, amount, then the receiver's key.
  ESDTTransfer: 3,
  ESDTNFTTransfer: 3,
  MultiESDTNFTTransfer: 3,
}
const TX_TOPICS: Readonly<Record<string, number>> = { completedTxEvent: 0 }

export const shardedTxLogs: Adapter = (body, { network }) => {
  const t = data(txDetail, body).transaction
  // Addresses in topics are raw keys: they take the prefix the answer's own addresses carry.
  const prefix = decodeBech32(t.sender ?? t.logs?.address ?? '')?.prefix
  const topic = (identifier: string, i: number, b64: string): Field => {
    let bytes: Uint8Array
    try {
      bytes = base64ToBytes(b64)
    } catch {
      return mono(b64)
    }
    if (ACCOUNT_TOPICS[identifier] === i && bytes.length === 32 && prefix)
      return link('account', network, encodeBech32(prefix, bytes))
    if (TX_TOPICS[identifier] === i && bytes.length === 32) return link('tx', network, bytesToHex(bytes))
    const token = new TextDecoder().decode(bytes)
    if (SHARDED_TOKEN.test(token)) return link('token', network, token)
    return decodeValue(bytes)
  }
  return {
    kind: 'table',
    columns: [
      { key: 'id', label: 'Event' },
      { key: 'addr', label: 'Address' },
      { key: 'topics', label: 'Topics' },
      { key: 'data', label: 'Data' },
    ],
    rows: (t.logs?.events ?? []).map((e) => {
      const raw = e.data ? base64Text(e.data) : undefined
      return {
        id: text(e.identifier),
        addr: link('account', network, e.address),
        topics: list((e.topics ?? []).flatMap((x, i) => (x ? [topic(e.identifier, i, x)] : []))),
        data: raw?.startsWith('@') ? readResultData(raw) : e.data ? topic('', -1, e.data) : { type: 'empty' },
      }
    }),
    empty: 'No log events.',
  }
}

function base64Text(b64: string): string | undefined {
  try {
    return utf8.decode(base64ToBytes(b64))
  } catch {
    return undefined
  }
}
