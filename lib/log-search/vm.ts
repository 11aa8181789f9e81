/**
 * VM log search from the URL: event logs (emitter, topics) or transfer logs (sender, recipient, origin) in a block
 * range, paged by offset (the logs endpoints page with options.offset/limit, so the offset is the cursor).
 */
import { isHex20Address } from '@/lib/format/address'

type Params = Record<string, string | string[] | undefined>
const one = (p: Params, k: string) => ((Array.isArray(p[k]) ? p[k][0] : p[k]) ?? '').trim()

export const LOG_PAGE_SIZES = [25, 50, 100] as const
/** What the log form's URL leaves out when chosen (events, the first page size). */
export const LOG_FORM_DEFAULTS = { kind: 'event', limit: String(LOG_PAGE_SIZES[0]) }
export interface LogQuery {
  kind: 'event' | 'transfer'
  body: {
    criteriaSet: Record<string, string>[] | null
    range: { unit: 'block'; from: number; to?: number } | null
    options: { offset: number; limit: number }
    order: 'asc' | 'desc'
  }
  offset: number
  limit: number
}

export function logQuery(p: Params): { ok: true; q: LogQuery } | { ok: false; problems: string[] } {
  const kind = one(p, 'kind') === 'transfer' ? 'transfer' : 'event'
  const problems: string[] = []
  const criteria: Record<string, string> = {}
  const addr = (k: string, label: string, as = k) => {
    const v = one(p, k)
    if (!v) return
    if (!isHex20Address(v)) problems.push(`${label}: an address is 0x followed by 40 hexadecimal digits.`)
    else criteria[as] = v.toLowerCase()
  }
  if (kind === 'event') {
    addr('address', 'Emitter')
    for (const i of [0, 1, 2, 3]) {
      const v = one(p, `topic${i}`)
      if (!v) continue
      if (!/^0x[0-9a-fA-F]{64}$/.test(v)) problems.push(`Topic ${i}: 0x followed by 64 hexadecimal digits.`)
      else criteria[`topic${i}`] = v.toLowerCase()
    }
  } else {
    addr('sender', 'Sender')
    addr('recipient', 'Recipient')
    addr('origin', 'Transaction origin', 'txOrigin')
  }
  const num = (k: string, label: string) => {
    const v = one(p, k)
    if (!v) return undefined
    if (!/^\d{1,12}$/.test(v)) {
      problems.push(`${label}: a block number.`)
      return undefined
    }
    return Number(v)
  }
  const from = num('from', 'From block')
  const to = num('to', 'To block')
  if (from !== undefined && to !== undefined && from > to) problems.push('From block: at most the To block.')
  const offset = num('offset', 'Offset') ?? 0
  const limit = Number(one(p, 'limit')) || 25
  if (!(LOG_PAGE_SIZES as readonly number[]).includes(limit))
    problems.push(`Page size: one of ${LOG_PAGE_SIZES.join(', ')}.`)
  if (problems.length) return { ok: false, problems }
  return {
    ok: true,
    q: {
      kind,
      offset,
      limit,
      body: {
        criteriaSet: Object.keys(criteria).length ? [criteria] : null,
        range:
          from !== undefined || to !== undefined
            ? { unit: 'block', from: from ?? 0, ...(to !== undefined && { to }) }
            : null,
        options: { offset, limit },
        order: one(p, 'order') === 'asc' ? 'asc' : 'desc',
      },
    },
  }
}

/** The same search at another offset (the pager's links keep every other parameter). */
export function withOffset(p: Params, offset: number): string {
  const sp = new URLSearchParams()
  for (const [k, v] of Object.entries(p)) if (k !== 'offset' && typeof v === 'string' && v) sp.set(k, v)
  if (offset > 0) sp.set('offset', String(offset))
  return `?${sp.toString()}`
}

const csvCell = (v: string) =>
  /[",\n\r]/.test(v) || /^[=+\-@]/.test(v) ? `"${(/^[=+\-@]/.test(v) ? `'${v}` : v).replace(/"/g, '""')}"` : v

/** RFC 4180 CSV; cells a spreadsheet would run as a formula are quoted with a leading apostrophe. */
export function toCsv(header: string[], rows: string[][]): string {
  return [header, ...rows].map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n'
}
