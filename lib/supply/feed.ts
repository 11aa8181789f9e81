/**
 * The supply feed's seven figures: four tokens, circulating for all, total for all but token C (the feed publishes
 * no total for it). Figures are whole tokens. The real feed answers a bare JSON integer while its published API
 * description promises `{height, result}`: both are accepted. Pure: shared by the sampler, the routes and the charts.
 */
import type { OperationId } from '@/lib/catalog/operation-ids'
import { feeds } from '@/lib/networks'
import { apportionShares } from '@/lib/format/apportion'
import { parseWhole } from './decimal'
import { failureWords } from './failure-words'

export const TOKEN_IDS = ['main', 'tokenB', 'tokenC', 'tokenD'] as const
export type TokenId = (typeof TOKEN_IDS)[number]

export interface SupplyToken {
  id: TokenId
  label: string
  /** Catalog operation ids. */
  circulating: OperationId
  /** Absent: the feed publishes no total for this token (token C). */
  total?: OperationId
}

export const SUPPLY_TOKENS: readonly SupplyToken[] = [
  { id: 'main', label: 'Main token', circulating: 'supply.circulating', total: 'supply.total' },
  { id: 'tokenB', label: 'Token B', circulating: 'supply.circulatingTokenB', total: 'supply.totalTokenB' },
  { id: 'tokenC', label: 'Token C', circulating: 'supply.circulatingTokenC' },
  { id: 'tokenD', label: 'Token D', circulating: 'supply.circulatingTokenD', total: 'supply.totalTokenD' },
]

/** Every figure the feed publishes, as catalog operation ids (the sampler records exactly these). */
export const FIGURE_IDS: readonly OperationId[] = SUPPLY_TOKENS.flatMap((t) =>
  t.total ? [t.circulating, t.total] : [t.circulating],
)

export const isTokenId = (v: unknown): v is TokenId =>
  typeof v === 'string' && (TOKEN_IDS as readonly string[]).includes(v)
export const tokenById = (id: TokenId): SupplyToken => SUPPLY_TOKENS.find((t) => t.id === id)!

/** What the feed's network file (or its preset: `KAVA`, `HARD`…) calls a token; the neutral label otherwise. */
export const tokenLabel = (id: TokenId): string => feeds()[0]?.tokens[id] ?? tokenById(id).label

/** A figure answer → whole tokens. Throws an Error saying what arrived when it is neither shape. */
export function parseFigure(body: unknown): bigint {
  const raw =
    body !== null && typeof body === 'object' && 'result' in body ? (body as { result: unknown }).result : body
  const v = parseWhole(raw)
  if (v === undefined) {
    const shown = typeof raw === 'bigint' ? raw.toString() : JSON.stringify(raw)
    throw new Error(`expected a whole non-negative number or {result}, got ${String(shown).slice(0, 80)}`)
  }
  return v
}

/** One fetch of one figure: the exact value as a decimal string, or why it failed. */
export type FigureResult = { value: string } | { error: string }

/** What one token's figures say together. All strings are exact. */
export interface TokenSummary {
  token: TokenId
  label: string
  circulating?: string
  total?: string
  /** total − circulating. */
  locked?: string
  /** locked / total, `"25.00%"`. */
  lockedShare?: string
  /** circulating / total. */
  circulatingShare?: string
  /** True when the feed publishes no total for the token (not a failure). */
  noTotal: boolean
  errors: string[]
}

const valueOf = (r: FigureResult | undefined): bigint | undefined =>
  r && 'value' in r ? parseWhole(r.value) : undefined

/** Per-token view of one set of figures (a live fetch or one sampled round). */
export function summarize(results: Readonly<Record<string, FigureResult | undefined>>): TokenSummary[] {
  return SUPPLY_TOKENS.map((t) => {
    const errors: string[] = []
    for (const op of [t.circulating, t.total]) {
      const r = op ? results[op] : undefined
      const name = `${tokenLabel(t.id)} ${op === t.total ? 'total' : 'circulating'} supply`
      if (op && r && 'error' in r) errors.push(`${name}: ${failureWords(r.error)}`)
      if (op && !r) errors.push(`${name}: not fetched`)
    }
    const circ = valueOf(results[t.circulating])
    const total = t.total ? valueOf(results[t.total]) : undefined
    const s: TokenSummary = { token: t.id, label: tokenLabel(t.id), noTotal: !t.total, errors }
    if (circ !== undefined) s.circulating = circ.toString()
    if (total !== undefined) s.total = total.toString()
    if (circ !== undefined && total !== undefined) {
      s.locked = (total - circ).toString()
      // Shown side by side (stacked to 100 %): apportioned so they add up, not rounded each on its own.
      const shares = apportionShares([circ, total - circ], total, 2)
      if (shares) {
        s.circulatingShare = `${shares[0]}%`
        s.lockedShare = `${shares[1]}%`
      }
    }
    return s
  })
}
