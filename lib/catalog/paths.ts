import { templateParams } from './define'

export type PathAliases = Readonly<Record<string, string>>

/** Split a template into literal and `{param}` segments. */
export function templateSegments(template: string): string[] {
  return template.split('/').filter(Boolean)
}

/**
 * Build a concrete path from a template: each param value is percent-encoded as one segment (a greedy param
 * keeps its own slashes between encoded segments, an array param is joined with commas), and literal segments
 * are renamed by the gateway's aliases (`sdk` → `cosmos` on a real gateway).
 */
export function buildPath(
  template: string,
  values: Readonly<Record<string, string | readonly string[]>>,
  aliases: PathAliases = {},
): string {
  const out = templateSegments(template).map((seg) => {
    const m = /^\{(.+)\}$/.exec(seg)
    if (!m) return encodeURIComponent(aliases[seg] ?? seg)
    const name = m[1] as string
    const v = values[name]
    if (v === undefined) throw new Error(`missing path param ${name}`)
    if (Array.isArray(v)) return v.map(encodeURIComponent).join(',')
    return (v as string).split('/').map(encodeURIComponent).join('/')
  })
  return '/' + out.join('/')
}

export { templateParams }
