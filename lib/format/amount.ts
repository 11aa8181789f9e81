/**
 * Big-integer safe amount formatting. Base-unit amounts arrive as decimal strings (cosmos, sharded, indexer),
 * hex strings (VM) or bigint; they never pass through Number.
 */

/** Parse a non-negative base-unit amount written in decimal or 0x-hex. Returns undefined for anything else. */
export function parseBaseUnits(raw: string | bigint): bigint | undefined {
  if (typeof raw === 'bigint') return raw
  const s = raw.trim()
  if (/^\d+$/.test(s)) return BigInt(s)
  if (/^0x[0-9a-f]+$/i.test(s)) return BigInt(s)
  if (s === '0x') return 0n
  return undefined
}

/** Group the integer digits by thousands: `1234567` → `1,234,567`. */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}

export interface FormatOptions {
  /** Fraction digits kept (trailing zeros are trimmed). formatUnits: all of them; formatAmount: the display precision. */
  maxFraction?: number
  /** Group the integer part by thousands. Default true. */
  group?: boolean
}

/** `formatUnits(1234500n, 6)` → `1.2345`. Truncates (never rounds up) past maxFraction. */
export function formatUnits(value: bigint, exponent: number, opts: FormatOptions = {}): string {
  const negative = value < 0n
  const abs = negative ? -value : value
  const digits = abs.toString().padStart(exponent + 1, '0')
  const intPart = exponent > 0 ? digits.slice(0, -exponent) : digits
  let frac = exponent > 0 ? digits.slice(-exponent) : ''
  if (opts.maxFraction !== undefined) frac = frac.slice(0, opts.maxFraction)
  frac = frac.replace(/0+$/, '')
  const int = opts.group === false ? intPart : groupThousands(intPart)
  return `${negative ? '-' : ''}${int}${frac ? `.${frac}` : ''}`
}

/** Parse a human decimal (`1.5`) into base units; undefined when it has more fraction digits than the exponent. */
export function parseUnits(human: string, exponent: number): bigint | undefined {
  const m = /^(\d+)(?:\.(\d+))?$/.exec(human.trim().replace(/,/g, ''))
  if (!m) return undefined
  const frac = m[2] ?? ''
  if (frac.length > exponent) return undefined
  return BigInt((m[1] ?? '0') + frac.padEnd(exponent, '0'))
}

/** Cosmos `sdk.Dec` strings (`"0.100000000000000000"`) shown with at most `maxFraction` digits. */
export function formatDec(dec: string, maxFraction = 6): string {
  const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(dec.trim())
  if (!m) return dec
  const frac = (m[3] ?? '').slice(0, maxFraction).replace(/0+$/, '')
  return `${m[1]}${groupThousands(m[2] ?? '0')}${frac ? `.${frac}` : ''}`
}

/** A decimal fraction string as a percentage: `"0.05"` → `5%`. */
export function formatPercent(dec: string, maxFraction = 2): string {
  const m = /^(\d+)(?:\.(\d+))?$/.exec(dec.trim())
  if (!m) return dec
  const frac = (m[2] ?? '').padEnd(2, '0')
  const shifted = `${m[1]}${frac.slice(0, 2)}`.replace(/^0+(?=\d)/, '')
  const rest = frac.slice(2, 2 + maxFraction).replace(/0+$/, '')
  return `${shifted}${rest ? `.${rest}` : ''}%`
}

/** How a denomination is shown: display symbol and decimals (denom metadata, network config, asset params). */
export interface DenomDisplay {
  display: string
  exponent: number
}

/** Fraction digits an amount shows unless the reader asks for more: 18-decimal tokens' last digits are noise. */
export const DISPLAY_PRECISION = 6

/** How many fraction digits amounts of a denomination show: its decimals, at most DISPLAY_PRECISION. */
export const displayPrecision = (info?: Pick<DenomDisplay, 'exponent'>): number =>
  Math.min(info?.exponent ?? 0, DISPLAY_PRECISION)

