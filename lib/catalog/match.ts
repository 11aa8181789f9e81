import { templateSegments } from './paths'
import type { GatewayId, HttpMethod, Operation } from './types'

export type MatchResult =
  | { kind: 'ok'; op: Operation; pathParams: Record<string, string> }
  /** The path exists on this gateway but not for this method. */
  | { kind: 'method-not-allowed'; allowed: HttpMethod[] }
  /** The operation exists, but on other gateways only. */
  | { kind: 'other-gateways'; op: Operation; gateways: readonly GatewayId[] }
  | { kind: 'not-found' }

interface Compiled {
  op: Operation
  segs: { literal?: string; param?: string; greedy?: boolean }[]
}

/** Try one template against decoded segments; returns params and a specificity score (literals weigh more). */
function tryMatch(
  c: Compiled,
  segments: readonly string[],
): { params: Record<string, string>; score: number[] } | null {
  const params: Record<string, string> = {}
  const score: number[] = []
  let i = 0
  for (let t = 0; t < c.segs.length; t++) {
    const s = c.segs[t]!
    if (s.greedy) {
      const rest = c.segs.length - t - 1
      const take = segments.length - i - rest
      if (take < 1) return null
      params[s.param!] = segments.slice(i, i + take).join('/')
      i += take
      score.push(0)
      continue
    }
    const seg = segments[i]
    if (seg === undefined) return null
    if (s.literal !== undefined) {
      if (s.literal !== seg) return null
      score.push(2)
    } else {
      params[s.param!] = seg
      score.push(1)
    }
    i++
  }
  return i === segments.length ? { params, score } : null
}

/** How narrow a param type is: among same-shape templates whose schemas all accept, the narrowest wins. */
const NARROWNESS: Record<string, number> = {
  'ledger-address': 9,
  'ledger-txid': 9,
  bech32: 9,
  valoper: 9,
  hex20: 9,
  hex32: 9,
  hash: 9,
  'vm-revision': 8,
  denom: 4,
  token: 3,
  hex: 8,
  uint64: 7,
  integer: 7,
  int64: 6,
  'date-time': 6,
  boolean: 6,
  bytes: 3,
  address: 2,
  string: 1,
}
const narrowness = (op: Operation) =>
  op.params.filter((p) => p.in === 'path').map((p) => (p.enum ? 10 : (NARROWNESS[p.type] ?? 0)))

const cmp = (a: number[], b: number[]) => {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (b[i] ?? -1) - (a[i] ?? -1)
    if (d) return d
  }
  return 0
}

/**
 * The operation router shared by the proxy and devnet. Among templates that fit, literal segments beat params
 * position by position; templates of identical shape (bech32/{address_bytes} vs bech32/{address_string}) are
 * told apart by which one's path schema accepts the values.
 */
export function createMatcher(ops: readonly Operation[]) {
  const compiled: Compiled[] = ops.map((op) => ({
    op,
    segs: templateSegments(op.path).map((seg) => {
      const m = /^\{(.+)\}$/.exec(seg)
      if (!m) return { literal: seg }
      const name = m[1] as string
      return { param: name, greedy: op.params.some((p) => p.name === name && p.greedy) }
    }),
  }))

  return function match(gateway: GatewayId, method: HttpMethod, segments: readonly string[]): MatchResult {
    const fits = compiled
      .map((c) => ({ c, m: tryMatch(c, segments) }))
      .filter((x): x is { c: Compiled; m: NonNullable<ReturnType<typeof tryMatch>> } => x.m !== null)
      .sort((a, b) => cmp(a.m.score, b.m.score))
    const here = fits.filter((f) => f.c.op.gateways.includes(gateway))
    const exact = here.filter((f) => f.c.op.method === method)
    if (exact.length) {
      const best = exact.filter((f) => cmp(f.m.score, exact[0]!.m.score) === 0)
      const accepted = best
        .filter((f) => f.c.op.pathSchema.safeParse(f.m.params).success)
        .sort((a, b) => cmp(narrowness(a.c.op), narrowness(b.c.op)))
      // GET /transaction/cost: `cost` is no hash, and a literal template answers it for POST; say so (405).
      const literal = here[0]!
      if (!accepted.length && cmp(literal.m.score, best[0]!.m.score) < 0)
        return {
          kind: 'method-not-allowed',
          allowed: [...new Set(here.filter((f) => !cmp(f.m.score, literal.m.score)).map((f) => f.c.op.method))],
        }
      const valid = accepted[0] ?? best[0]!
      return { kind: 'ok', op: valid.c.op, pathParams: valid.m.params }
    }
    if (here.length) return { kind: 'method-not-allowed', allowed: [...new Set(here.map((f) => f.c.op.method))] }
    const elsewhere = fits.find((f) => f.c.op.method === method) ?? fits[0]
    if (elsewhere) return { kind: 'other-gateways', op: elsewhere.c.op, gateways: elsewhere.c.op.gateways }
    return { kind: 'not-found' }
  }
}
