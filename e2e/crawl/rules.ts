/**
 * What the site crawler (e2e/crawl.spec.ts) holds every page to, as pure functions of a page's URL and what the
 * browser extracted from it (lib-free, so tests/crawl/rules.test.ts proves each rule on samples).
 */

/** What the browser hands back for one page (e2e/crawl/extract.ts). */
export interface PageSample {
  url: string
  status: number
  /** Visible text of the main content, outside the zones where wire names are the point (JSON, console, event logs). */
  text: string
  /** Text of labels (table headers, key/value labels, headings, buttons, legends) outside those zones. */
  labels: string[]
  /** Amounts rendered by the amount leaf: what is shown, and the display precision of the denomination. */
  amounts: ShownAmount[]
  /**
   * Figures the amount leaf drew in a unit it knows has no decimals (`data-decimals="0"`): long as they may be, they
   * are that unit's own, not base units.
   */
  wholeUnits?: string[]
  /** In-app links of the main content (pathname + search). */
  links: string[]
  /** Whether the page shows an error or a "not offered" notice (role=alert in main, or an error page's heading). */
  error: string | undefined
}

/** A page kind, for bounding the crawl ("every page kind several times"): the path with its ids replaced. */
export function pageKind(path: string): string {
  const [pathname = '', search = ''] = path.split('?')
  const parts = pathname.split('/').filter(Boolean)
  const shape = parts.map((p, i) => {
    if (i === 0) return parts.length === 1 ? p : ':network'
    const prev = parts[i - 1]
    if (
      ['blocks', 'txs', 'accounts', 'validators', 'denoms', 'channels', 'clients', 'connections'].includes(prev ?? '')
    )
      return p === 'search' ? p : ':id'
    return /^[a-z-]+$/.test(p) ? p : ':id'
  })
  // Top-level pages (/supply, /kmd) keep their name; a network root is one kind for every network.
  const head = parts.length === 1 && !['supply', 'kmd', 'accounts'].includes(parts[0]!) ? ':network' : undefined
  const params = [...new URLSearchParams(search).keys()].sort().join(',')
  return `/${head ?? shape.join('/')}${params ? `?${params}` : ''}`
}

/** Links the crawler follows: same-origin pages, no API routes, no downloads, no wallet console (it holds state). */
export function followable(href: string): boolean {
  if (!href.startsWith('/') || href.startsWith('//')) return false
  if (/^\/(api|_next)\//.test(href)) return false
  if (/^\/kmd(\/|$|\?)/.test(href)) return false
  return !/\.(csv|json|png|svg|ico|webmanifest)(\?|$)/.test(href)
}

/** Where showing a wire name is the point: a page of wire names (the API console), judged by its path. */
export const wirePage = (path: string): boolean => /^\/[^/]+\/api(\/|$|\?)/.test(path)

/** A denomination's own page, where its base denomination may stand beside its unit as secondary text. */
export const denomPage = (path: string): boolean => /^\/[^/]+\/denoms\//.test(path)

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
/** Base denominations (`uhub`, `123uhub`) in prose: not inside a path, an `ibc/` trace or a longer name. */
const baseDenomWords = (denoms: readonly string[]) =>
  denoms.length ? new RegExp(`(?<![A-Za-z_/.:-])(?:${denoms.map(escape).join('|')})(?![\\w/-])`, 'g') : undefined

const SNAKE = /\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b/g
const WIRE_PATH = /\(\s*(?:POST |GET )?\/?[a-z0-9_]+\/v\d+(?:beta\d+)?\/[^)]*\)|\((?:POST|GET) \/[^)]*\)/g
const SEED_REF = /\bseed \d{3}\b|§\s?\d/g
const ERD = /\berd_[a-z_]+/g
/** A wire name as a caption in parentheses: "Packets (unreceived_packets)". */
const SNAKE_CAPTION = /\(\s*[a-z][a-z0-9]*(?:_[a-z0-9]+)+\s*\)/g
const BASE64_HASH = /(?<![A-Za-z0-9+/=])[A-Za-z0-9+/]{42,43}=(?![A-Za-z0-9+/=])/g
/** A number with more fraction digits than any display precision allows (no denomination shows more than 6). */
const LONG_FRACTION = /(?<![\w.])\d{1,3}(?:,\d{3})*\.\d{7,}(?![\w.])/g

/**
 * A gateway that failed or timed out just now (5xx, a rate limit): the page shows an upstream fault as such, with a
 * retry, which is right; the link is not to blame, and a loaded machine would make the crawl flaky.
 */
