/**
 * The sharded transaction page: its summary, its smart-contract results and log events, in words — a result's
 * `@6f6b@…` data read as its return code and returned values, log topics decoded as text, numbers, addresses
 * and hashes.
 */
import * as z from 'zod/mini'
import { decodeBech32, encodeBech32 } from '@/lib/format/address'
import { base64ToBytes, base64ToText, bytesToHex, hexToBytes } from '@/lib/format/hex'
import { toEpochMs } from '@/lib/format/time'
import { amount, kv, link, list, mono, row, shortId, status, text, time, type Adapter, type Field } from '../view'
import { data, DENOM, num, shardName, txSummary } from './wire'

const result = z.looseObject({
  hash: z.optional(z.string()),
  sender: z.optional(z.string()),
  receiver: z.optional(z.string()),
  // Go writes a result's *big.Int value as a JSON number.
  value: z.optional(num),
  data: z.optional(z.string()),
  returnMessage: z.optional(z.string()),
  isRefund: z.optional(z.boolean()),
})
const event = z.looseObject({
  address: z.optional(z.string()),
  identifier: z.string(),
  topics: z.nullish(z.array(z.nullable(z.string()))),
  data: z.nullish(z.string()),
})
const withResults = z.looseObject({
  transaction: z.looseObject({
    hash: z.string(),
    sender: z.optional(z.string()),
    smartContractResults: z.nullish(z.array(result)),
    logs: z.nullish(z.looseObject({ address: z.optional(z.string()), events: z.nullish(z.array(event)) })),
  }),
})

const utf8 = new TextDecoder('utf-8', { fatal: true })

/** A returned value or topic: text when it reads as text, a 32-byte value as hex, anything else a number. */
function decodeValue(bytes: Uint8Array): Field {
  if (!bytes.length) return text('0 (empty)')
  try {
    const s = utf8.decode(bytes)
    if (/^[\p{L}\p{N}\p{P}\p{Zs}]+$/u.test(s) && /\p{L}/u.test(s)) return text(`“${s}”`)
  } catch {
    /* not text */
  }
  if (bytes.length === 32) return shortId(bytesToHex(bytes))
  return text(BigInt(`0x${bytesToHex(bytes)}`).toString())
}

const hexBytes = (h: string) => (/^([0-9a-fA-F]{2})*$/.test(h) ? hexToBytes(h) : undefined)
const hexText = (h: string) => {
  const b = hexBytes(h)
  try {
    return b ? utf8.decode(b) : h
  } catch {
    return h
  }
}

/**
 * `@<return code>@<value>…` (a call's answer to its caller) or `<function>@<arg>…` (a call the result makes).
 * The return code and function are hex text; values and arguments hex bytes.
 */
export function readResultData(raw: string): Field {
  if (!raw) return { type: 'empty' }
  const [head, ...rest] = raw.split('@')
  const values = rest.slice(head === '' ? 1 : 0).map((h) => {
    const b = hexBytes(h)
    return b ? decodeValue(b) : mono(h)
  })
  if (head === '') {
    const code = hexText(rest[0] ?? '')
    const [first, ...more] = values
    // "Returned: 42" on one line when the first value is plain text; a link or id keeps its own line.
    const returned = !first
      ? []
      : first.type === 'text'
        ? [text(`Returned: ${first.value}`)]
        : [text('Returned:'), first]
    return list([text(`Return code: ${code}`), ...returned, ...more])
  }
  return list([text(`Calls ${head}`), ...values])
}

export const shardedTxResults: Adapter = (body, { network }) => {
  const t = data(withResults, body).transaction
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
      from: link('account', network, r.sender),
      to: link('account', network, r.receiver),
      value: amount(r.value, DENOM),
      outcome: readResultData(r.data ?? ''),
      message: text(r.returnMessage ?? (r.isRefund ? 'Unused gas paid back' : undefined)),
    })),
    empty: 'No smart-contract results.',
  }
}

/** Topics whose bytes are an account or a transaction hash, by event. */
const ACCOUNT_TOPICS: Readonly<Record<string, number>> = { signalError: 0 }
const TX_TOPICS: Readonly<Record<string, number>> = { completedTxEvent: 0 }

export const shardedTxLogs: Adapter = (body, { network }) => {
  const t = data(withResults, body).transaction
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

const txDetail = z.looseObject({
  transaction: z.extend(txSummary, {
    nonce: z.optional(num),
    gasPrice: z.optional(num),
    gasLimit: z.optional(num),
    gasUsed: z.optional(num),
    data: z.nullish(z.string()),
    signature: z.optional(z.string()),
    initiallyPaidFee: z.optional(z.string()),
    miniblockType: z.optional(z.string()),
    blockNonce: z.optional(num),
    hyperblockNonce: z.optional(num),
    timestamp: z.optional(num),
    operation: z.optional(z.string()),
    smartContractResults: z.nullish(
      z.array(
        z.looseObject({
          hash: z.optional(z.string()),
          sender: z.optional(z.string()),
          receiver: z.optional(z.string()),
          value: z.optional(num),
          data: z.optional(z.string()),
          returnMessage: z.optional(z.string()),
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

export const shardedTxSummary: Adapter = (body, { network }) => {
  const t = data(txDetail, body).transaction
  const ok = t.status === 'success' || t.status === 'executed'
  const failed = t.status === 'fail' || t.status === 'invalid'
  // The result a call sends back to its caller carries the return code (and returned values).
  const answer = t.smartContractResults?.find((r) => r.receiver === t.sender && r.data?.startsWith('@'))
  const failure = failed
    ? (t.smartContractResults?.find((r) => r.returnMessage)?.returnMessage ??
      t.logs?.events?.find((e) => e.identifier === 'signalError')?.topics?.at(1))
    : undefined
  return kv(
    [
      row('Hash', mono(t.hash)),
      row('Status', status(ok, t.status ?? 'unknown')),
      failed &&
        row(
          'Failure reason',
          text(
            failure
              ? /^[A-Za-z0-9+/]+=*$/.test(failure)
                ? base64ToText(failure).text
                : failure
              : 'The transaction failed (no reason in the answer).',
          ),
        ),
      row('Type', text(t.type)),
      row('Function', text(t.function)),
      row('Contract result', readResultData(answer?.data ?? '')),
      row('Sender', link('account', network, t.sender)),
      row('Receiver', link('account', network, t.receiver)),
      row('Value', amount(t.value, DENOM)),
      row('Fee', amount(t.fee ?? t.initiallyPaidFee, DENOM)),
      row('Gas used / limit', text(t.gasLimit ? `${t.gasUsed ?? '?'} / ${t.gasLimit}` : undefined)),
      row('Gas price', text(t.gasPrice)),
      row('Nonce', text(t.nonce)),
      row(
        'Shards',
        text(
          t.sourceShard !== undefined ? `${shardName(t.sourceShard)} → ${shardName(t.destinationShard)}` : undefined,
        ),
      ),
      row('Hyperblock', link('block', network, t.hyperblockNonce)),
      row('Time', time(t.timestamp ? toEpochMs(Number(t.timestamp)) : undefined)),
      row('Data', t.data ? mono(base64ToText(t.data).text) : { type: 'empty' }),
    ],
    t.hyperblockNonce,
  )
}
