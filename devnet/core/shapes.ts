import { templateSegments } from '@/lib/catalog/paths'
import type { Operation } from '@/lib/catalog/types'

/** One fastify route: a path shape shared by every catalog template with the same literal/param layout. */
export interface RouteShape {
  /** fastify path under the gateway prefix, params named p0, p1, ... and a trailing `*` for a greedy param. */
  url: string
  /** Rebuild the decoded path segments from fastify's params, in order, for `matchOperation`. */
  segments(params: Record<string, string | undefined>): string[]
  ops: Operation[]
}

type Seg = { literal: string } | { param: string } | { greedy: string }

/** A literal find-my-way would read as syntax (`*`, `:x`) is routed as a param and told apart by the matcher. */
const routable = (lit: string) => !/[:*]/.test(lit)

function shapeOf(op: Operation): Seg[] {
  let n = 0
  return templateSegments(op.path).map((seg): Seg => {
    const m = /^\{(.+)\}$/.exec(seg)
    if (m && op.params.some((p) => p.name === m[1] && p.greedy)) return { greedy: '*' }
    if (m || !routable(seg)) return { param: `p${n++}` }
    return { literal: seg }
  })
}

/**
 * Group a gateway's operations by path shape. A greedy param must end its template for find-my-way; a greedy
 * param followed by more segments is routed as a wildcard over the rest and resolved by the matcher.
 */
export function routeShapes(ops: readonly Operation[]): RouteShape[] {
  const byUrl = new Map<string, RouteShape>()
  for (const op of ops) {
    const segs = shapeOf(op)
    const g = segs.findIndex((s) => 'greedy' in s)
    const used = g >= 0 ? segs.slice(0, g + 1) : segs
    const url = '/' + used.map((s) => ('literal' in s ? s.literal : 'param' in s ? `:${s.param}` : '*')).join('/')
    let shape = byUrl.get(url)
    if (!shape) {
      shape = {
        url,
        ops: [],
        segments: (params) =>
          used.flatMap((s) => {
            if ('literal' in s) return [s.literal]
            if ('param' in s) return [params[s.param] ?? '']
            return (params['*'] ?? '').split('/')
          }),
      }
      byUrl.set(url, shape)
    }
    shape.ops.push(op)
  }
  return [...byUrl.values()]
}
