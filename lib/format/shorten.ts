/** Short form of a long id for narrow screens: `hub1abc…wxyz`. Its own module: links need it, not the codecs. */
export function shorten(s: string, head = 8, tail = 6): string {
  return s.length <= head + tail + 1 ? s : `${s.slice(0, head)}…${s.slice(-tail)}`
}
