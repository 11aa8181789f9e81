/**
 * JSON helpers that keep big integers exact. The ledger node and indexer send uint64 values as JSON numbers that
 * can exceed 2^53: in the browser they are read as decimal strings instead of losing digits.
 */

/** Parse JSON; integer literals longer than 15 digits become decimal strings. */
export function parseJsonLossless(text: string): unknown {
  let out = ''
  let last = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text[i]
    if (inString) {
      if (c === '\\') i++
      else if (c === '"') inString = false
      continue
    }
    if (c === '"') {
      inString = true
      continue
    }
    if (c === '-' || (c !== undefined && c >= '0' && c <= '9')) {
      let j = i + 1
      while (j < text.length && /[0-9]/.test(text[j]!)) j++
      const isInt = !/[.eE]/.test(text[j] ?? '')
      const digits = text.slice(i, j).replace('-', '')
      if (isInt && digits.length > 15) {
        out += text.slice(last, i) + `"${text.slice(i, j)}"`
        last = j
      }
      i = j - 1
    }
  }
  return JSON.parse(out + text.slice(last))
}

/** Pretty JSON that prints bigint values as plain digits instead of throwing. */
export function stringifyJson(value: unknown, indent = 2): string {
  const marker = '__bigint__:'
  const s = JSON.stringify(value, (_k, v) => (typeof v === 'bigint' ? `${marker}${v.toString()}` : v), indent) ?? 'null'
  return s.replace(new RegExp(`"${marker}(-?\\d+)"`, 'g'), '$1')
}
