import * as z from 'zod'
import { scalarSchema } from '../schema'
import { base64, decimalString, jsonUint, nonEmpty } from './common'

/** Request bodies of the sharded ledger gateway. */

const bech32 = () => scalarSchema({ name: 'bech32', in: 'path', type: 'bech32' })

/** POST /transaction/send: every field the gateway marks required is required here. */
export const SendTransaction = z.strictObject({
  nonce: jsonUint(),
  value: decimalString(),
  receiver: bech32(),
  sender: bech32(),
  gasPrice: jsonUint(),
  gasLimit: jsonUint(),
  data: base64().optional(),
  chainID: nonEmpty('chain identifier'),
  version: jsonUint(),
  signature: z.string().regex(/^[0-9a-fA-F]+$/, 'must be hex'),
  /** Upstream Transaction field (guarded and hash-signed transactions); not in the gateway's table. */
  options: jsonUint().optional(),
})

/** POST /vm-values/query: a view call; every field optional, as the gateway lists them. */
export const VmValuesQuery = z.strictObject({
  scAddress: bech32().optional(),
  funcName: z.string().optional(),
  callerAddr: bech32().optional(),
  callValue: decimalString().optional(),
  args: z.array(z.string().regex(/^[0-9a-fA-F]*$/, 'each argument must be hex')).optional(),
})
