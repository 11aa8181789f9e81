/**
 * A VM token contract's page: its facts from the standard's view functions (one simulated batch) and its Transfer
 * events from the event log filter, paged by offset. Amounts carry the token as their denomination (`token 0x…`,
 * as the index names it); the page's denomination metadata (the facts it read first) gives the token's own units.
 */
import { shorten } from '@/lib/format/shorten'
import { readTokenFacts, readTransfer, tokenDenom, type TokenTransfer } from '@/lib/vm-abi/token-facts'
import { amount, kv, link, row, text, time, type Adapter, type Field } from '../view'

const token = (extra: Readonly<Record<string, unknown>> | undefined): string =>
  typeof extra?.token === 'string' ? extra.token : ''

export const vmTokenFacts: Adapter = (body, { network, extra }) => {
  const f = readTokenFacts(body)
  const address = token(extra)
  if (!f) return { kind: 'text', text: 'This contract does not answer the token standard’s totalSupply().' }
  return kv([
    row('Name', text(f.name ?? 'not answered (name() is optional in the standard)')),
    row('Symbol', text(f.symbol ?? 'not answered (symbol() is optional in the standard)')),
    row('Decimals', text(f.decimals ?? 'not answered: amounts are shown in base units')),
    row('Total supply', amount(f.totalSupply, tokenDenom(address))),
    row('Contract', link('account', network, address)),
    row('Standard', text('ERC-20 / VIP-180 fungible token')),
  ])
}

/** Offset and page size the panel asked for (components/panel: PanelDef.extra.page of a body-paged operation). */
function pageOf(extra: Readonly<Record<string, unknown>> | undefined): { offset: number; limit: number } | undefined {
  const p = extra?.page as { offset?: unknown; limit?: unknown } | undefined
  return typeof p?.offset === 'number' && typeof p.limit === 'number' ? { offset: p.offset, limit: p.limit } : undefined
}

// Ids shortened in the table (the whole id is behind each link's copy button), so the amounts stay in view.
const transferRow = (network: Parameters<Adapter>[1]['network'], address: string, t: TokenTransfer) =>
  ({
    block: link('block', network, String(t.block)),
    time: time(t.time === undefined ? undefined : t.time * 1000),
    tx: link('tx', network, t.tx, shorten(t.tx, 10, 6)),
    from: link('account', network, t.from, shorten(t.from)),
    to: link('account', network, t.to, shorten(t.to)),
    amount: amount(t.amount, tokenDenom(address)),
  }) satisfies Record<string, Field>

export const vmTokenTransfers: Adapter = (body, { network, extra }) => {
  const address = token(extra)
  const logs = Array.isArray(body) ? body : []
  const rows = logs.flatMap((l) => {
    const t = readTransfer(l)
    return t ? [transferRow(network, address, t)] : []
  })
  const page = pageOf(extra)
  // A full page may have more behind it; the gateway does not say how many logs match.
  const next = page && logs.length >= page.limit ? String(page.offset + page.limit) : null
  return {
    kind: 'table',
    columns: [
      { key: 'block', label: 'Block' },
      { key: 'time', label: 'Time' },
      { key: 'tx', label: 'Transaction' },
      { key: 'from', label: 'From' },
      { key: 'to', label: 'To' },
      { key: 'amount', label: 'Amount', numeric: true },
    ],
    rows,
    next,
    empty: page && page.offset > 0 ? 'No more transfers.' : 'No transfers of this token yet.',
    keyColumns: 3,
  }
}
