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
  amounts: { shown: string; exact: string; precision: number }[]
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
