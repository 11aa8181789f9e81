import 'server-only'
import type { GatewayId } from '@/lib/catalog/types'
import { resolveCall } from '@/lib/client/resolve'
import { GatewayError } from '@/lib/client/types'
import { formatUnits } from '@/lib/format/amount'
import { primaryGateway, type NetworkId } from '@/lib/networks'
import { serverFetch } from '@/lib/query/server'
import { decodeEvent, STANDARD_SOURCES, valueText, type DecodedEvent } from '@/lib/vm-abi/describe'
import { ARG_FOR_AMOUNT } from '@/lib/vm-abi/standards'
import { readDecimals, readSymbol, type TokenInfo } from '@/lib/vm-abi/tx-view'
import { eventsCsv, transfersCsv, type EventRow, type TransferRow } from './csv'
import { logQuery, type LogQuery } from './vm'

type Params = Record<string, string | string[] | undefined>

/** An event log with its reading: the event by its standard ABI, and its arguments in words. */
export interface EventLine {
  row: EventRow
  event: DecodedEvent
  /** `from: 0x… · value: 12.5 VMT`: token amounts in the token's own units where it answers decimals(). */
  args: string
}

export interface LogSearch {
  kind: LogQuery['kind']
  query?: LogQuery
  problems: string[]
  /** The gateway's refusal or fault, in its words. */
  error?: string
  events: EventLine[]
  transfers: TransferRow[]
  csv: string
}

/** A token's symbol and decimals, read with the clause call endpoint (absent when it does not answer them). */
async function tokenInfo(gateway: GatewayId, address: string): Promise<TokenInfo> {
  const read = async (data: string) => {
    try {
      const r = await serverFetch(
        resolveCall({ gateway, opId: 'vm.accounts.call', path: { address }, body: { data, value: '0x0' } }),
      )
      const b = r.body as { data?: unknown; reverted?: unknown }
      return b.reverted === true || typeof b.data !== 'string' ? undefined : b.data
    } catch {
      return undefined
    }
  }
  const [symbol, decimals] = await Promise.all([read('0x95d89b41'), read('0x313ce567')])
  const s = readSymbol(symbol)
  const d = readDecimals(decimals)
  return { ...(s && { symbol: s }), ...(d !== undefined && { decimals: d }) }
}

function argsInWords(event: DecodedEvent, token: TokenInfo | undefined): string {
  if (!event.ok) return ''
  return event.args
    .map((a) => {
      const units = event.source === 'erc20' && a.name === ARG_FOR_AMOUNT ? token?.decimals : undefined
      const v =
        units !== undefined && a.value.kind === 'uint'
          ? `${formatUnits(BigInt(a.value.v), units)} ${token?.symbol ?? ''}`.trim()
          : valueText(a.value)
      return `${a.name}: ${v}`
    })
    .join(' · ')
}

/** The VM log search a URL asks for: its filters checked, one page of logs read and decoded, the page as CSV. */
export async function searchLogs(network: NetworkId, p: Params): Promise<LogSearch> {
  const parsed = logQuery(p)
  const kind = parsed.ok ? parsed.q.kind : p.kind === 'transfer' ? 'transfer' : 'event'
  const empty = { kind, events: [], transfers: [], csv: '' }
  if (!parsed.ok) return { ...empty, problems: parsed.problems }
  const q = parsed.q
  const gateway = primaryGateway(network)
  let rows: unknown[]
  try {
    const opId = kind === 'event' ? 'vm.logs.event' : 'vm.logs.transfer'
    const r = await serverFetch(resolveCall({ gateway, opId, body: q.body }))
    rows = Array.isArray(r.body) ? r.body : []
  } catch (e) {
    return { ...empty, query: q, problems: [], error: e instanceof GatewayError ? (e.detail ?? e.error) : String(e) }
  }
  if (kind === 'transfer') {
    const transfers = rows as TransferRow[]
    return { ...empty, query: q, problems: [], transfers, csv: transfersCsv(transfers) }
  }
  const events = rows as EventRow[]
  const decoded = events.map((e) => decodeEvent(e, STANDARD_SOURCES))
  // Token amounts in the token's units: symbol() and decimals() of each token emitter on the page (a few calls).
  const tokens = [
    ...new Set(events.filter((_, i) => decoded[i]!.ok && decoded[i]!.source === 'erc20').map((e) => e.address)),
  ]
    .map((a) => a.toLowerCase())
    .slice(0, 10)
  const info = new Map(await Promise.all(tokens.map(async (t) => [t, await tokenInfo(gateway, t)] as const)))
  const lines = events.map((row, i) => ({
    row,
    event: decoded[i]!,
    args: argsInWords(decoded[i]!, info.get(row.address.toLowerCase())),
  }))
  return { ...empty, query: q, problems: [], events: lines, csv: eventsCsv(lines) }
}