export interface FormattedAmount {
  /** Display units, grouped, cut to the display precision: `1,234.5`. */
  value: string
  /** The fraction digits `value` may have (for checks: no page shows more than its denomination's precision). */
  precision: number
  /** Every digit in display units, grouped: `1,234.567891234567` (the tooltip). */
  full: string
  /** Display symbol, or the (shortened) base denom when its decimals are unknown. */
  symbol: string
  /** Exact base units with the base denom: `1234500000 uhub` (for the tooltip and copy). */
  exact: string
  /** False when the input was not a base-unit integer (shown as given). */
  ok: boolean
}

export interface AmountOptions extends FormatOptions {
  /**
   * The base-unit value to show in place of the amount, its exact value staying in `full` and `exact`: a part of a
   * whole rounded so the parts shown add up to the whole shown (lib/format/apportion), a whole number of steps of
   * `maxFraction` digits.
   */
  shown?: string | bigint
}

/** `ibc/27394FB0…` → `ibc/27394F…`: IBC denoms are 68 characters of hash. */
/** Long denominations shortened for display (the exact one stays in the tooltip): IBC vouchers and bridged ERC-20s. */
export function shortDenom(denom: string): string {
  if (denom.startsWith('ibc/') && denom.length > 14) return `ibc/${denom.slice(4, 10)}…`
  const bridged = /^peggy(0x[0-9a-fA-F]{40})$/.exec(denom)
  return bridged ? `peggy${bridged[1]!.slice(0, 6)}…${bridged[1]!.slice(-4)}` : denom
}

/** A VM token as a denomination (`token 0x…`, lib/vm-abi/token-denom). */
const TOKEN_DENOM = /^token (0x[0-9a-f]{40})$/

/**
 * The unit of an amount whose decimals are not known: its base denomination, and for a VM token (whose base units
 * have no name) its raw units, said so: `raw units of unknown token 0x1aea…1d70`.
 */
export function unknownUnit(denom: string): string {
  const t = TOKEN_DENOM.exec(denom)?.[1]
  return t ? `raw units of unknown token ${t.slice(0, 6)}…${t.slice(-4)}` : shortDenom(denom)
}

/**
 * The one amount formatter of the explorer: base units (decimal string, 0x-hex, safe JSON number or bigint) →
 * display units with the denomination's decimals cut to its display precision (at most 6 fraction digits unless
 * `opts.maxFraction` asks for more), thousands separators and symbol, plus every digit and the exact base value.
 * Without `info` the amount stays in base units under its base denom (nothing is guessed).
 * `formatAmount('1500000', 'uhub', { display: 'HUB', exponent: 6 })` → `{ value: '1.5', symbol: 'HUB', exact: '1500000 uhub' }`.
 */
export function formatAmount(
  raw: string | bigint | number,
  denom: string,
  info?: DenomDisplay,
  opts: AmountOptions = {},
): FormattedAmount {
  const v =
    typeof raw === 'number' ? (Number.isSafeInteger(raw) && raw >= 0 ? BigInt(raw) : undefined) : parseBaseUnits(raw)
  if (v === undefined)
    return {
      value: String(raw),
      precision: 0,
      full: String(raw),
      symbol: unknownUnit(denom),
      exact: `${String(raw)} ${denom}`,
      ok: false,
    }
  const exponent = info?.exponent ?? 0
  const { shown: apportioned, ...format } = opts
  const precision = Math.min(format.maxFraction ?? displayPrecision(info), exponent)
  const value = formatUnits((apportioned === undefined ? undefined : parseBaseUnits(apportioned)) ?? v, exponent, {
    ...format,
    maxFraction: precision,
  })
  // A long fraction cut to nothing still says it is not zero.
  const shown = value === '0' && v > 0n ? `<${formatUnits(1n, precision)}` : value
  return {
    value: shown,
    precision,
    full: formatUnits(v, exponent, { group: opts.group ?? true }),
    symbol: info ? info.display : unknownUnit(denom),
    exact: `${v.toString()} ${denom}`,
    ok: true,
  }
}

/** An amount as one line of text (CSV cells excepted): `1,234.5 HUB`; what a page shows where no leaf can render. */
export function amountText(raw: string | bigint | number, denom: string, info?: DenomDisplay, opts?: FormatOptions) {
  const a = formatAmount(raw, denom, info, opts)
  return `${a.value} ${a.symbol}`
}
