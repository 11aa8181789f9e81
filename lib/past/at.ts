/**
 * Account and contract pages read at a past height (`?at=`): each panel's call is pinned to that height the way
 * its gateway takes one, and its title says so; a panel whose operation has no past-height form says "latest".
 * SDK chains: the `x-cosmos-block-height` header. VM: the `revision` query. Ledger: the indexer's `round` for the
 * account (instead of the node, which answers the head only) and `max-round` for its transactions.
 */
import { getOperation, type OperationId } from '@/lib/catalog'
import type { PageDefs, PanelDef } from '@/lib/explorer/panels'
import { gatewayOfKind, traitsOf, type NetworkId } from '@/lib/networks'

const MAX_U63 = 9223372036854775807n

/** `?at=` and `?compare=` as heights, or a message for the page to show. */
export function parseHeightParam(
  raw: string | string[] | undefined,
  what: string,
): { ok: true; value?: string } | { ok: false; message: string } {
  if (raw === undefined || raw === '') return { ok: true }
  const v = Array.isArray(raw) ? raw[0]! : raw
  if (!/^\d{1,19}$/.test(v) || BigInt(v) === 0n || BigInt(v) > MAX_U63)
    return { ok: false, message: `${what} is a block height: a whole number from 1, not “${v.slice(0, 40)}”.` }
  return { ok: true, value: BigInt(v).toString() }
}

const hasQuery = (opId: OperationId, name: string) =>
  getOperation(opId).params.some((p) => p.in === 'query' && p.name === name)

/** The ledger node answers accounts at the head only; at a past round the same panels read the indexer's account. */
const LEDGER_AT: Record<string, { opId: OperationId; adapter: PanelDef['adapter'] }> = {
  'ledger.account': { opId: 'indexer.accounts.get', adapter: 'ledger.accountAt' },
  'ledger.assets': { opId: 'indexer.accounts.get', adapter: 'ledger.assetsAt' },
  'ledger.apps': { opId: 'indexer.accounts.get', adapter: 'ledger.appsAt' },
}

export interface PastPanel {
  def: PanelDef
  /** False: the operation has no past-height form and the panel shows the latest state. */
  pinned: boolean
}

/** One panel read at height `at`. */
export function panelAt(network: NetworkId, def: PanelDef, at: string): PastPanel {
  const { call } = def
  const { height: word, pastState } = traitsOf(network)
  const pinned = (d: PanelDef): PastPanel => ({ def: { ...d, title: `${def.title} · at ${word} ${at}` }, pinned: true })
  if (pastState === 'header') return pinned({ ...def, call: { ...call, height: at } })
  if (pastState === 'revision' && hasQuery(call.opId, 'revision'))
    return pinned({ ...def, call: { ...call, query: { ...call.query, revision: at } } })
  const indexer = pastState === 'round' ? gatewayOfKind(network, 'indexer') : undefined
  if (indexer) {
    const swap = LEDGER_AT[def.adapter]
    if (swap && call.opId === 'node.accounts.get')
      return pinned({
        ...def,
        adapter: swap.adapter,
        call: {
          gateway: indexer,
          opId: swap.opId,
          path: { 'account-id': call.path!.address! },
          query: { round: at },
        },
      })
    if (hasQuery(call.opId, 'max-round'))
      return {
        def: {
          ...def,
          title: `${def.title} · up to round ${at}`,
          call: { ...call, query: { ...call.query, 'max-round': at } },
        },
        pinned: true,
      }
  }
  return { def: { ...def, title: `${def.title} · latest (no past-${word} read here)` }, pinned: false }
}

export function pageAt(network: NetworkId, defs: PageDefs, at: string): PageDefs & { pinned?: PastPanel[] } {
  if ('unsupported' in defs) return defs
  const panels = defs.panels.map((d) => panelAt(network, d, at))
  return { ...defs, panels: panels.map((p) => p.def), pinned: panels }
}

/** At most this many VM storage slots are compared (two reads each). */
export const MAX_SLOTS = 8

/**
 * `?slots=`: VM storage keys to compare, separated by spaces or commas, each `0x` + up to 64 hex digits
 * (left-padded to a 32-byte word as the gateway reads it).
 */
export function parseSlots(
  raw: string | string[] | undefined,
): { ok: true; value: string[] } | { ok: false; message: string } {
  const s = (Array.isArray(raw) ? raw.join(' ') : (raw ?? '')).trim()
  if (!s) return { ok: true, value: [] }
  const parts = s.split(/[\s,]+/).filter(Boolean)
  const bad = parts.find((p) => !/^0x[0-9a-fA-F]{1,64}$/.test(p))
  if (bad)
    return {
      ok: false,
      message: `A storage slot is 0x followed by up to 64 hexadecimal digits, not “${bad.slice(0, 70)}”.`,
    }
  if (parts.length > MAX_SLOTS)
    return { ok: false, message: `Compare at most ${MAX_SLOTS} storage slots at a time (${parts.length} given).` }
  return { ok: true, value: [...new Set(parts.map((p) => `0x${p.slice(2).toLowerCase().padStart(64, '0')}`))] }
}

/** Networks whose account pages read at a past height (SDK chains, the VM ledger, the ledger through its indexer). */
export const canReadPast = (network: NetworkId): boolean => traitsOf(network).pastState !== undefined
