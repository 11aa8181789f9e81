/**
 * Gas and fee rules of the sharded ledger's economics (mx-chain-go economicsData): the move-balance part of the
 * gas is paid at the gas price, the processing part at the price times the gas price modifier (0.01).
 */
export const CHAIN_ID = 'D'
export const MIN_GAS_PRICE = 1_000_000_000
export const MIN_GAS_LIMIT = 50_000
export const GAS_PER_DATA_BYTE = 1_500
export const EXTRA_GAS_GUARDED_TX = 50_000
export const EXTRA_GAS_RELAYED_TX = 50_000
export const MAX_GAS_PER_TX = 600_000_000
export const MIN_TX_VERSION = 1
/** erd_gas_price_modifier 0.01, kept as a divisor so fees stay integers. */
export const GAS_PRICE_DIVISOR = 100n

const dataLength = (dataB64: string) => (dataB64 ? Buffer.from(dataB64, 'base64').length : 0)

/** Gas a transaction needs before any execution: the minimum plus a price per data byte. */
export const moveBalanceGas = (dataB64: string) => MIN_GAS_LIMIT + GAS_PER_DATA_BYTE * dataLength(dataB64)

/** Fee of `gasUsed` units (ComputeFeeForProcessing): move-balance gas at full price, the rest at the modified price. */
export function feeFor(tx: { gasPrice: number; data: string }, gasUsed: number): bigint {
  const move = Math.min(moveBalanceGas(tx.data), gasUsed)
  const price = BigInt(tx.gasPrice)
  return BigInt(move) * price + (BigInt(gasUsed - move) * price) / GAS_PRICE_DIVISOR
}
