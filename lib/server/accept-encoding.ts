/**
 * Whether an `accept-encoding` header takes `coding` with a quality above 0 (RFC 9110 §12.5.3): the first item
 * naming it (or `*`, where `star` says it counts) decides.
 */
export function acceptsCoding(header: string | string[] | undefined, coding: string, star = false): boolean {
  const v = Array.isArray(header) ? header.join(',') : (header ?? '')
  for (const item of v.split(',')) {
    const [name, ...params] = item.split(';').map((x) => x.trim().toLowerCase())
    if (name !== coding && !(star && name === '*')) continue
    const q = params.find((p) => p.startsWith('q='))
    return q === undefined || Number(q.slice(2)) > 0
  }
  return false
}
