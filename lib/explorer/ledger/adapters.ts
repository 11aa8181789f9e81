/** Ledger (node + indexer) adapters: rounds, transactions with their signature type, accounts. */
import type * as z from 'zod/mini'
import { base64ToHex } from '@/lib/format/hex'
import { groupThousands } from '@/lib/format/amount'
import { toEpochMs } from '@/lib/format/time'
import { shorten } from '@/lib/format/shorten'
import { parse } from '../common'
import { nextCursor } from '../next-cursor'
import { nativeAmount } from '../chain'
import { amount, kv, link, list, mono, row, text, time, type Adapter, type AdapterContext, type Field } from '../view'
import { assetDenom } from './asset-key'
import { tealSchema, tealState } from './teal-state'
import { ledgerAccount, ledgerBlock, ledgerTxList } from './schemas'
import { counterpart, SIG_TYPE, typeWords, value, type Tx } from './tx-words'

export function txRow(ctx: AdapterContext, t: Tx): Record<string, Field> {
  const { network } = ctx
  return {
    // Ids shortened in the middle (the whole id behind the link and its copy button): seven columns fit at 1280 px.
    id: link('tx', network, t.id, t.id && shorten(t.id)),
    type: text(typeWords(t)),
    from: link('account', network, t.sender, shorten(t.sender)),
    to: counterpart(network, t),
    amount: value(ctx, t),
    fee: nativeAmount(ctx, t.fee),
    round: link('block', network, t['confirmed-round']),
  }
}

export const TX_COLUMNS = [
  { key: 'id', label: 'Id' },
  { key: 'type', label: 'Type' },
  { key: 'from', label: 'Sender' },
  { key: 'to', label: 'Receiver' },
  { key: 'amount', label: 'Amount', numeric: true },
  { key: 'fee', label: 'Fee', numeric: true },
  { key: 'round', label: 'Round' },
]

const b64hex = (s: string | undefined) => (s ? (base64ToHex(s) ?? s) : undefined)

/**
 * Does the answer list the round's transactions? Devnet's header-only answer (`header-only=true`) leaves them out.
 * The real indexer sends an empty list instead, which one answer cannot tell from an empty round (the transactions
 * root would, but devnet's empty rounds carry a non-zero root); pages never ask for the header only.
 */
const listsTxs = (b: z.output<typeof ledgerBlock>): boolean => !!b.transactions

/** How many transactions the round holds, and the chain's running count. */
function txCount(b: z.output<typeof ledgerBlock>): string | undefined {
  const counter = b['txn-counter'] !== undefined ? `${groupThousands(b['txn-counter'])} on the chain so far` : undefined
  if (!listsTxs(b)) return counter && `not listed (header only); ${counter}`
  return `${b.transactions!.length} in this round${counter ? `; ${counter}` : ''}`
}

export const ledgerBlockHeader: Adapter = (body, ctx) => {
  const { network } = ctx
  const b = parse(ledgerBlock, body)
  return kv(
    [
      row('Round', text(b.round)),
      row('Time', time(toEpochMs(typeof b.timestamp === 'bigint' ? Number(b.timestamp) : b.timestamp))),
      row('Transactions', text(txCount(b))),
      row('Proposer', b.proposer ? link('account', network, b.proposer) : { type: 'empty' }),
      row('Fees collected', nativeAmount(ctx, b['fees-collected'])),
      row('Proposer payout', nativeAmount(ctx, b['proposer-payout'])),
      row('Proposer bonus', nativeAmount(ctx, b.bonus)),
      row('Congestion tax', text(b['congestion-tax'])),
      row('Load', text(b.load)),
      row('Genesis id', text(b['genesis-id'])),
      row('Previous block hash', mono(b64hex(b['previous-block-hash']))),
      row('Seed', mono(b64hex(b.seed))),
      row('Transactions root', mono(b64hex(b['transactions-root']))),
      row('Protocol', text(b['upgrade-state']?.['current-protocol'])),
    ],
    b.round,
  )
}

