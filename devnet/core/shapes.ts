import type { PathAliases } from '@/lib/catalog/paths'
import { templateSegments } from '@/lib/catalog/paths'
import type { Operation } from '@/lib/catalog/types'

/** One fastify route: a path shape shared by every catalog template with the same literal/param layout. */
export interface RouteShape {
  /** fastify path under the gateway prefix, params named p0, p1, ... and a trailing `*` for a greedy param. */
  url: string
  /**
   * The catalog's (neutral) path segments for fastify's params, in order, for `matchOperation`: one reading per
   * template layout that shares this URL (a real name such as `terra` can be a neutral literal of one template
   * and the alias of another's `stable`), tried in turn.
   */
  readings(params: Record<string, string | undefined>): string[][]
  ops: Operation[]
}

/** A literal routed under `url` (the neutral name or its real alias) that stands for `literal` in the catalog. */
type Seg = { literal: string; url: string } | { param: string } | { greedy: string }

/** A literal find-my-way would read as syntax (`*`, `:x`) is routed as a param and told apart by the matcher. */
const routable = (lit: string) => !/[:*]/.test(lit)

function shapeOf(op: Operation, aliases: PathAliases): Seg[] {
  let n = 0
  return templateSegments(op.path).map((seg): Seg => {
    const m = /^\{(.+)\}$/.exec(seg)
    if (m && op.params.some((p) => p.name === m[1] && p.greedy)) return { greedy: '*' }
    if (m || !routable(seg)) return { param: `p${n++}` }
    return { literal: seg, url: aliases[seg] ?? seg }
  })
}

const reader =
  (used: readonly Seg[]) =>
  (params: Record<string, string | undefined>): string[] =>
    used.flatMap((s) => {
      if ('literal' in s) return [s.literal]
      if ('param' in s) return [params[s.param] ?? '']
      return (params['*'] ?? '').split('/')
    })

/**
 * Group a gateway's operations by path shape. A greedy param must end its template for find-my-way; a greedy
 * param followed by more segments is routed as a wildcard over the rest and resolved by the matcher.
 *
 * With `aliases` (the real gateway's segment names, `sdk` → `cosmos`), every template whose literals include an
 * aliased one is routed a second time under the real names, so a client of the real system needs only a base
 * URL; the route reads the path back into the catalog's names, so one table serves both.
 */
export function routeShapes(ops: readonly Operation[], aliases: PathAliases = {}): RouteShape[] {
  const byUrl = new Map<string, { url: string; ops: Set<Operation>; readers: Map<string, ReturnType<typeof reader>> }>()
  const add = (op: Operation, segs: Seg[]) => {
    const g = segs.findIndex((s) => 'greedy' in s)
    const used = g >= 0 ? segs.slice(0, g + 1) : segs
    const url = '/' + used.map((s) => ('literal' in s ? s.url : 'param' in s ? `:${s.param}` : '*')).join('/')
    let shape = byUrl.get(url)
    if (!shape) byUrl.set(url, (shape = { url, ops: new Set(), readers: new Map() }))
    shape.ops.add(op)
    // Layouts that read the same neutral segments are one reading.
    const layout = used.map((s) => ('literal' in s ? s.literal : '·')).join('/')
    if (!shape.readers.has(layout)) shape.readers.set(layout, reader(used))
  }
  for (const op of ops) {
    add(op, shapeOf(op, {}))
    const real = shapeOf(op, aliases)
    if (real.some((s) => 'literal' in s && s.url !== s.literal)) add(op, real)
  }
  return [...byUrl.values()].map(({ url, ops: set, readers }) => {
    const all = [...readers.values()]
    return { url, ops: [...set], readings: (params) => all.map((r) => r(params)) }
  })
}

/** The neutral names of a path written with real ones (`cosmos` → `sdk`), for paths no route matched. */
export function neutralSegments(segments: readonly string[], aliases: PathAliases): string[] {
  const back = new Map(Object.entries(aliases).map(([neutral, real]) => [real, neutral]))
  return segments.map((s) => back.get(s) ?? s)
}
