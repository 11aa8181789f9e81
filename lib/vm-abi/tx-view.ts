/**
 * A VM transaction explained: each clause's call, each event and the token movements they describe, matched
 * against the ABIs the page knows (pasted ones by contract address, then the token standards). Pure: the page
 * fetches the transaction, receipt and token metadata and renders what this returns.
 */
import type { AbiItem } from './abi'
import { decodeParams } from './codec'
import {
  decodeCall,
  decodeEvent,
  movementOfCall,
  movementOfEvent,
  STANDARD_SOURCES,
  type AbiSource,
  type DecodedCall,
  type DecodedEvent,
  type TokenMovement,
} from './describe'
import type { VmReceipt, VmTx } from './wire'

export interface TokenInfo {
  symbol?: string
  decimals?: number
}

export interface ClauseCall {
  clause: number
  to: string | null
  call: DecodedCall | undefined
}
export interface EventRow {
  clause: number
  emitter: string
  event: DecodedEvent
}
export interface TxExplained {
  calls: ClauseCall[]
  events: EventRow[]
  /** From events when the receipt has them (what happened), else from the calls (what was asked). */
  movements: TokenMovement[]
  /** Contracts whose symbol and decimals the page should read. */
  tokens: string[]
}

export const sourcesFor = (address: string | null | undefined, userAbis: Record<string, AbiItem[]>): AbiSource[] => {
  const own = address ? userAbis[address.toLowerCase()] : undefined
  return own ? [{ source: 'user', items: own }, ...STANDARD_SOURCES] : STANDARD_SOURCES
}

export function explainTx(
  tx: VmTx,
  receipt: VmReceipt | null | undefined,
  userAbis: Record<string, AbiItem[]>,
): TxExplained {
  const calls = tx.clauses.map((c, clause) => ({
    clause,
    to: c.to ?? null,
    call: c.to ? decodeCall(c.data, sourcesFor(c.to, userAbis)) : undefined,
  }))
  const events: EventRow[] = []
  receipt?.outputs.forEach((o, clause) => {
    for (const e of o.events)
      events.push({ clause, emitter: e.address.toLowerCase(), event: decodeEvent(e, sourcesFor(e.address, userAbis)) })
  })
  const fromEvents = events.flatMap((e) => movementOfEvent(e.emitter, e.event) ?? [])
  const movements =
    receipt && !receipt.reverted
      ? fromEvents
      : calls.flatMap((c) => (c.to ? (movementOfCall(c.to.toLowerCase(), tx.origin.toLowerCase(), c.call) ?? []) : []))
  return {
    calls,
    events,
    movements,
    tokens: [...new Set(movements.filter((m) => m.amount !== undefined).map((m) => m.token))],
  }
}

/** symbol() answers a string, or bytes32 on older tokens; anything else is no symbol. */
export function readSymbol(data: string | undefined): string | undefined {
  if (!data || data === '0x') return undefined
  try {
    const [v] = decodeParams([{ name: '', type: 'string' }], data)
    if (v?.value.kind === 'string' && v.value.v.length <= 32) return v.value.v || undefined
  } catch {
    // fall through to bytes32
  }
  if (data.length !== 66) return undefined
  const text = new TextDecoder()
    .decode(
      Uint8Array.from(
        data
          .slice(2)
          .match(/../g)!
          .map((h) => parseInt(h, 16)),
      ),
    )
    .replace(/\0+$/, '')
  return /^[\x20-\x7e]{1,32}$/.test(text) ? text : undefined
}

export function readDecimals(data: string | undefined): number | undefined {
  if (!data || data.length !== 66) return undefined
  const v = BigInt(data)
  return v <= 77n ? Number(v) : undefined
}
