import type { ClauseOutcome, Execution } from './evm'
import { BALANCE_TOKEN, ENERGY_TOKEN, type Token } from './txcodec'

/**
 * One clause run with Meter's two coins (meter-pov runtime/runtime.go CanTransfer/Transfer): the clause's `token`
 * picks what its value moves. Token 1 (MTRG) moves the balance, which is the EVM's own value transfer here; token 0
 * (MTR, the gas coin) moves energy, which the EVM does not hold, so the value is checked and moved beside the call
 * (the contract then reads a CALLVALUE of 0: devnet's simplification).
 */
export interface TokenClause {
  caller: string
  to?: string
  value: bigint
  token: Token
  data?: string
  gas: bigint
  gasPrice?: bigint
}

export type TokenOutcome = ClauseOutcome & {
  /** Energy the clause moves from the caller to its recipient when it succeeded (token 0); 0 otherwise. */
  energyMoved: bigint
}

const ZERO_ADDRESS = `0x${'0'.repeat(40)}`

/** go-ethereum's ErrInsufficientBalance, the vmError Meter answers when CanTransfer fails. */
export const INSUFFICIENT = 'insufficient balance for transfer'

/**
 * Run `c` over `ex`; `energyLeft` is what the caller can still spend in energy (after its gas and earlier clauses).
 * Meter's CanTransfer lets the zero address (a simulation without caller) move anything.
 */
export async function runTokenClause(ex: Execution, c: TokenClause, energyLeft: bigint): Promise<TokenOutcome> {
  const energy = c.token === ENERGY_TOKEN ? c.value : 0n
  if (energy > 0n && c.caller !== ZERO_ADDRESS && energyLeft < energy)
    return { data: '0x', reverted: true, vmError: INSUFFICIENT, gasUsed: 0n, logs: [], energyMoved: 0n }
  const out = await ex.run({
    caller: c.caller,
    to: c.to,
    value: c.token === BALANCE_TOKEN ? c.value : 0n,
    data: c.data,
    gas: c.gas,
    gasPrice: c.gasPrice,
  })
  return { ...out, energyMoved: out.reverted ? 0n : energy }
}