export const transientFault = (error: string): boolean =>
  /^(The gateway failed|Too many requests) \(HTTP \d{3}\)/.test(error.trim())

const all = (re: RegExp, s: string) => [...s.matchAll(re)].map((m) => m[0])

/**
 * Problems of one page, in words; empty when the page holds to every rule. `base64Hashes`: the page's network
 * writes its hashes in base64 itself (the ledger's genesis hash and group ids), so they are its form, not a slip.
 */
export function problems(
  p: PageSample,
  expectStatus = 200,
  base64Hashes = false,
  baseDenoms: readonly string[] = [],
): string[] {
  const out: string[] = []
  if (p.status !== expectStatus) out.push(`status ${p.status}, expected ${expectStatus}`)
  if (expectStatus === 200 && p.error && !transientFault(p.error)) out.push(`shows an error: ${p.error.slice(0, 160)}`)
  if (expectStatus === 200 && !p.links.length) out.push('no link onward')
  const path = new URL(p.url, 'http://x').pathname
  if (!wirePage(path)) {
    const labels = p.labels.flatMap((l) => all(SNAKE, l))
    if (labels.length) out.push(`wire names in labels: ${[...new Set(labels)].slice(0, 5).join(', ')}`)
    const wire = [
      ...all(ERD, p.text),
      ...all(WIRE_PATH, p.text),
      ...all(SEED_REF, p.text),
      ...all(SNAKE_CAPTION, p.text),
    ]
    if (wire.length) out.push(`wire names in text: ${[...new Set(wire)].slice(0, 5).join(', ')}`)
    // A person reads HUB, not uhub: in headings everywhere, in prose everywhere but the denomination's own page.
    const base = baseDenomWords(baseDenoms)
    if (base) {
      const shown = [...p.labels.flatMap((l) => all(base, l)), ...(denomPage(path) ? [] : all(base, p.text))]
      if (shown.length) out.push(`base denominations shown: ${[...new Set(shown)].slice(0, 5).join(', ')}`)
    }
  }
  const b64 = base64Hashes ? [] : all(BASE64_HASH, p.text)
  if (b64.length) out.push(`base64 hashes where hex is shown: ${b64.slice(0, 3).join(', ')}`)
  const whole = new Set(p.wholeUnits)
  const big = baseUnitAmounts(p.text).filter((b) => !whole.has(b.split(/\s/)[0]!))
  if (big.length) out.push(`amounts in base units: ${[...new Set(big)].slice(0, 3).join(', ')}`)
  const long = all(LONG_FRACTION, p.text)
  if (long.length) out.push(`numbers with more than 6 fraction digits: ${long.slice(0, 3).join(', ')}`)
  for (const a of p.amounts) {
    const frac = /\.(\d+)/.exec(a.shown)?.[1]?.length ?? 0
    if (frac > a.precision) {
      out.push(`amount “${a.shown}” (${a.exact}) shows ${frac} fraction digits, its precision is ${a.precision}`)
      break
    }
  }
  return out
}

/** A link the page rendered and what asking for it answered (the crawler asks those it does not visit). */
export interface LinkAnswer {
  href: string
  status: number
}

/**
 * Links that land on no page: a 404 behind a link is a page the network does not have (a validator page on a
 * gateway without validator queries). A malformed record's 400 is as dead; a gateway fault (5xx) is not the link's.
 */
export const deadLinks = (answers: readonly LinkAnswer[]): string[] =>
  answers.filter((a) => a.status === 404 || a.status === 400).map((a) => `link ${a.href} answers ${a.status}`)

/**
 * An amount in base units beside a unit: 13 or more integer digits (a trillion of anything is a base-unit count,
 * not what a person reads) followed by a symbol or word. Raw units an explorer cannot convert (an unknown token)
 * are labelled so, and pass.
 */
const BIG_AMOUNT =
  /(?<![\w.,])(?:\d{1,3}(?:,\d{3}){4,}|\d{13,})(?:\.\d+)?(?![\d,])\s+(?!(?:raw|base) units\b)(?!(?:of|to|and|or|in|at|on|from|by|for|is|ms|s|blocks?|rounds?|txs?|transactions?)\b)[A-Za-z][\w-]*(?: 0x[0-9a-fA-F…]+)?/g

export const baseUnitAmounts = (text: string): string[] => all(BIG_AMOUNT, text)

