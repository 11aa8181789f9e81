/**
 * Calls whose values are known only in the browser (per-row client ids, packet sequences) are resolved on the
 * server with placeholders from the catalog, then filled here, so the catalog never ships to the browser.
 */
import type { CallSpec } from '@/lib/client/types'

export const placeholder = (name: string) => `__${name}__`

/** Replace placeholders in path values and in the built path (values percent-encoded like buildPath does). */
export function fillSpec(tpl: CallSpec, values: Record<string, string>): CallSpec {
  let gatewayPath = tpl.gatewayPath
  const path = { ...tpl.path }
  for (const [name, v] of Object.entries(values)) {
    const ph = placeholder(name)
    gatewayPath = gatewayPath
      .split(ph)
      .join(name.endsWith('sequences') ? v.split(',').map(encodeURIComponent).join(',') : encodeURIComponent(v))
    for (const k of Object.keys(path)) if (path[k] === ph) path[k] = v
  }
  return { ...tpl, path, gatewayPath }
}
