/**
 * A sharded transaction's smart-contract results and log events, in words: a result's `@6f6b@…` data read as
 * its return code and returned values, log topics decoded as text, numbers, addresses and hashes.
 */
import * as z from 'zod/mini'
import { decodeBech32, encodeBech32 } from '@/lib/format/address'
import { base64ToBytes, bytesToHex, hexToBytes } from '@/lib/format/hex'
import { amount, link, list, mono, shortId, text, type Adapter, type Field } from '../view'
import { data, DENOM, num } from './wire'

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
