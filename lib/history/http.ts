import 'server-only'
import { sameKeyOf } from '@/lib/ibc/same-key-server'
import { getNetwork, type NetworkId } from '@/lib/networks'
import { recognise } from '@/lib/search/recognise'
import { csvStream } from './csv'
import { mergedHistory, type NetworkAddress } from './merge'
import {
  CSV_MAX_ROWS,
  parseChannel,
  parseHistoryParams,
  parseNetwork,
  parseRange,
  rangeSpan,
  type HistoryParams,
} from './params'
import { decodeCursor } from './cursor'
import { historyRuntime, type HistoryRuntime } from './runtime'
import { rowTokenDenoms } from './token-units'
import type { Activity } from './types'

/**
 * The history routes' logic (route handlers in app/api/history stay thin): parameters checked first, a clear
 * `{error, detail}` with a status when they are wrong, and no internal message when the index fails.
 */
export const jsonResponse = (body: unknown, status = 200) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store' } })
export const badRequest = (detail: string) => jsonResponse({ error: 'bad_request', detail }, 400)

export async function withIndex(fn: (rt: HistoryRuntime) => Promise<Response>): Promise<Response> {
  let rt: HistoryRuntime
  try {
    rt = await historyRuntime()
  } catch {
    return jsonResponse({ error: 'index_unavailable', detail: 'the index database could not be opened' }, 503)
  }
  try {
    return await fn(rt)
  } catch (e) {
    console.warn(`[index] query failed: ${e instanceof Error ? e.message : String(e)}`)
    return jsonResponse({ error: 'index_unavailable', detail: 'the index could not answer; try again' }, 503)
  }
}

const page = (rt: HistoryRuntime, p: HistoryParams) =>
  rt.store.accountHistory({
    network: p.network,
    address: p.address,
    limit: p.limit,
    ...(p.cursor && { cursor: p.cursor }),
    ...(p.type && { type: p.type }),
    ...(p.dir && { dir: p.dir }),
  })

function params(network: string, address: string, url: URL, channel = false) {
  const n = parseNetwork(network)
  if (!n.ok) return n
  let a = address
  if (channel) {
    const [port, ch] = address.split('/')
    const c = parseChannel(port ?? '', ch ?? '')
    if (!c.ok) return c
    a = c.value
  }
  return parseHistoryParams(n.value, a, url.searchParams, { channel })
}

/** One page of an account's (or an IBC channel's) history, the index's state, and on the first page its kinds. */
export async function historyResponse(req: Request, network: string, address: string, channel = false) {
  const p = params(network, decodeURIComponent(address), new URL(req.url), channel)
  if (!p.ok) return badRequest(p.detail)
  return withIndex(async (rt) => {
    const [result, status, types] = await Promise.all([
      page(rt, p.value),
      rt.status(p.value.network),
      p.value.cursor ? undefined : rt.store.accountTypes(p.value.network, p.value.address),
    ])
    const denoms = await rowTokenDenoms(result.rows)
    return jsonResponse({ ...result, status, ...(types && { types }), ...(denoms && { denoms }) })
  })
}

/** The filtered history as CSV, streamed by cursor (up to CSV_MAX_ROWS rows). */
export async function csvResponse(req: Request, network: string, address: string) {
  const url = new URL(req.url)
  const p = params(network, decodeURIComponent(address), url)
  if (!p.ok) return badRequest(p.detail)
  return withIndex(async (rt) => {
    const base = { ...p.value, limit: 1000 }
    const stream = csvStream(async (cursor) => {
      const c = cursor ? decodeCursor(cursor) : undefined
      return page(rt, { ...base, ...(c?.ok ? { cursor: c.cursor } : {}) })
    }, CSV_MAX_ROWS)
    const name = `${p.value.network}-${p.value.address.slice(0, 24).replace(/[^A-Za-z0-9_-]/g, '_')}-history.csv`
    return new Response(stream, {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${name}"`,
        'cache-control': 'no-store',
      },
    })
  })
}

export async function activityResponse(req: Request, network: string) {
  const n = parseNetwork(network)
  if (!n.ok) return badRequest(n.detail)
  const r = parseRange(new URL(req.url).searchParams.get('range'))
  if (!r.ok) return badRequest(r.detail)
  return withIndex(async (rt) => {
    const now = Date.now()
    const span = rangeSpan(r.value, now)
    const [points, status] = await Promise.all([rt.store.activity(n.value, span.bucket, span.from), rt.status(n.value)])
    const body: Activity = {
      network: n.value,
      range: r.value,
      bucket: span.bucket === 'h' ? 'hour' : 'day',
      from: r.value === 'all' ? (points[0]?.t ?? now) : span.from,
      to: now,
      points,
      status,
    }
    return jsonResponse(body)
  })
}

export async function statusResponse(network: string) {
  const n = parseNetwork(network)
  if (!n.ok) return badRequest(n.detail)
  return withIndex(async (rt) => jsonResponse(await rt.status(n.value)))
}

/** One key's history on every network that knows it, merged by time. */
export async function portfolioResponse(req: Request, address: string) {
  const raw = decodeURIComponent(address).trim()
  const home = recognise(raw).find((c) => c.kind === 'account' && c.as === 'address')
  if (!home) return badRequest('address: not an account address of any network here')
  const url = new URL(req.url)
  const limit = parseHistoryParams(
    home.network,
    home.value,
    new URLSearchParams({ limit: url.searchParams.get('limit') ?? '25' }),
  )
  if (!limit.ok) return badRequest(limit.detail)
  const { addresses } = await sameKeyOf(home.network, home.value)
  const all: NetworkAddress[] = [
    { network: home.network, address: home.value },
    ...addresses.map((a) => ({ network: a.network, address: a.address })),
  ]
  return withIndex(async (rt) => {
    const merged = await mergedHistory(rt.store, all, limit.value.limit, url.searchParams.get('cursor') ?? undefined)
    if (!merged.ok) return badRequest(merged.detail)
    const [statuses, denoms] = await Promise.all([
      Promise.all(all.map((a) => rt.status(a.network))),
      rowTokenDenoms(merged.value.rows),
    ])
    return jsonResponse({ ...merged.value, addresses: all, status: statuses, ...(denoms && { denoms }) })
  })
}

export const networkName = (n: NetworkId) => getNetwork(n).name
