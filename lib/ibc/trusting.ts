/**
 * Trusting-period arithmetic of a light client, in exact integer nanoseconds (bigint): a client can be updated
 * only while `latest consensus state time + trusting_period` is in the future. Durations arrive as protobuf
 * JSON (`"1209600s"`, `"1.5s"`), timestamps as RFC 3339 with up to nanosecond precision.
 */
const NS_PER_S = 1_000_000_000n

/** Protobuf Duration JSON → nanoseconds. Throws on anything else (the caller shows the message). */
export function parseDurationNanos(d: string): bigint {
  const m = /^(-)?(\d+)(?:\.(\d{1,9}))?s$/.exec(d.trim())
  if (!m) throw new Error(`not a protobuf duration: ${JSON.stringify(d)}`)
  const ns = BigInt(m[2]!) * NS_PER_S + BigInt((m[3] ?? '').padEnd(9, '0'))
  return m[1] ? -ns : ns
}

/** RFC 3339 timestamp → nanoseconds since the epoch, keeping every fractional digit. */
export function parseTimestampNanos(t: string): bigint {
  const m = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(?:\.(\d{1,9}))?(Z|[+-]\d{2}:\d{2})$/i.exec(t.trim())
  if (!m) throw new Error(`not an RFC 3339 timestamp: ${JSON.stringify(t)}`)
  const ms = Date.parse(`${m[1]}${m[3]!.toUpperCase()}`)
  if (!Number.isFinite(ms)) throw new Error(`not a valid date: ${JSON.stringify(t)}`)
  // Whole seconds from Date (exact for any integer ms), the fraction from the digits themselves.
  return BigInt(ms) * 1_000_000n + BigInt((m[2] ?? '').padEnd(9, '0'))
}

export interface TrustingState {
  /** When the trusting period ends (ns since the epoch). */
  expiresAtNs: bigint
  /** Time left (ns); zero or negative means expired. */
  leftNs: bigint
  expired: boolean
}

/** Trusting period (`"1209600s"`) + latest consensus state time → time left at `nowNs`. */
export function trustingState(trustingPeriod: string, consensusTime: string, nowNs: bigint): TrustingState {
  const expiresAtNs = parseTimestampNanos(consensusTime) + parseDurationNanos(trustingPeriod)
  const leftNs = expiresAtNs - nowNs
  return { expiresAtNs, leftNs, expired: leftNs <= 0n }
}

export const nowNanos = (ms: number = Date.now()): bigint => BigInt(Math.trunc(ms)) * 1_000_000n

/** `13d 4h`, `5h 12m`, `42s`; negative spans read "expired 3d 2h ago". Truncates, never rounds up. */
export function formatSpanNs(ns: bigint): string {
  const past = ns < 0n
  let s = (past ? -ns : ns) / NS_PER_S
  const units: [bigint, string][] = [
    [86_400n, 'd'],
    [3_600n, 'h'],
    [60n, 'm'],
    [1n, 's'],
  ]
  const parts: string[] = []
  for (const [size, unit] of units) {
    const q = s / size
    s -= q * size
    if (q > 0n || (unit === 's' && parts.length === 0)) parts.push(`${q}${unit}`)
    if (parts.length === 2) break
  }
  const text = parts.join(' ')
  return past ? `expired ${text} ago` : text
}
