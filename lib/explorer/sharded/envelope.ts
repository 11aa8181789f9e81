/** The sharded gateway's `{data,error,code}` envelope and the small readers every sharded adapter shares. */
import * as z from 'zod/mini'
import { base64ToText, hexToBytes } from '@/lib/format/hex'
import { parse } from '../common'

/** Unwrap the envelope; an error answer with data:null throws its message. */
export function data<T extends z.ZodMiniType>(schema: T, body: unknown): z.output<T> {
  const env = parse(
    z.looseObject({ data: z.unknown(), error: z.optional(z.string()), code: z.optional(z.string()) }),
    body,
  )
  if (env.data === null || env.data === undefined)
    throw new Error(env.error || `no data (${env.code ?? 'unknown code'})`)
  return parse(schema, env.data)
}

/** A number as the gateway writes it: JSON number (big ones kept exact by the lossless parse), or a string. */
export const num = z.pipe(
  z.union([z.number(), z.bigint(), z.string()]),
  z.transform((v) => v.toString()),
)

const METACHAIN = '4294967295'
export const shardName = (s: string | undefined) =>
  s === undefined ? undefined : s === METACHAIN ? 'metachain' : `shard ${s}`

/** `@`-separated hex arguments of a call or a result (`transfer@0a@…`, `@6f6b@00`). */
const ARGS = /^([A-Za-z_]\w*)?((?:@[0-9a-fA-F]*)+)$/

function hexWord(h: string): string {
  if (!h) return '(empty)'
  try {
    const t = new TextDecoder('utf-8', { fatal: true }).decode(hexToBytes(h.length % 2 ? `0${h}` : h))
    return /^[\x20-\x7e]+$/.test(t) ? t : `0x${h}`
  } catch {
    return `0x${h}`
  }
}

/**
 * A smart-contract result's `data`, plain text on the wire: a return (`@6f6b@00` = code `ok`, then the returned
 * values) or a call (`function@arg…`) in words; anything else as it came.
 */
export function callData(s: string): string {
  const m = ARGS.exec(s)
  if (!m) return s
  const args = m[2]!.slice(1).split('@')
  if (!m[1]) {
    const [code = '', ...out] = args
    return `returned ${hexWord(code)}${out.length ? `: ${out.map((x) => (x ? `0x${x}` : '(empty)')).join(', ')}` : ''}`
  }
  return `${m[1]}(${args.map((x) => (x ? `0x${x}` : '(empty)')).join(', ')})`
}

/** A transaction's `data`: base64 bytes on the wire, shown as text when printable. */
export const txData = (s: string) => base64ToText(s).text

/** A transaction as hyperblocks and blocks list it; the transaction page's answer carries more. */
export const txSummary = z.looseObject({
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
})
