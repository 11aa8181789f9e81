import type { Tx } from 'cosmjs-types/cosmos/tx/v1beta1/tx'
import { anyToJson, TYPE } from './codec'

type Json = Record<string, unknown>

/** Amino names of the messages a legacy-amino signer can sign on devnet (bank send, staking delegate). */
const AMINO: Record<string, (v: Json) => Json> = {
  [TYPE.send]: (v) => ({
    type: 'cosmos-sdk/MsgSend',
    value: { from_address: v.from_address, to_address: v.to_address, amount: v.amount },
  }),
  [TYPE.delegate]: (v) => ({
    type: 'cosmos-sdk/MsgDelegate',
    value: { delegator_address: v.delegator_address, validator_address: v.validator_address, amount: v.amount },
  }),
}

function sorted(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(sorted)
  if (v && typeof v === 'object')
    return Object.fromEntries(
      Object.keys(v)
        .sort()
        .map((k) => [k, sorted((v as Json)[k])]),
    )
  return v
}

/**
 * SIGN_MODE_LEGACY_AMINO_JSON sign bytes: the StdSignDoc as sorted JSON with `&<>` escaped, as the SDK's
 * legacy handler and cosmjs build it. Undefined when a message has no amino form devnet knows.
 */
export function aminoSignBytes(
  tx: Tx,
  signer: { chainId: string; accountNumber: string; sequence: string },
): Uint8Array | undefined {
  const msgs: Json[] = []
  for (const m of tx.body?.messages ?? []) {
    const toAmino = AMINO[m.typeUrl]
    if (!toAmino) return undefined
    msgs.push(toAmino(anyToJson(m)))
  }
  const fee = tx.authInfo?.fee
  const doc: Json = {
    account_number: signer.accountNumber,
    chain_id: signer.chainId,
    fee: {
      amount: (fee?.amount ?? []).map((c) => ({ amount: c.amount, denom: c.denom })),
      gas: String(fee?.gasLimit ?? 0n),
      ...(fee?.granter && { granter: fee.granter }),
      ...(fee?.payer && { payer: fee.payer }),
    },
    memo: tx.body?.memo ?? '',
    msgs,
    sequence: signer.sequence,
    ...(tx.body?.timeoutHeight && { timeout_height: String(tx.body.timeoutHeight) }),
  }
  const text = JSON.stringify(sorted(doc)).replace(/&/g, '\\u0026').replace(/</g, '\\u003c').replace(/>/g, '\\u003e')
  return new TextEncoder().encode(text)
}
