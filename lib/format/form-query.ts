/**
 * The query string a GET form's fields make, with empty fields and fields at their default left out, so a shared
 * link says only what was chosen (`?type=pay`, not `?address=&role=&type=pay&…&limit=25`).
 */
export function formQuery(
  entries: Iterable<[string, FormDataEntryValue | string]>,
  defaults: Readonly<Record<string, string>> = {},
): string {
  const sp = new URLSearchParams()
  for (const [k, v] of entries) {
    if (typeof v !== 'string' || v === '' || defaults[k] === v) continue
    sp.append(k, v)
  }
  return sp.size ? `?${sp.toString()}` : ''
}
