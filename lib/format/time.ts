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

const MONTHS = 'Jan Feb Mar Apr May Jun Jul Aug Sept Oct Nov Dec'.split(' ')

/**
 * `UTC+1`, `UTC-5`, `UTC+5:30`, `UTC`: a zone by its offset (`Date#getTimezoneOffset`'s minutes, west positive), as
 * the tooltip's UTC time beside it is named.
 */
export function zoneOffsetName(offsetMinutes: number): string {
  const east = -offsetMinutes
  const a = Math.abs(east)
  return east
    ? `UTC${east > 0 ? '+' : '-'}${Math.floor(a / 60)}${a % 60 ? `:${String(a % 60).padStart(2, '0')}` : ''}`
    : 'UTC'
}

/**
 * `25 Nov 2026, 19:42:10` in the reader's time zone (the browser's), or in UTC with `utc` (the server's first paint
 * cannot know the reader's zone); `zone` adds the zone by its offset (`… 19:42:10 UTC+1`, for tooltips).
 * Written from the Date's own fields as Intl's en-GB writes them (a test compares every month), without an
 * Intl.DateTimeFormat: the three an overview made while hydrating cost 76–144 ms of main thread at Lighthouse's 4×
 * CPU slowdown (ICU loading its data), for two zones the Date already knows.
 */
export function formatLocal(ms: number, opts: { utc?: boolean; zone?: boolean } = {}): string {
  const d = new Date(ms)
  const get = (field: 'Date' | 'Month' | 'FullYear' | 'Hours' | 'Minutes' | 'Seconds') =>
    d[`get${opts.utc ? 'UTC' : ''}${field}`]()
  const two = (field: 'Hours' | 'Minutes' | 'Seconds') => String(get(field)).padStart(2, '0')
  const text = `${get('Date')} ${MONTHS[get('Month')]} ${get('FullYear')}, ${two('Hours')}:${two('Minutes')}:${two('Seconds')}`
  return opts.zone ? `${text} ${zoneOffsetName(opts.utc ? 0 : d.getTimezoneOffset())}` : text
}
