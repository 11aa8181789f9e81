import type { AbiParam } from '@/lib/vm-abi/abi'
import { AbiDecodeError, decodeParams, type DecodedParam } from '@/lib/vm-abi/codec'
import { decodeCall, decodeEvent, STANDARD_SOURCES, type AbiSource } from '@/lib/vm-abi/describe'
import { ARG_FOR_AMOUNT } from '@/lib/vm-abi/standards'

interface Log {
  address: string
  topics: string[]
  data: string
}

/** Contracts whose standard token events a clause call emitted: their symbol and decimals are worth reading. */
export function tokensOfResult(body: unknown, sources: AbiSource[] = STANDARD_SOURCES): string[] {
  const results = Array.isArray(body) ? (body as { events?: unknown }[]) : []
  const found = results.flatMap((r) =>
    (Array.isArray(r.events) ? (r.events as Log[]) : []).flatMap((e) => {
      const d = decodeEvent(e, sources)
      return d.ok && d.source === 'erc20' && d.args.some((a) => a.name === ARG_FOR_AMOUNT) ? [e.address] : []
    }),
  )
  return [...new Set(found.map((a) => a.toLowerCase()))]
}

/**
 * The gas a transaction of these clauses costs before any code runs (Thor's rule, which devnet's ledger charges
 * too: 5000 per transaction, 16000 per clause or 48000 per deployment, 4 per zero and 68 per other data byte). The
 * clause call answers only the execution's gas, 0 for a plain transfer, while the sent transaction pays both.
 */
export function intrinsicGas(clauses: readonly { to: string | null; data?: string }[]): number {
  if (!clauses.length) return 21000
  let gas = 5000
  for (const c of clauses) {
    gas += c.to ? 16000 : 48000
    const hex = (c.data ?? '0x').replace(/^0x/, '')
    for (let i = 0; i + 1 < hex.length; i += 2) gas += hex.slice(i, i + 2) === '00' ? 4 : 68
  }
  return gas
}

/** What the standard token functions return: their answers decode as these (the ABIs list inputs only). */
const STANDARD_OUTPUTS: Record<string, AbiParam[]> = {
  transfer: [{ name: 'success', type: 'bool' }],
  transferFrom: [{ name: 'success', type: 'bool' }],
  approve: [{ name: 'success', type: 'bool' }],
  balanceOf: [{ name: 'balance', type: 'uint256' }],
  allowance: [{ name: 'remaining', type: 'uint256' }],
  totalSupply: [{ name: 'supply', type: 'uint256' }],
  decimals: [{ name: 'decimals', type: 'uint8' }],
  symbol: [{ name: 'symbol', type: 'string' }],
  name: [{ name: 'name', type: 'string' }],
}

/** A clause's output decoded by the standard function its data calls, or undefined (then it stays hex). */
export function decodeOutput(
  clauseData: string | undefined,
  output: string,
  sources: AbiSource[] = STANDARD_SOURCES,
): { name: string; values: DecodedParam[] } | undefined {
  const call = decodeCall(clauseData, sources)
  const outputs = call?.ok ? STANDARD_OUTPUTS[call.name] : undefined
  if (!call?.ok || !outputs || call.source === 'user') return undefined
  try {
    return { name: call.name, values: decodeParams(outputs, output) }
  } catch (e) {
    if (e instanceof AbiDecodeError) return undefined
    throw e
  }
}
