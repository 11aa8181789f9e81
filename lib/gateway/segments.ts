import { badRequest } from './errors'

/** Pure helpers (no server-only marker): the raw checks on decoded path segments, shared with the bench server. */

const MAX_SEGMENTS = 64
const MAX_SEGMENT_LENGTH = 1024

const CONTROL = /[\u0000-\u001f\u007f-\u009f]/
/** A percent-escape left after decoding means the client encoded twice (`%252F`): never forward it. */
const ESCAPE = /%[0-9a-fA-F]{2}/

/** Why a decoded segment is unsafe, or null when it is fine. */
export function segmentProblem(seg: string): string | null {
  if (seg === '') return 'is empty'
  if (seg.length > MAX_SEGMENT_LENGTH) return `is longer than ${MAX_SEGMENT_LENGTH} characters`
  if (seg.includes('/')) return 'holds a slash (/ or %2F)'
  if (seg.includes('\\')) return 'holds a backslash (\\ or %5C)'
  if (seg === '.' || seg.includes('..')) return 'holds a dot-segment (. or ..)'
  if (CONTROL.test(seg)) return 'holds a control character'
  if (ESCAPE.test(seg)) return 'holds an encoded character after decoding (double encoding)'
  return null
}

/** Throw a 400 naming the first unsafe segment. */
export function assertSafeSegments(segments: readonly string[], what = 'path segment'): void {
  if (segments.length > MAX_SEGMENTS)
    throw badRequest('invalid_path', `the path has more than ${MAX_SEGMENTS} segments`)
  segments.forEach((seg, i) => {
    const problem = segmentProblem(seg)
    if (problem) throw badRequest('invalid_path', `${what} ${i + 1} ${problem}`)
  })
}

/** Decode a raw URL path into segments (for servers that, unlike Next, do not decode for us). */
export function decodeSegments(rawPath: string): string[] {
  const parts = rawPath.split('/')
  const out: string[] = []
  for (let i = 0; i < parts.length; i++) {
    const s = parts[i]!
    // A leading or trailing slash adds no segment; an empty one inside (a//b) is kept and refused later.
    if (s === '' && (i === 0 || i === parts.length - 1)) continue
    try {
      out.push(s.includes('%') ? decodeURIComponent(s) : s)
    } catch {
      throw badRequest('invalid_path', `path segment ${out.length + 1} is not valid percent-encoding`)
    }
  }
  return out
}
