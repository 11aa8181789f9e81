import { utf8ToBytes } from '@noble/hashes/utils.js'

/**
 * The one devnet smart contract: an adder ("sum" in storage). `add@<hex>` adds to the sum and returns the new
 * sum; `getSum`, `getCalls` and `previewAdd@<hex>` are views that `vm-values/query` answers too. Return data
 * is big-endian bytes as the real VM writes it (base64 in query answers, hex after `@6f6b` in results).
 */
export interface AdderState {
  sum: bigint
  calls: number
}

export const SUM_KEY_HEX = Buffer.from(utf8ToBytes('sum')).toString('hex')
/** Gas the adder's execution costs beyond the move-balance part of a call. */
export const CALL_GAS = 1_000_000

export function bigToBytes(v: bigint): Uint8Array {
  if (v === 0n) return new Uint8Array()
  let hex = v.toString(16)
  if (hex.length % 2) hex = `0${hex}`
  return Uint8Array.from(Buffer.from(hex, 'hex'))
}

export const bigToBase64 = (v: bigint) => Buffer.from(bigToBytes(v)).toString('base64')

/** Call data `function@hexArg@hexArg…`, as transactions carry it (undefined when it names no function). */
export function parseCallData(data: string): { func: string; args: string[] } | undefined {
  const [func, ...args] = data.split('@')
  return func && /^[A-Za-z_][A-Za-z0-9_]*$/.test(func) ? { func, args } : undefined
}

/** The VM's return codes (vmcommon.ReturnCode names) an adder call can end with. */
export type ReturnCode = 'ok' | 'function not found' | 'user error' | 'out of gas'

export type CallOutcome =
  | { ok: true; returnCode: 'ok'; returnData: Uint8Array[] }
  | { ok: false; returnCode: Exclude<ReturnCode, 'ok'>; message: string }

const hexArg = (a: string | undefined) => (a !== undefined && /^([0-9a-fA-F]{2})*$/.test(a) ? a : undefined)

/** Run an adder function; `commit` applies `add` to the state (a transaction), else only previews it (a query). */
export function callAdder(state: AdderState, func: string, args: readonly string[], commit: boolean): CallOutcome {
  const fail = (returnCode: Exclude<ReturnCode, 'ok'>, message: string): CallOutcome => ({
    ok: false,
    returnCode,
    message,
  })
  const value = (v: bigint): CallOutcome => ({ ok: true, returnCode: 'ok', returnData: [bigToBytes(v)] })
  switch (func) {
    case 'getSum':
      return value(state.sum)
    case 'getCalls':
      return value(BigInt(state.calls))
    case 'add':
    case 'previewAdd': {
      if (args.length !== 1) return fail('user error', 'wrong number of arguments')
      const arg = hexArg(args[0])
      if (arg === undefined) return fail('user error', 'argument decode error (arg): invalid hex')
      const sum = state.sum + BigInt(`0x${arg || '0'}`)
      if (func === 'add' && commit) {
        state.sum = sum
        state.calls++
      }
      return value(sum)
    }
    default:
      return fail('function not found', 'invalid function (not found)')
  }
}
