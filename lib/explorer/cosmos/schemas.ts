/** Wire shapes of the SDK gateways (grpc-gateway JSON): loose on what we do not render, strict on what we compute with. */
import * as z from 'zod/mini'
import { uint } from '../common'

export const coin = z.looseObject({ denom: z.string(), amount: z.string().check(z.regex(/^\d+$/)) })
export const pagination = z.nullish(z.looseObject({ next_key: z.nullish(z.string()), total: z.optional(uint) }))

export const header = z.looseObject({
  chain_id: z.optional(z.string()),
  height: uint,
  time: z.string(),
  proposer_address: z.optional(z.string()),
  last_block_id: z.nullish(z.looseObject({ hash: z.nullish(z.string()) })),
  app_hash: z.nullish(z.string()),
  data_hash: z.nullish(z.string()),
  validators_hash: z.nullish(z.string()),
  version: z.nullish(z.looseObject({ block: z.unknown(), app: z.unknown() })),
})
export const block = z.looseObject({
  header,
  data: z.nullish(z.looseObject({ txs: z.nullish(z.array(z.string())) })),
  last_commit: z.nullish(
    z.looseObject({ round: z.nullish(z.union([z.number(), z.string()])), signatures: z.nullish(z.array(z.unknown())) }),
  ),
})
export const blockId = z.nullish(z.looseObject({ hash: z.nullish(z.string()) }))
/** GetLatestBlock / GetBlockByHeight: `block` is deprecated in favour of `sdk_block` since SDK 0.47. */
export const blockResponse = z.looseObject({ block_id: blockId, block: z.nullish(block), sdk_block: z.nullish(block) })

export const anyMsg = z.looseObject({ '@type': z.string() })
export const txBody = z.looseObject({ messages: z.array(anyMsg), memo: z.nullish(z.string()) })
export const authInfo = z.looseObject({
  signer_infos: z.nullish(
    z.array(
      z.looseObject({
        public_key: z.nullish(z.looseObject({ '@type': z.string() })),
        sequence: z.nullish(uint),
        mode_info: z.unknown(),
      }),
    ),
  ),
  fee: z.nullish(
    z.looseObject({
      amount: z.nullish(z.array(coin)),
      gas_limit: z.nullish(uint),
      payer: z.nullish(z.string()),
      granter: z.nullish(z.string()),
    }),
  ),
})
export const tx = z.looseObject({
  body: txBody,
  auth_info: z.nullish(authInfo),
  signatures: z.nullish(z.array(z.string())),
})

/** GetBlockWithTxs (`/txs/block/{height}`): decoded txs plus the block with their raw bytes. */
export const blockTxsResponse = z.looseObject({
  txs: z.nullish(z.array(tx)),
  block_id: blockId,
  block: z.nullish(block),
  sdk_block: z.nullish(block),
  pagination,
})

export const attribute = z.looseObject({ key: z.nullish(z.string()), value: z.nullish(z.string()) })
export const event = z.looseObject({ type: z.string(), attributes: z.nullish(z.array(attribute)) })
export const txResponse = z.looseObject({
  height: uint,
  txhash: z.string(),
  codespace: z.nullish(z.string()),
  code: z.nullish(z.union([z.number(), z.string()])),
  raw_log: z.nullish(z.string()),
  gas_wanted: z.nullish(uint),
  gas_used: z.nullish(uint),
  timestamp: z.nullish(z.string()),
  events: z.nullish(z.array(event)),
})
export const getTxResponse = z.looseObject({ tx: z.nullish(tx), tx_response: txResponse })
