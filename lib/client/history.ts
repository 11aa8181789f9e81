/**
 * The browser side of the index routes (app/api/history): same-origin GETs typed by the payloads the handlers
 * return (lib/history/types.ts). A non-2xx answer becomes the GatewayError the panels know how to show.
 */
import type {
  Activity,
  ActivityRange,
  HistoryPage,
  IndexedHoldersPage,
  IndexStatus,
  TokenPage,
} from '@/lib/history/types'
import type { DenomInfo, NetworkId } from '@/lib/networks'
import { toGatewayError } from './fetch-gateway'

/** The units of the tokens a page's rows move, by network then denomination (lib/history/token-units.ts). */
export type RowDenoms = Partial<Record<NetworkId, Record<string, DenomInfo>>>

export interface HistoryResponse extends HistoryPage {
  status: IndexStatus
  denoms?: RowDenoms
  /** On the first page: the kinds of transaction the account has, most frequent first. */
  types?: string[]
}

export interface PortfolioResponse extends HistoryPage {
  addresses: { network: NetworkId; address: string }[]
  denoms?: RowDenoms
  status: IndexStatus[]
}

export interface HistoryFilter {
  cursor?: string
  type?: string
  dir?: 'in' | 'out'
  limit?: number
}

const query = (f: HistoryFilter) => {
  const q = new URLSearchParams()
  if (f.cursor) q.set('cursor', f.cursor)
  if (f.type) q.set('type', f.type)
  if (f.dir) q.set('dir', f.dir)
  if (f.limit) q.set('limit', String(f.limit))
  const s = q.toString()
  return s ? `?${s}` : ''
}

export const historyUrl = (network: NetworkId, address: string, f: HistoryFilter = {}) =>
  `/api/history/${network}/accounts/${encodeURIComponent(address)}${query(f)}`
export const historyCsvUrl = (network: NetworkId, address: string, f: Omit<HistoryFilter, 'cursor' | 'limit'> = {}) =>
  `/api/history/${network}/accounts/${encodeURIComponent(address)}/csv${query(f)}`
export const channelHistoryUrl = (network: NetworkId, port: string, channel: string, f: HistoryFilter = {}) =>
  `/api/history/${network}/channels/${encodeURIComponent(port)}/${encodeURIComponent(channel)}${query(f)}`
export const tokenHistoryUrl = (network: NetworkId, token: string, f: Pick<HistoryFilter, 'cursor' | 'limit'> = {}) =>
  `/api/history/${network}/tokens/${encodeURIComponent(token)}${query(f)}`
export const tokenHoldersUrl = (network: NetworkId, token: string, offset: number, limit: number) =>
  `/api/history/${network}/tokens/${encodeURIComponent(token)}/holders?offset=${offset}&limit=${limit}`
export const activityUrl = (network: NetworkId, range: ActivityRange) =>
  `/api/history/${network}/activity?range=${range}`
export const indexStatusUrl = (network: NetworkId) => `/api/history/${network}/status`
export const portfolioHistoryUrl = (address: string, f: Pick<HistoryFilter, 'cursor' | 'limit'> = {}) =>
  `/api/history/portfolio/${encodeURIComponent(address)}${query(f)}`
/** SSE of indexed blocks' accounts (`event: activity`, data `ActivityItem` of lib/history/live). */
export const activityStreamUrl = (networks: readonly NetworkId[]) =>
  `/api/history/live?networks=${[...new Set(networks)].join(',')}`

async function getJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  const res = await fetch(url, { signal, headers: { accept: 'application/json' } })
  const text = await res.text()
  let body: unknown = text
  try {
    body = JSON.parse(text)
  } catch {
    /* shown as text */
  }
  if (!res.ok) throw toGatewayError(res.status, body)
  return body as T
}

export const fetchHistory = (url: string, signal?: AbortSignal) => getJson<HistoryResponse>(url, signal)
export const fetchActivity = (network: NetworkId, range: ActivityRange, signal?: AbortSignal) =>
  getJson<Activity>(activityUrl(network, range), signal)
export const fetchIndexStatus = (network: NetworkId, signal?: AbortSignal) =>
  getJson<IndexStatus>(indexStatusUrl(network), signal)
export const fetchPortfolioHistory = (url: string, signal?: AbortSignal) => getJson<PortfolioResponse>(url, signal)
export const fetchTokenHistory = (url: string, signal?: AbortSignal) => getJson<TokenPage>(url, signal)
export const fetchTokenHolders = (url: string, signal?: AbortSignal) => getJson<IndexedHoldersPage>(url, signal)
