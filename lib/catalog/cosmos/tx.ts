import * as z from 'zod'
import { path } from '../params'
import { section } from './build'

const op = section({ ids: 'cosmos.tx', group: 'tx', prefix: '/sdk/tx/v1beta1', on: 'H P', source: '000 §4.5' })

const base64 = (description: string) => z.base64({ error: 'must be base64' }).describe(description)
/** Free-form JSON object (seed "any"). */
export const freeForm = z.record(z.string(), z.unknown())

export const BROADCAST_MODES = [
  'BROADCAST_MODE_UNSPECIFIED',
  'BROADCAST_MODE_BLOCK',
  'BROADCAST_MODE_SYNC',
  'BROADCAST_MODE_ASYNC',
] as const

const broadcastBody = z.strictObject({
  tx_bytes: base64('raw transaction'),
  mode: z
    .enum(BROADCAST_MODES)
    .optional()
    .describe(
      'broadcast mode, default BROADCAST_MODE_UNSPECIFIED. BROADCAST_MODE_BLOCK is deprecated and unsupported from SDK v0.47.x: use BROADCAST_MODE_SYNC',
    ),
})

const post = { method: 'POST', cache: 'none' } as const

/** Seed 000 §4.5: SDK tx helpers and lookups (Staking offers the lookup by hash, §4.14). */
export const txOperations = [
  op('decode', '/decode', 'Decode raw transaction bytes', {
    ...post,
    since: '0.47',
    body: z.strictObject({ tx_bytes: base64('raw transaction') }),
  }),
  op('decodeAmino', '/decode/amino', 'Decode amino binary to its JSON form', {
    ...post,
    since: '0.47',
    body: z.strictObject({ amino_binary: base64('amino binary') }),
  }),
  op('encode', '/encode', 'Encode a transaction to bytes', { ...post, since: '0.47', body: freeForm }),
  op('encodeAmino', '/encode/amino', 'Encode amino JSON to bytes', {
    ...post,
    since: '0.47',
    body: z.strictObject({ amino_json: z.string().describe('amino JSON') }),
  }),
  op('simulate', '/simulate', 'Simulate a transaction to estimate gas usage', { ...post, body: freeForm }),
  op('broadcast', '/txs', 'Broadcast a transaction', { ...post, write: true, body: broadcastBody }),
  op('blockTxs', '/txs/block/{height}', 'Block with decoded transactions', {
    since: '0.45.2',
    page: true,
    cache: 'immutable',
  }),
  op('tx', '/txs/{hash}', 'Transaction by hash', {
    on: 'H S P',
    cache: 'immutable',
    params: [path('hash', 'hex', { description: 'hex transaction hash' })],
  }),
]
