/**
 * Bounds on a JSON text before it is parsed: nesting depth and the number of values. `JSON.parse` of 20,000
 * nested arrays is only 40 KB, well under any byte cap, yet it costs a deep recursion here and at the gateway;
 * a few thousand values are more than any request body of the gateways needs. One linear pass over the bytes,
 * no allocation; strings are skipped (their escapes included), so brackets inside them do not count.
 */
export const MAX_JSON_DEPTH = 32
export const MAX_JSON_VALUES = 10_000

export function jsonBoundsProblem(
  bytes: Uint8Array,
  maxDepth = MAX_JSON_DEPTH,
  maxValues = MAX_JSON_VALUES,
): string | undefined {
  let depth = 0
  let values = 0
  let inString = false
  // A value starts at a token after `[`, `,`, `:` or the start; counting the separators and openers is enough.
  for (let i = 0; i < bytes.length; i++) {
    const c = bytes[i]!
    if (inString) {
      if (c === 0x5c)
        i++ // backslash: skip the escaped character
      else if (c === 0x22) inString = false
      continue
    }
    if (c === 0x22) inString = true
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > maxDepth) return `nested deeper than ${maxDepth} levels`
      values++
    } else if (c === 0x5d || c === 0x7d) depth--
    else if (c === 0x2c) values++
    if (values > maxValues) return `more than ${maxValues} values`
  }
  return undefined
}
