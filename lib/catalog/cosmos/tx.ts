import * as z from 'zod'
import { path } from '../params'
import { section } from './build'

const op = section({ ids: 'cosmos.tx', group: 'tx', prefix: '/sdk/tx/v1beta1', on: 'H P', source: '000 §4.5' })

const base64 = (description: string) => z.base64({ error: 'must be base64' }).describe(description)
/** Free-form JSON object (typed `any` by the gateway). */
export const freeForm = z.record(z.string(), z.unknown())

/**
 * Raw transaction bytes (base64 of a TxRaw). The proxy also checks their protobuf structure
 * (lib/gateway/tx-raw.ts); devnet, which shares these schemas, answers undecodable bytes as a chain does.
 */
const txBytes = z
  .base64({ error: 'must be base64' })
  .min(1, 'must not be empty')
  .describe('raw transaction (base64 TxRaw)')

/** A transaction in its JSON form: a body with at least one typed message. */
const txJson = z.looseObject({
  body: z.looseObject({
    messages: z
      .array(z.looseObject({ '@type': z.string().startsWith('/', 'must be a type URL (/…)') }), {
        error: 'must be a list of messages',
      })
      .min(1, 'a transaction holds at least one message'),
  }),
  auth_info: z.looseObject({}).optional(),
  signatures: z.array(z.base64({ error: 'each signature must be base64' })).optional(),
})

/** simulate and compute_tax: `tx_bytes`, or (deprecated) the transaction in JSON as `tx`. */
export const txToEstimate = z
  .strictObject({ tx: txJson.optional(), tx_bytes: txBytes.optional() })
  .refine((b) => b.tx !== undefined || b.tx_bytes !== undefined, 'give the transaction as tx_bytes (or tx)')

export const BROADCAST_MODES = [
  'BROADCAST_MODE_UNSPECIFIED',
  'BROADCAST_MODE_BLOCK',
  'BROADCAST_MODE_SYNC',
  'BROADCAST_MODE_ASYNC',
] as const

const broadcastBody = z.strictObject({
  tx_bytes: txBytes,
  mode: z
    .enum(BROADCAST_MODES)
    .optional()
    .describe(
      'broadcast mode, default BROADCAST_MODE_UNSPECIFIED. BROADCAST_MODE_BLOCK is deprecated and unsupported from SDK v0.47.x: use BROADCAST_MODE_SYNC',
    ),
})

const post = { method: 'POST', cache: 'none' } as const

/** SDK tx helpers and lookups (Staking offers the lookup by hash). */
export const txOperations = [
  op('decode', '/decode', 'Decode raw transaction bytes', {
    ...post,
    since: '0.47',
    body: z.strictObject({ tx_bytes: txBytes }),
  }),
  op('decodeAmino', '/decode/amino', 'Decode amino binary to its JSON form', {
    ...post,
    since: '0.47',
    body: z.strictObject({ amino_binary: base64('amino binary') }),
  }),
  op('encode', '/encode', 'Encode a transaction to bytes', {
    ...post,
    since: '0.47',
    body: z.strictObject({ tx: txJson }),
  }),
  op('encodeAmino', '/encode/amino', 'Encode amino JSON to bytes', {
    ...post,
    since: '0.47',
    body: z.strictObject({ amino_json: z.string().describe('amino JSON') }),
  }),
  op('simulate', '/simulate', 'Simulate a transaction to estimate gas usage', { ...post, body: txToEstimate }),
  op('broadcast', '/txs', 'Broadcast a transaction', { ...post, write: true, body: broadcastBody }),
  op('blockTxs', '/txs/block/{height}', 'Block with decoded transactions', {
    since: '0.45.2',
    page: true,
    cache: 'immutable',
  }),
  op('tx', '/txs/{hash}', 'Transaction by hash', {
    on: 'H S P',
    cache: 'immutable',
    params: [path('hash', 'hash', { description: 'hex transaction hash' })],
  }),
]
