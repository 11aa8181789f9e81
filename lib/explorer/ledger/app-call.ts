/**
 * What an application call asked and changed: the action in words, arguments read, the accounts, applications,
 * assets and boxes it named; global and local state before → after; its inner transactions as a tree.
 */
import type { NetworkId } from '@/lib/networks'
import { kv, link, list, row, text, type Adapter, type AdapterContext, type Field, type KVRow } from '../view'
import { ledgerTx } from './schemas'
import { bytesField, readingField, tealSchema } from './teal-state'
import { byteCount, readDelta, type Reading } from './teal-value'
import { readTx } from './tx-summary'
import { counterpart, typeWords, value, type Tx } from './tx-words'

const ON_COMPLETION: Record<string, string> = {
  noop: 'call: runs the approval program',
  optin: 'opt in: the sender starts keeping local state',
  closeout: 'close out: the sender leaves and its local state is removed',
  clear: 'clear state: the sender’s local state is removed whatever the program decides',
  update: 'update: replaces the programs',
  delete: 'delete: removes the application',
}

export function onCompletionWords(oc: string | undefined, creates: boolean): string {
  const words = ON_COMPLETION[oc ?? 'noop'] ?? `${oc} (an action this explorer does not know)`
  return creates ? `create, then ${words}` : words
}

export const ledgerAppCall: Adapter = (body, { network }) => {
  const { t, round } = readTx(body)
  const a = t['application-transaction']
  if (!a) return { kind: 'text', text: 'This transaction calls no application.' }
  const creates = a['application-id'] === '0'
  const app = creates ? t['created-application-index'] : a['application-id']
  const rows: (KVRow | undefined)[] = [
    row(creates ? 'Created application' : 'Application', link('application', network, app)),
    row('Action', text(onCompletionWords(a['on-completion'], creates))),
    ...(a['application-args'] ?? []).map((x, i) => row(`Argument ${i + 1}`, bytesField(x, network))),
    row('Accounts', list((a.accounts ?? []).map((x) => link('account', network, x)))),
    row('Applications', list((a['foreign-apps'] ?? []).map((x) => link('application', network, x)))),
    row('Assets', list((a['foreign-assets'] ?? []).map((x) => link('asset', network, x)))),
    row(
      'Boxes',
      list(
        (a['box-references'] ?? []).map((b): Field => {
          const of = b.app && b.app !== '0' ? b.app : app
          return b.name
            ? bytesField(b.name, network)
            : text(`an empty box reference of application ${of ?? '?'} (more box quota)`)
        }),
      ),
    ),
    row('Approval program', text(byteCount(a['approval-program']))),
    row('Clear state program', text(byteCount(a['clear-state-program']))),
    row('Global storage', text(creates ? tealSchema(a['global-state-schema']) : undefined)),
    row('Local storage per account', text(creates ? tealSchema(a['local-state-schema']) : undefined)),
    row(
      'Extra program pages',
      text(a['extra-program-pages'] && a['extra-program-pages'] !== '0' ? a['extra-program-pages'] : undefined),
    ),
    row('Logs', list((t.logs ?? []).map((l) => bytesField(l, network, 'log')))),
  ]
  return kv(rows, round)
}

/** A value held before the transaction, as the page found it (PanelDef.extra.before, lib/explorer/ledger/before.ts). */
export type Before =
  { kind: 'uint'; value: string } | { kind: 'bytes'; b64: string } | { kind: 'absent' } | { kind: 'unknown' }

/** extra.before keys: `g:<key>` for global state, `l:<address>:<key>` for an account's local state (keys in base64). */
export const beforeKey = (key: string, address?: string) => (address ? `l:${address}:${key}` : `g:${key}`)

function beforeField(b: Before | undefined, network: NetworkId, since: unknown, round: string | undefined): Field {
  if (!b || b.kind === 'unknown')
    return text(
      typeof since === 'string'
        ? `not known: no call from round ${since}${round ? ` to ${round}` : ''} changed it`
        : 'not in this answer',
    )
  if (b.kind === 'absent') return text('not set')
  if (b.kind === 'uint') return readingField({ kind: 'uint', value: b.value }, network)
  return bytesField(b.b64, network)
}

function afterField(value: unknown, network: NetworkId): Field {
  const r: Reading = readDelta(value)
  if (r.kind === 'deleted') return text('deleted')
  const v = value as { bytes?: unknown }
  return typeof v.bytes === 'string' && v.bytes ? bytesField(v.bytes, network) : readingField(r, network)
}

export const ledgerStateChanges: Adapter = (body, ctx: AdapterContext) => {
  const { network } = ctx
  const { t, round } = readTx(body)
  const before = (ctx.extra?.before ?? {}) as Record<string, Before>
  const since = ctx.extra?.since
  const change = (scope: Field, key: string, v: unknown, address?: string) => ({
    scope,
    key: bytesField(key, network),
    before: beforeField(before[beforeKey(key, address)], network, since, t['confirmed-round']),
    after: afterField(v, network),
  })
  const rows = [
    ...(t['global-state-delta'] ?? []).map((d) => change(text('global'), d.key, d.value)),
    ...(t['local-state-delta'] ?? []).flatMap((l) =>
      l.delta.map((d) => change(link('account', network, l.address), d.key, d.value, l.address)),
    ),
  ]
  return {
    kind: 'table',
    columns: [
      { key: 'scope', label: 'State of' },
      { key: 'key', label: 'Key' },
      { key: 'before', label: 'Before' },
      { key: 'after', label: 'After' },
    ],
    rows,
    empty: 'This call changed no global or local state.',
    ...(round && { height: round }),
  }
}

/** Inner transactions depth first, each numbered by its place in the tree (`2.1` is the first inner of the second). */
function flatten(
  items: unknown[] | null | undefined,
  prefix: string,
  depth: number,
): { path: string; depth: number; t: Tx }[] {
  return (items ?? []).flatMap((raw, i) => {
    const r = ledgerTx.safeParse(raw)
    const path = `${prefix}${i + 1}`
    if (!r.success) return []
    return [{ path, depth, t: r.data }, ...flatten(r.data['inner-txns'], `${path}.`, depth + 1)]
  })
}

export const ledgerInnerTxs: Adapter = (body, ctx) => {
  const { network } = ctx
  const { t, round } = readTx(body)
  return {
    kind: 'table',
    columns: [
      { key: 'path', label: 'Inner' },
      { key: 'type', label: 'Type' },
      { key: 'from', label: 'Sender' },
      { key: 'to', label: 'Receiver' },
      { key: 'amount', label: 'Amount', numeric: true },
    ],
    rows: flatten(t['inner-txns'], '', 0).map((x) => ({
      // The tree reads from the numbering; the arrows make its depth visible at a glance.
      path: text(`${'↳ '.repeat(x.depth)}${x.path}`),
      type: text(typeWords(x.t)),
      from: link('account', network, x.t.sender),
      to: counterpart(network, x.t),
      amount: value(ctx, x.t),
    })),
    empty: 'This transaction made no inner transactions.',
    ...(round && { height: round }),
  }
}
