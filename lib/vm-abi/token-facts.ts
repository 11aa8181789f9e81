/**
 * A fungible token contract read through the token standard (ERC-20, VIP-180 on the VM ledger): the four view
 * functions asked in one simulated batch of clauses, their answers decoded, and its Transfer events read as
 * from/to/amount. Pure, so the page's loader and the panels' adapters share one reading.
 */
import { selectorOf, topicOf, type AbiItem } from './abi'
import { decodeParams } from './codec'
import { decodeEvent, movementOfEvent, STANDARD_SOURCES } from './describe'
import { ERC20 } from './standards'
import { readDecimals, readSymbol } from './tx-view'

const item = (name: string, type: AbiItem['type'] = 'function'): AbiItem =>
  ERC20.find((i) => i.name === name && i.type === type)!

export { tokenDenom, tokenOfDenom } from './token-denom'

/** The standard's views, in the order the batch asks them. */
export const TOKEN_VIEWS = ['name', 'symbol', 'decimals', 'totalSupply'] as const
export const TRANSFER_TOPIC = topicOf(item('Transfer', 'event'))

/** `POST /accounts/*` body: one clause per view function of the token, no value. */
export const tokenViewsBody = (token: string) => ({
  clauses: TOKEN_VIEWS.map((name) => ({ to: token, value: '0x0', data: selectorOf(item(name)) })),
})

/** `POST /logs/event` body: the token's Transfer events, newest first, one page. */
export const tokenTransfersBody = (token: string, offset = 0, limit = 25) => ({
  criteriaSet: [{ address: token.toLowerCase(), topic0: TRANSFER_TOPIC }],
  range: null,
  options: { offset, limit },
  order: 'desc' as const,
})

export interface TokenFacts {
  name?: string
  symbol?: string
  decimals?: number
  /** Base units, decimal. */
  totalSupply: string
}

const answer = (clause: unknown): string | undefined => {
  if (!clause || typeof clause !== 'object') return undefined
  const c = clause as { data?: unknown; reverted?: unknown }
  return c.reverted === true || typeof c.data !== 'string' ? undefined : c.data
}

/**
 * The batch's answers → the token's facts; undefined when the contract does not speak the standard (an account
 * without code answers empty data, another contract reverts): totalSupply() is the one view the standard requires.
 */
export function readTokenFacts(body: unknown): TokenFacts | undefined {
  if (!Array.isArray(body) || body.length !== TOKEN_VIEWS.length) return undefined
  const [name, symbol, decimals, supply] = body.map(answer)
  if (!supply || supply.length !== 66) return undefined
  let totalSupply: string
  try {
    const [v] = decodeParams([{ name: 'totalSupply', type: 'uint256' }], supply)
    if (v?.value.kind !== 'uint') return undefined
    totalSupply = v.value.v
  } catch {
    return undefined
  }
  const n = readName(name)
  const s = readSymbol(symbol)
  const d = readDecimals(decimals)
  return { ...(n && { name: n }), ...(s && { symbol: s }), ...(d !== undefined && { decimals: d }), totalSupply }
}

/** name() answers a string (bytes32 on older tokens, read as symbol() is); longer than a line is not a name. */
function readName(data: string | undefined): string | undefined {
  if (!data || data === '0x') return undefined
  try {
    const [v] = decodeParams([{ name: '', type: 'string' }], data)
    if (v?.value.kind === 'string' && v.value.v.length <= 80 && !/[\0-\x1f]/.test(v.value.v))
      return v.value.v || undefined
  } catch {
    // fall through to bytes32
  }
  return readSymbol(data)
}

export interface TokenTransfer {
  from: string
  to: string
  /** Base units, decimal. */
  amount: string
  block: number
  /** Unix seconds. */
  time?: number
  tx: string
  clause?: number
}

/** One event log of the token → its transfer; undefined for anything that is not a fungible Transfer. */
export function readTransfer(log: unknown): TokenTransfer | undefined {
  if (!log || typeof log !== 'object') return undefined
  const l = log as { address?: unknown; topics?: unknown; data?: unknown; meta?: Record<string, unknown> }
  if (typeof l.address !== 'string' || !Array.isArray(l.topics) || typeof l.data !== 'string') return undefined
  const topics = l.topics.filter((t): t is string => typeof t === 'string')
  const m = movementOfEvent(l.address.toLowerCase(), decodeEvent({ topics, data: l.data }, STANDARD_SOURCES))
  const meta = l.meta ?? {}
  if (!m || m.kind !== 'transfer' || m.amount === undefined || typeof meta.txID !== 'string') return undefined
  const block = Number(meta.blockNumber)
  if (!Number.isSafeInteger(block)) return undefined
  return {
    from: m.from!.toLowerCase(),
    to: m.to.toLowerCase(),
    amount: m.amount,
    block,
    ...(typeof meta.blockTimestamp === 'number' && { time: meta.blockTimestamp }),
    tx: meta.txID.toLowerCase(),
    ...(typeof meta.clauseIndex === 'number' && { clause: meta.clauseIndex }),
  }
}