/** An amount as the amount leaf drew it: its figures, the unit beside them, and the denomination in `data-exact`. */
export interface ShownAmount {
  shown: string
  exact: string
  precision: number
  /** The unit's text beside the figures (`DCT`, `token 0x1aea…1d70`). */
  unit?: string
}

/** The denomination an amount leaf's `data-exact` names (`49514000 token 0xabc…` → `token 0xabc…`). */
export const exactDenom = (exact: string): string => exact.replace(/^\S+\s+/, '').trim()

const ADDRESS_UNIT = /\b0x[0-9a-fA-F]{2,}/

/**
 * The symbol each token is shown with somewhere on the site (its own page reads it from the contract): a token's
 * amounts shown under its address on another page had a symbol to use.
 */
export function tokenSymbols(samples: readonly { amounts: readonly ShownAmount[] }[]): Map<string, string> {
  const out = new Map<string, string>()
  for (const s of samples)
    for (const a of s.amounts) {
      const denom = exactDenom(a.exact)
      if (/^token 0x[0-9a-f]{40}$/.test(denom) && a.unit && !ADDRESS_UNIT.test(a.unit)) out.set(denom, a.unit)
    }
  return out
}

/** Amounts of a token whose symbol is known (`known`, from tokenSymbols) shown with its contract address instead. */
export function unnamedTokens(amounts: readonly ShownAmount[], known: ReadonlyMap<string, string>): string[] {
  const out = new Set<string>()
  for (const a of amounts) {
    const symbol = known.get(exactDenom(a.exact))
    if (symbol && a.unit && ADDRESS_UNIT.test(a.unit))
      out.add(`amount “${a.shown} ${a.unit}” names its token by address; elsewhere it is ${symbol}`)
  }
  return [...out]
}

/** A table cell as drawn at a phone's width: its box, the width of a character in its font, its text. */
export interface CellBox {
  text: string
  /** Content width (padding excluded), px. */
  width: number
  height: number
  /** Width of one character (`0`) in the cell's font, px. */
  charWidth: number
}

/**
 * Cells squeezed to a column narrower than two characters and taller than 150 px: a long value drawn one character
 * per line. A long value truncates (with a copy button) or the table stacks as cards; it never does that.
 */
export const squeezedCells = (cells: readonly CellBox[]): string[] =>
  cells
    .filter((c) => c.width < 2 * c.charWidth && c.height > 150)
    .slice(0, 3)
    .map(
      (c) =>
        `table cell “${c.text.slice(0, 24)}” is ${Math.round(c.width)} px wide and ${Math.round(c.height)} px tall`,
    )

/** A page wider than its viewport scrolls sideways as a whole: something in it does not fit a phone. */
export const widerThanViewport = (scrollWidth: number, viewport: number, when = ''): string[] =>
  scrollWidth > viewport + 1 ? [`page is ${scrollWidth} px wide in a ${viewport} px viewport${when}`] : []

export type Rgba = readonly [number, number, number, number]

const channel = (c: number) => {
  const s = c / 255
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
}
const luminance = ([r, g, b]: Rgba) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)

/** `top` painted over an opaque `under` (alpha 0–1). */
export const over = (top: Rgba, under: Rgba): Rgba => {
  const a = top[3]
  return [top[0] * a + under[0] * (1 - a), top[1] * a + under[1] * (1 - a), top[2] * a + under[2] * (1 - a), 1] as const
}

/** WCAG 2 contrast ratio of a colour (with its alpha) over an opaque background: 1 to 21. */
export function contrastRatio(fg: Rgba, bg: Rgba): number {
  const a = luminance(over(fg, bg))
  const b = luminance(bg)
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)
}

/** Text drawn in an SVG (a chart's legend, axes, labels): its fill and the opaque background under it. */
export interface SvgText {
  text: string
  fill: Rgba
  background: Rgba
}

/** WCAG AA for text: 4.5:1. Chart text is small (11–12 px), so no large-text allowance applies. */
export const MIN_CONTRAST = 4.5

export function lowContrastSvgText(texts: readonly SvgText[], theme = ''): string[] {
  const out = new Map<string, string>()
  for (const t of texts) {
    const r = contrastRatio(t.fill, t.background)
    const key = t.fill.join(',')
    if (r < MIN_CONTRAST && !out.has(key))
      out.set(
        key,
        `chart text “${t.text.slice(0, 24)}” has contrast ${r.toFixed(2)}:1${theme} (AA needs ${MIN_CONTRAST}:1)`,
      )
  }
  return [...out.values()]
}
