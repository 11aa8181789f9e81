/** Time helpers shared by server and client. Durations are plain milliseconds (they fit a Number). */

/** `12s`, `4m 03s`, `2h 10m`, `3d 4h` */
export function formatDuration(ms: number): string {
  if (!Number.isFinite(ms)) return '—'
  const s = Math.max(0, Math.round(ms / 1000))
  if (s < 60) return `${s}s`
  const m = Math.floor(s / 60)
  if (m < 60) return `${m}m ${String(s % 60).padStart(2, '0')}s`
  const h = Math.floor(m / 60)
  if (h < 48) return `${h}h ${String(m % 60).padStart(2, '0')}m`
  return `${Math.floor(h / 24)}d ${h % 24}h`
}

/** Parse RFC 3339, unix seconds (number or decimal string) or unix ms into epoch ms. */
export function toEpochMs(t: string | number | undefined | null): number | undefined {
  if (t === undefined || t === null || t === '') return undefined
  if (typeof t === 'number') return t > 1e12 ? t : t * 1000
  if (/^\d+$/.test(t)) return toEpochMs(Number(t))
  const ms = Date.parse(t)
  return Number.isNaN(ms) ? undefined : ms
}

/** `"1814400s"` (protobuf Duration) → ms. */
export function parseProtoDuration(d: string): number | undefined {
  const m = /^(\d+(?:\.\d+)?)s$/.exec(d)
  return m ? Number(m[1]) * 1000 : undefined
}

/** Fixed-format UTC timestamp; locale-independent so server and client render the same text. */
export function formatUtc(ms: number): string {
  return new Date(ms)
    .toISOString()
    .replace('T', ' ')
    .replace(/\.\d+Z$/, ' UTC')
}
