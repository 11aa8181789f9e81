/** Wire shapes of the SDK gateways (grpc-gateway JSON): loose on what we do not render, strict on what we compute with. */
import * as z from 'zod'
import { uint } from '../common'

export const coin = z.looseObject({ denom: z.string(), amount: z.string().regex(/^\d+$/) })
export const pagination = z.looseObject({ next_key: z.string().nullish(), total: uint.optional() }).nullish()

export const header = z.looseObject({
  chain_id: z.string().optional(),
  height: uint,
  time: z.string(),
  proposer_address: z.string().optional(),
  last_block_id: z.looseObject({ hash: z.string().nullish() }).nullish(),
  app_hash: z.string().nullish(),
  data_hash: z.string().nullish(),
  validators_hash: z.string().nullish(),
  version: z.looseObject({ block: z.unknown(), app: z.unknown() }).nullish(),
})
export const block = z.looseObject({
  header,
  data: z.looseObject({ txs: z.array(z.string()).nullish() }).nullish(),
  last_commit: z.looseObject({ round: z.union([z.number(), z.string()]).nullish(), signatures: z.array(z.unknown()).nullish() }).nullish(),
})
export const blockId = z.looseObject({ hash: z.string().nullish() }).nullish()
/** GetLatestBlock / GetBlockByHeight: `block` is deprecated in favour of `sdk_block` since SDK 0.47. */
export const blockResponse = z.looseObject({ block_id: blockId, block: block.nullish(), sdk_block: block.nullish() })

export const anyMsg = z.looseObject({ '@type': z.string() })
export const txBody = z.looseObject({ messages: z.array(anyMsg), memo: z.string().nullish() })
export const authInfo = z.looseObject({
  signer_infos: z
    .array(z.looseObject({ public_key: z.looseObject({ '@type': z.string() }).nullish(), sequence: uint.nullish(), mode_info: z.unknown() }))
    .nullish(),
  fee: z.looseObject({ amount: z.array(coin).nullish(), gas_limit: uint.nullish(), payer: z.string().nullish(), granter: z.string().nullish() }).nullish(),
})
export const tx = z.looseObject({ body: txBody, auth_info: authInfo.nullish(), signatures: z.array(z.string()).nullish() })

/** GetBlockWithTxs (`/txs/block/{height}`): decoded txs plus the block with their raw bytes. */
export const blockTxsResponse = z.looseObject({ txs: z.array(tx).nullish(), block_id: blockId, block: block.nullish(), sdk_block: block.nullish(), pagination })

export const attribute = z.looseObject({ key: z.string().nullish(), value: z.string().nullish() })
export const event = z.looseObject({ type: z.string(), attributes: z.array(attribute).nullish() })
export const txResponse = z.looseObject({
  height: uint,
  txhash: z.string(),
  codespace: z.string().nullish(),
  code: z.union([z.number(), z.string()]).nullish(),
  raw_log: z.string().nullish(),
  gas_wanted: uint.nullish(),
  gas_used: uint.nullish(),
  timestamp: z.string().nullish(),
  events: z.array(event).nullish(),
})
export const getTxResponse = z.looseObject({ tx: tx.nullish(), tx_response: txResponse })
