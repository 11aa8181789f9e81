/**
 * Cross-network supply sources, wire JSON → exact view models. Cosmos amounts and `sdk.Dec`
 * values are strings; MultiversX and algod send numbers that may arrive as bigint (the server's exact JSON
 * parser). Every output value is an exact decimal string. Pure; each parser throws a readable Error when the
 * shape is not what the source documents, and the panel shows it.
 */
import { displayPrecision } from '@/lib/format/amount'
import { DEC_SCALE, parseDecimal, parseWhole, plainFixed, rescale } from './decimal'

const obj = (v: unknown, what: string): Record<string, unknown> => {
  if (v !== null && typeof v === 'object' && !Array.isArray(v)) return v as Record<string, unknown>
  throw new Error(`${what}: expected an object`)
}
const arr = (v: unknown, what: string): unknown[] => {
  if (Array.isArray(v)) return v
  throw new Error(`${what}: expected an array`)
}
function whole(v: unknown, what: string): string {
  const w = parseWhole(v)
  if (w === undefined)
    throw new Error(
      `${what}: expected a whole number, got ${typeof v === 'bigint' ? v.toString() : JSON.stringify(v)?.slice(0, 60)}`,
    )
  return w.toString()
}
/** An `sdk.Dec` string, normalised to plain digits (`"0.050000000000000000"` → `"0.05"`). */
function dec(v: unknown, what: string): string {
  const d = typeof v === 'string' ? parseDecimal(v) : undefined
  if (d === undefined) throw new Error(`${what}: expected a decimal string, got ${JSON.stringify(v)?.slice(0, 60)}`)
  return plainFixed(d, DEC_SCALE)
}

export interface Coin {
  denom: string
  amount: string
}
function coin(v: unknown, what: string): Coin {
  const o = obj(v, what)
  if (typeof o.denom !== 'string') throw new Error(`${what}.denom: expected a string`)
  return { denom: o.denom, amount: whole(o.amount, `${what}.amount`) }
}

// ---- bank supply and denomination metadata ------------------------------------------------------------

/** One page of `/bank/supply`: its coins and the cursor of the next page (null at the end). */
export function parseSupplyPage(body: unknown): { coins: Coin[]; next: string | null } {
  const b = obj(body, 'supply')
  const coins = arr(b.supply, 'supply.supply').map((c, i) => coin(c, `supply[${i}]`))
  const next = (b.pagination as { next_key?: unknown } | undefined)?.next_key
  return { coins, next: typeof next === 'string' && next !== '' ? next : null }
}

/** `supply/by_denom` → its coin. */
export const parseSupplyOf = (body: unknown): Coin => coin(obj(body, 'supply/by_denom').amount, 'amount')

export interface DenomMeta {
  /** What people call it: the metadata `display` unit (or symbol). */
  display: string
  exponent: number
  name?: string
}

/** One page of `denoms_metadata` → base denom → display unit and its exponent. */
export function parseMetadataPage(body: unknown): { metas: Record<string, DenomMeta>; next: string | null } {
  const b = obj(body, 'denoms_metadata')
  const metas: Record<string, DenomMeta> = {}
  for (const raw of arr(b.metadatas, 'metadatas')) {
    const m = obj(raw, 'metadata')
    if (typeof m.base !== 'string') continue
    const units = Array.isArray(m.denom_units) ? (m.denom_units as { denom?: unknown; exponent?: unknown }[]) : []
    const displayUnit = units.find((u) => u.denom === m.display)
    // Without a display unit the amounts stay in base units (exponent 0): never guess a scale.
    const exponent =
      typeof displayUnit?.exponent === 'number' && Number.isInteger(displayUnit.exponent) && displayUnit.exponent >= 0
        ? displayUnit.exponent
        : 0
    const display =
      typeof m.symbol === 'string' && m.symbol
        ? m.symbol
        : typeof m.display === 'string' && m.display
          ? m.display
          : m.base
    metas[m.base] = { display, exponent, ...(typeof m.name === 'string' && m.name && { name: m.name }) }
  }
  const next = (b.pagination as { next_key?: unknown } | undefined)?.next_key
  return { metas, next: typeof next === 'string' && next !== '' ? next : null }
}

export interface DenomSupply {
  denom: string
  /** Metadata-resolved name (display unit), or the base denom when the chain has no metadata for it. */
  label: string
  name?: string
  exponent: number
  /** Base units, exact. */
  amount: string
  /** Display units, exact (`amount / 10^exponent`). */
  displayAmount: string
}

