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

/** `3 min ago`, `2 h ago`, `in 5 min`: how long ago (or until) `ms`, seen at `now`, in the largest sensible unit. */
export function formatRelative(ms: number, now: number): string {
  const d = now - ms
  const s = Math.round(Math.abs(d) / 1000)
  const words =
    s < 60
      ? `${s}s`
      : s < 3600
        ? `${Math.floor(s / 60)} min`
        : s < 48 * 3600
          ? `${Math.floor(s / 3600)} h`
          : `${Math.floor(s / 86400)} days`
  return d >= 0 ? `${words} ago` : `in ${words}`
}

const LOCAL = new Map<string, Intl.DateTimeFormat>()
function localFormat(timeZone: string | undefined, zone: boolean): Intl.DateTimeFormat {
  const key = `${timeZone ?? ''}|${zone}`
  let f = LOCAL.get(key)
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
      ...(timeZone && { timeZone }),
      ...(zone && { timeZoneName: 'short' }),
    })
    LOCAL.set(key, f)
  }
  return f
}

/**
 * `25 Nov 2026, 19:42:10` in the reader's time zone (the browser's; `timeZone` for tests and the server's first
 * paint), with its zone name when `zone` is set (`… 19:42:10 CET`, for tooltips).
 */
export function formatLocal(ms: number, opts: { timeZone?: string; zone?: boolean } = {}): string {
  return localFormat(opts.timeZone, opts.zone ?? false).format(new Date(ms))
}
