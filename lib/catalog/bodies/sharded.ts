import * as z from 'zod'
import { scalarSchema } from '../schema'
import { base64, decimalString, jsonUint, nonEmpty } from './common'

/** Request bodies of the sharded ledger gateway. */

const bech32 = () => scalarSchema({ name: 'bech32', in: 'path', type: 'bech32' })
const hexText = (what: string) => z.string().regex(/^([0-9a-fA-F]{2})*$/, `${what} must be hex`)

/** The proxy's transaction fields (mx-chain-proxy-go data.Transaction); what each operation requires differs. */
const transactionFields = {
  nonce: jsonUint(),
  value: decimalString(),
  receiver: bech32(),
  sender: bech32(),
  /** Usernames are raw bytes, so base64 on the wire (Go `[]byte`); both count in the hash and the signed bytes. */
  senderUsername: base64().optional(),
  receiverUsername: base64().optional(),
  gasPrice: jsonUint(),
  gasLimit: jsonUint(),
  data: base64().optional(),
  chainID: nonEmpty('chain identifier'),
  version: jsonUint(),
  signature: hexText('signature'),
  /** Guarded and hash-signed transactions; not in the gateway's table. */
  options: jsonUint().optional(),
  guardian: bech32().optional(),
  guardianSignature: hexText('guardian signature').optional(),
  relayer: bech32().optional(),
  relayerSignature: hexText('relayer signature').optional(),
}

/** POST /transaction/send: every field the gateway marks required is required here. */
export const SendTransaction = z.strictObject(transactionFields)

/**
 * POST /transaction/cost and /transaction/simulate: the same transaction, unsigned allowed (sdk-core sends a
 * zero signature and a zero gas limit to /cost; simulate checks the signature only when asked to).
 */
export const UnsignedTransaction = z.strictObject({
  ...transactionFields,
  signature: hexText('signature').optional(),
})

/** POST /vm-values/query: a view call; every field optional, as the gateway lists them. */
export const VmValuesQuery = z.strictObject({
  scAddress: bech32().optional(),
  funcName: z.string().optional(),
  callerAddr: bech32().optional(),
  callValue: decimalString().optional(),
  args: z.array(z.string().regex(/^[0-9a-fA-F]*$/, 'each argument must be hex')).optional(),
})
