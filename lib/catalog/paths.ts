import { templateParams } from './define'
import type { Operation } from './types'

export type PathAliases = Readonly<Record<string, string>>

/** Split a template into literal and `{param}` segments. */
export function templateSegments(template: string): string[] {
  return template.split('/').filter(Boolean)
}

/**
 * Build a concrete path for an operation: each param value is percent-encoded as one segment (a `/` inside a
 * plain param becomes %2F, as upstream expects), a greedy param (`{x=**}` upstream) keeps its slashes between
 * encoded segments, an array param is joined with commas, and literal segments are renamed by the gateway's
 * aliases (`sdk` → `cosmos` on a real gateway).
 */
export function buildPath(
  op: Pick<Operation, 'path' | 'params'>,
  values: Readonly<Record<string, string | readonly string[]>>,
  aliases: PathAliases = {},
): string {
  const greedy = new Set(op.params.filter((p) => p.greedy).map((p) => p.name))
  const out = templateSegments(op.path).map((seg) => {
    const m = /^\{(.+)\}$/.exec(seg)
    if (!m) return encodeURIComponent(aliases[seg] ?? seg)
    const name = m[1] as string
    const v = values[name]
    if (v === undefined) throw new Error(`missing path param ${name}`)
    if (Array.isArray(v)) return v.map(encodeURIComponent).join(',')
    const text = v as string
    return greedy.has(name) ? text.split('/').map(encodeURIComponent).join('/') : encodeURIComponent(text)
  })
  return '/' + out.join('/')
}

export { templateParams }
