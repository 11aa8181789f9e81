/** Durations in words, for people. */

/** `2000` ms → `2 s`, `43200000` → `12 h`, `5400000` → `1 h 30 min`: as exact as two units say it. */
export function durationWords(ms: number): string {
  if (ms < 1000) return `${ms} ms`
  const units: [number, string][] = [
    [86_400_000, 'd'],
    [3_600_000, 'h'],
    [60_000, 'min'],
    [1000, 's'],
  ]
  const parts: string[] = []
  let rest = ms
  for (const [size, unit] of units) {
    const n = Math.floor(rest / size)
    if (n > 0) parts.push(`${n.toLocaleString('en-US')} ${unit}`)
    rest -= n * size
  }
  // Two units say enough ("1 d 4 h"), a leftover below a second is rounding for a block time.
  return parts.slice(0, 2).join(' ')
}

/** A duration to the nearest unit that reads naturally: `45 s`, `12 min`, `3 h`, `4 days`. */
export function roughDuration(ms: number): string {
  const s = Math.round(ms / 1000)
  if (s < 90) return `${s} s`
  const m = Math.round(s / 60)
  if (m < 90) return `${m} min`
  const h = Math.round(m / 60)
  return h < 48 ? `${h} h` : `${Math.round(h / 24)} days`
}