export const ledgerBlockTxs: Adapter = (body, ctx) => {
  const b = parse(ledgerBlock, body)
  return {
    kind: 'table',
    columns: TX_COLUMNS.filter((c) => c.key !== 'round'),
    rows: (b.transactions ?? []).map((t) => txRow(ctx, t)),
    empty: listsTxs(b) ? 'No transactions in this round.' : 'The gateway answered the round’s header only.',
    height: b.round,
  }
}

export const ledgerTxList_: Adapter = (body, ctx) => {
  const r = parse(ledgerTxList, body)
  return {
    kind: 'table',
    columns: TX_COLUMNS,
    rows: r.transactions.map((t) => txRow(ctx, t)),
    next: nextCursor(body),
    empty: 'No transactions.',
    ...(r['current-round'] && { height: r['current-round'] }),
  }
}

export const ledgerAccountSummary: Adapter = (body, ctx) => {
  const { network } = ctx
  const a = parse(ledgerAccount, body)
  return kv(
    [
      row('Address', mono(a.address)),
      row('Balance', nativeAmount(ctx, a.amount)),
      row('Minimum balance', nativeAmount(ctx, a['min-balance'])),
      row('Pending rewards', nativeAmount(ctx, a['pending-rewards'])),
      row('Status', text(a.status)),
      row('Signature type', text(a['sig-type'] ? (SIG_TYPE[a['sig-type']] ?? a['sig-type']) : undefined)),
      row('Rekeyed to', a['auth-addr'] ? link('account', network, a['auth-addr']) : { type: 'empty' }),
      row('Assets opted in', text(a['total-assets-opted-in'])),
      row('Apps opted in', text(a['total-apps-opted-in'])),
      row('Created assets', text(a['total-created-assets'])),
      row('Created apps', text(a['total-created-apps'])),
    ],
    a.round,
  )
}

export const ledgerAccountAssets: Adapter = (body, { network }) => {
  const a = parse(ledgerAccount, body)
  const created = new Map((a['created-assets'] ?? []).map((c) => [c.index, c.params]))
  return {
    kind: 'table',
    columns: [
      { key: 'id', label: 'Asset' },
      { key: 'name', label: 'Name' },
      { key: 'amount', label: 'Amount', numeric: true },
      { key: 'frozen', label: 'Frozen' },
    ],
    rows: (a.assets ?? []).map((x) => {
      const p = created.get(x['asset-id'])
      const decimals = p?.decimals !== undefined ? Number(p.decimals) : undefined
      return {
        // The id: the next column names the asset.
        id: link('asset', network, x['asset-id'], String(x['asset-id'])),
        // Held, not created here: the page looked the asset up (with its decimals) and knows its name and unit.
        name: p ? text(p.name ?? p['unit-name']) : { type: 'denom-name', denom: assetDenom(x['asset-id']) },
        // Held, not created here: the page's denom info (the asset's own decimals, read by the account page) formats it.
        amount:
          decimals !== undefined
            ? amount(x.amount, assetDenom(x['asset-id']), decimals, p?.['unit-name'] ?? `#${x['asset-id']}`)
            : amount(x.amount, assetDenom(x['asset-id'])),
        frozen: text(x['is-frozen'] ? 'yes' : 'no'),
      }
    }),
    empty: 'No asset holdings.',
    ...(a.round && { height: a.round }),
  }
}

export const ledgerAccountApps: Adapter = (body, { network }) => {
  const a = parse(ledgerAccount, body)
  const local = (a['apps-local-state'] ?? []).map((s) => ({
    app: link('application', network, s.id),
    role: text('opted in'),
    schema: text(tealSchema(s.schema)),
    state: list(tealState(s['key-value'] ?? [], network)),
  }))
  const created = (a['created-apps'] ?? []).map((c) => ({
    app: link('application', network, c.id),
    role: text('creator'),
    schema: { type: 'empty' } as Field,
    state: { type: 'empty' } as Field,
  }))
  return {
    kind: 'table',
    columns: [
      { key: 'app', label: 'Application' },
      { key: 'role', label: 'Relation' },
      { key: 'schema', label: 'Local storage' },
      { key: 'state', label: 'Local state' },
    ],
    rows: [...created, ...local],
    empty: 'No applications.',
    ...(a.round && { height: a.round }),
  }
}
