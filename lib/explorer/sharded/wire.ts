/** The sharded gateway's wire basics the sharded adapters share: the envelope, numbers, shards, the base unit. */
import * as z from 'zod/mini'
import { parse } from '../common'

export const DENOM = 'atto'

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

/** A number the gateway writes as a JSON number, a big integer or text; kept as text. */
export const num = z.pipe(
  z.union([z.number(), z.bigint(), z.string()]),
  z.transform((v) => v.toString()),
)

export const METACHAIN = '4294967295'
export const shardName = (s: string | undefined) =>
  s === undefined ? undefined : s === METACHAIN ? 'metachain' : `shard ${s}`

/** A transaction as lists (hyperblocks, shard blocks) and its own page show it. */
export const txSummary = z.looseObject({
  hash: z.string(),
  type: z.optional(z.string()),
  sender: z.optional(z.string()),
  receiver: z.optional(z.string()),
  value: z.optional(z.string()),
  status: z.optional(z.string()),
  fee: z.optional(z.string()),
  sourceShard: z.optional(num),
  destinationShard: z.optional(num),
  function: z.optional(z.string()),
})