/** Coins + metadata → rows sorted by display-unit value (largest first), compared exactly across exponents. */
export function rankDenoms(coins: readonly Coin[], metas: Readonly<Record<string, DenomMeta>>): DenomSupply[] {
  const rows = coins.map((c): DenomSupply => {
    const m = metas[c.denom]
    const exponent = m?.exponent ?? 0
    const label = m ? m.display : c.denom.startsWith('ibc/') ? `ibc/${c.denom.slice(4, 10)}…` : c.denom
    return {
      denom: c.denom,
      label,
      ...(m?.name && { name: m.name }),
      exponent,
      amount: c.amount,
      displayAmount: plainFixed(BigInt(c.amount), exponent, displayPrecision({ exponent })),
    }
  })
  const top = Math.max(0, ...rows.map((r) => r.exponent))
  // Display values at one common scale, so 1 HUB (10^6 uhub) outranks 999 999 of a zero-exponent denom.
  const key = (r: DenomSupply) => rescale(BigInt(r.amount), r.exponent, top)
  return rows.sort((a, b) => {
    const d = key(b) - key(a)
    return d > 0n ? 1 : d < 0n ? -1 : a.denom.localeCompare(b.denom)
  })
}

// ---- staking pool ------------------------------------------------------------------------------------------

export interface StakingPool {
  bonded: string
  notBonded: string
}
export function parseStakingPool(body: unknown): StakingPool {
  const p = obj(obj(body, 'pool').pool, 'pool.pool')
  return { bonded: whole(p.bonded_tokens, 'bonded_tokens'), notBonded: whole(p.not_bonded_tokens, 'not_bonded_tokens') }
}

// ---- Classic treasury and market ------------------------------------------------------------------------

/** `{<key>: Dec}` answers (tax rate, reward weight, burn tax rate); the first of `keys` present is read. */
export function parseDecField(body: unknown, ...keys: string[]): string {
  const b = obj(body, keys[0] ?? 'answer')
  const k = keys.find((key) => key in b)
  if (!k) throw new Error(`expected one of ${keys.join(', ')}`)
  return dec(b[k], k)
}

export const parseIndicators = (body: unknown) => {
  const b = obj(body, 'indicators')
  return { trlYear: dec(b.trl_year, 'trl_year'), trlMonth: dec(b.trl_month, 'trl_month') }
}

export const parseTaxProceeds = (body: unknown): Coin[] =>
  arr(obj(body, 'tax_proceeds').tax_proceeds, 'tax_proceeds').map((c, i) => coin(c, `tax_proceeds[${i}]`))

export const parseSeigniorage = (body: unknown): string =>
  whole(obj(body, 'seigniorage_proceeds').seigniorage_proceeds, 'seigniorage_proceeds')

export const parseTaxCaps = (body: unknown): Coin[] =>
  arr(obj(body, 'tax_caps').tax_caps, 'tax_caps').map((c, i) => {
    const o = obj(c, `tax_caps[${i}]`)
    return coin({ denom: o.denom, amount: o.tax_cap }, `tax_caps[${i}]`)
  })

/** The market's pool delta: the real field is `terra_pool_delta`; the neutral name `stable_pool_delta` is read too. */
export function parsePoolDelta(body: unknown): string {
  const b = obj(body, 'pool delta')
  const k = Object.keys(b).find((key) => key.endsWith('_pool_delta'))
  if (!k) throw new Error('expected a *_pool_delta field')
  return dec(b[k], k)
}

// ---- sharded ledger economics and the ledger node's supply ---------------------------------------------

/** `/network/economics` → metric name → exact value; the `{data, error, code}` envelope is optional. */
export function parseEconomics(body: unknown): Record<string, string> {
  const b = obj(body, 'economics')
  const data = 'data' in b ? obj(b.data, 'data') : b
  const metrics = obj(data.metrics, 'metrics')
  const out: Record<string, string> = {}
  for (const [k, v] of Object.entries(metrics)) {
    const w = parseWhole(v)
    if (w !== undefined) out[k] = w.toString()
    else if (typeof v === 'string' && parseDecimal(v) !== undefined) out[k] = v
  }
  if (!('erd_total_supply' in out)) throw new Error('metrics.erd_total_supply: missing')
  return out
}

export interface LedgerSupply {
  round: string
  total: string
  online: string
  onlineStake?: string
}
export function parseLedgerSupply(body: unknown): LedgerSupply {
  const b = obj(body, 'ledger supply')
  return {
    round: whole(b.current_round, 'current_round'),
    total: whole(b['total-money'], 'total-money'),
    online: whole(b['online-money'], 'online-money'),
    ...(b['online-stake'] !== undefined && { onlineStake: whole(b['online-stake'], 'online-stake') }),
  }
}
