/**
 * A channel's version string in words. Applications put their own version there: a bare ICS id for token
 * transfers (`ics20-1`), JSON metadata for interchain accounts (ICS-27), and a JSON wrapper when the fee
 * middleware (ICS-29) sits in front of another application.
 */
const APPS: Record<string, string> = {
  'ics20-1': 'Token transfer',
  'ics20-2': 'Token transfer',
  'ics27-1': 'Interchain accounts',
  'ics29-1': 'Relayer fees',
}

const appName = (v: string) => (APPS[v] ? `${APPS[v]} (${v})` : v)

function parseObject(s: string): Record<string, unknown> | undefined {
  if (!s.startsWith('{')) return undefined
  try {
    const v: unknown = JSON.parse(s)
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined
  } catch {
    return undefined
  }
}

const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined)

export function channelVersionWords(version: string): string {
  const o = parseObject(version)
  if (!o) return appName(version)
  const fee = str(o.fee_version)
  const app = str(o.app_version)
  if (fee && app !== undefined) return `${channelVersionWords(app)}, with ${appName(fee)}`
  const v = str(o.version)
  if (!v) return version
  const parts = [appName(v)]
  const controller = str(o.controller_connection_id)
  const host = str(o.host_connection_id)
  if (controller && host) parts.push(`controller ${controller}, host ${host}`)
  const address = str(o.address)
  if (address) parts.push(`account ${address}`)
  const encoding = str(o.encoding)
  if (encoding) parts.push(`${encoding} encoding`)
  if (o.tx_type === 'sdk_multi_msg') parts.push('several messages per transaction')
  return parts.join(' · ')
}
