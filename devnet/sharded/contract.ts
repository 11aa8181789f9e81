import { utf8ToBytes } from '@noble/hashes/utils.js'

/**
 * The one devnet smart contract: an adder ("sum" in storage). Transactions with data `add@<hex>` add to it; view
 * functions answer `vm-values/query`. Return data is base64 of big-endian bytes as the real VM writes it.
 */
export interface AdderState {
  sum: bigint
  calls: number
}

export const SUM_KEY_HEX = Buffer.from(utf8ToBytes('sum')).toString('hex')

export function bigToBytes(v: bigint): Uint8Array {
  if (v === 0n) return new Uint8Array()
  let hex = v.toString(16)
  if (hex.length % 2) hex = `0${hex}`
  return Uint8Array.from(Buffer.from(hex, 'hex'))
}

export const bigToBase64 = (v: bigint) => Buffer.from(bigToBytes(v)).toString('base64')

/** Parses `add@<hex>` call data; undefined when the data is no adder call. */
export function parseAddCall(data: string): bigint | undefined {
  const m = /^add@([0-9a-fA-F]{1,64})$/.exec(data)
  return m ? BigInt(`0x${m[1]}`) : undefined
}

export type QueryOutcome = { ok: true; returnData: string[] } | { ok: false; message: string }

/** View functions of the adder. */
export function queryAdder(state: AdderState, funcName: string, args: readonly string[]): QueryOutcome {
  switch (funcName) {
    case 'getSum':
      return { ok: true, returnData: [bigToBase64(state.sum)] }
    case 'getCalls':
      return { ok: true, returnData: [bigToBase64(BigInt(state.calls))] }
    case 'previewAdd': {
      const arg = args[0]
      if (arg === undefined) return { ok: false, message: 'wrong number of arguments' }
      return { ok: true, returnData: [bigToBase64(state.sum + BigInt(`0x${arg || '0'}`))] }
    }
    default:
      return { ok: false, message: 'invalid function (not found)' }
  }
}
