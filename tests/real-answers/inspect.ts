/**
 * Helper of real-answers.test.ts: the real chains behind the example answers, the panels every page shows
 * (walked the way pages build them), and an inspector that lists what a person should not see in a view.
 */
import type { CosmosGatewayId, OperationId } from '@/lib/catalog'
import { decodeBech32, isHex20Address, isLedgerAddress } from '@/lib/format/address'
import { formatAmount } from '@/lib/format/amount'
import {
  channelPanels,
  clientPanels,
  connectionPanels,
  icaPanels,
  paramsPanels,
  sequencePanels,
  transferPanels,
} from '@/lib/ibc/pages'
import { getNetwork, networkIds, type DenomInfo, type NetworkId } from '@/lib/networks'
import { panelAt } from '@/lib/past/at'
import { chainOf } from '@/lib/explorer/chain'
import { accountPage, blockPage, overviewPage, txPage } from '@/lib/explorer/pages'
import { cosmosDenomPage } from '@/lib/explorer/cosmos/denom-page'
import { ledgerApplicationPage, ledgerAssetPage, ledgerGroupPage } from '@/lib/explorer/ledger/entity-panels'
import type { PageDefs, PanelDef } from '@/lib/explorer/panels'
import { vmTokenPage } from '@/lib/explorer/vm/token-panels'
import { recordsOf } from '@/lib/explorer/records'
import type { ChainProfile, Field, View } from '@/lib/explorer/view'

/** The real systems the examples come from, as a network of the explorer would be configured for them. */
export const SYSTEMS = {
  cosmoshub: {
    kind: 'cosmos',
    chain: {
      address: { kind: 'bech32', prefix: 'cosmos', validatorPrefix: 'cosmosvaloper', consensusPrefix: 'cosmosvalcons' },
      denom: { base: 'uatom', display: 'ATOM', exponent: 6 },
    },
  },
  stratos: {
    kind: 'cosmos',
    chain: {
      address: { kind: 'bech32', prefix: 'st', validatorPrefix: 'stvaloper', consensusPrefix: 'stvalcons' },
      denom: { base: 'wei', display: 'STOS', exponent: 18 },
    },
  },
  multiversx: {
    kind: 'sharded',
    chain: {
      address: { kind: 'bech32-sharded', prefix: 'erd' },
      denom: { base: 'atto', display: 'EGLD', exponent: 18 },
    },
  },
  vechain: {
    kind: 'vm',
    chain: {
      address: { kind: 'hex20' },
      denom: { base: 'wei', display: 'VET', exponent: 18 },
      energy: { base: 'vtho', display: 'VTHO', exponent: 18 },
    },
  },
  algorand: {
    kind: 'node',
    chain: { address: { kind: 'base32-ledger' }, denom: { base: 'microalgo', display: 'ALGO', exponent: 6 } },
  },
} as const satisfies Record<string, { kind: string; chain: ChainProfile }>
export type SystemId = keyof typeof SYSTEMS

/** One panel of one page: the operation it calls and the adapter it reads the answer with. */
export interface Reader {
  network: NetworkId
  page: string
  panel: string
  opId: OperationId
  adapter: string
}

const panelsOf = (d: PageDefs): PanelDef[] => ('panels' in d ? d.panels : [])

/**
 * Every page of a network that declares panels, with sample ids: the record pages, their past-height form, and the
 * IBC pages. Panels a page file in app/ composes itself (the IBC overview's channel list) are not walked: an
 * example of theirs fails with "no page reads" until its panel is declared in lib/.
 */
function pagesOf(n: NetworkId): [string, PanelDef[]][] {
  const net = getNetwork(n)
  const account =
    net.address.kind === 'bech32' || net.address.kind === 'bech32-sharded' ? `${net.address.prefix}1qqqq` : 'A'
  const pages: [string, PanelDef[]][] = [
    ['overview', panelsOf(overviewPage(n))],
    ['block', panelsOf(blockPage(n, '1'))],
    ['shard block', panelsOf(blockPage(n, '1', '0'))],
    ['transaction', panelsOf(txPage(n, 'AB'))],
    ['account', panelsOf(accountPage(n, account))],
  ]
  if (net.address.kind === 'bech32')
    pages.push(['validator', panelsOf(accountPage(n, `${net.address.validatorPrefix}1q`))])
  pages.push(
    ...pages.map(([p, defs]): [string, PanelDef[]] => [
      `${p} at a past height`,
      defs.map((d) => panelAt(n, d, '1').def),
    ]),
  )
  if (net.kind === 'node')
    pages.push(
      ['asset', panelsOf(ledgerAssetPage(n, '1'))],
      ['application', panelsOf(ledgerApplicationPage(n, '1', 'AA=='))],
      ['transaction group', panelsOf(ledgerGroupPage(n, 'AA=='))],
    )
  if (net.kind === 'vm') pages.push(['token', panelsOf(vmTokenPage(n, `0x${'1'.repeat(40)}`))])
  if (net.kind === 'cosmos') {
    const g = n as CosmosGatewayId
    const at = { revisionNumber: '0', revisionHeight: '1' }
    pages.push(
      ['denomination', panelsOf(cosmosDenomPage(g, 'ibc/' + 'AB'.repeat(32)))],
      ['IBC channel', channelPanels(g, 'transfer', 'channel-0', { clientId: 'c', consensusAt: at, connection: 'c' })],
      ['IBC packet', sequencePanels(g, 'transfer', 'channel-0', '1')],
      ['IBC client', clientPanels(g, 'c', at)],
      ['IBC connection', connectionPanels(g, 'c', at)],
      ['IBC', [...paramsPanels(g), ...transferPanels(g, { trace: 't', escrowDenom: 'd' }), ...icaPanels(g, {})]],
    )
  }
  return pages
}

/** The panels of every page of every network of this kind, plus the home page's head card, that read `opId`. */
export function readersOf(opId: OperationId, kind: string): Reader[] {
  const out: Reader[] = []
  for (const n of networkIds().filter((id) => getNetwork(id).kind === kind)) {
    for (const [page, defs] of pagesOf(n))
      for (const d of defs)
        if (d.call.opId === opId) out.push({ network: n, page, panel: d.title, opId, adapter: d.adapter })
    // The home page's card reads the head through headOf, which the `head` adapter shows.
    if (recordsOf(n).head?.opId === opId) out.push({ network: n, page: 'home', panel: 'head', opId, adapter: 'head' })
  }
  return out
}

/** Event logs: their values are the modules' own words (event types, keys, type URLs), labels are still checked. */
export const EVENT_LOGS = ['cosmos.txEvents', 'sharded.txLogs', 'vm.receiptLogs']

/** Adapters that show any answer generically: keys as labels, nested values as JSON. */
export const GENERIC_ADAPTERS = ['raw', 'record', 'list', 'sharded.record']

/** A label a person reads, not a wire key: `gas_used`, `gasUsed`, `last-round`, `erd_…`. */
const WIRE_NAME = /_|[a-z][A-Z]|^erd|[a-z]-[a-z]|@type/
const AMOUNT_LABEL = /\b(amount|value|fees?|balance|paid|rewards?|supply|price|payout|escrow)\b(?! coefficient)/i
/** `10000000000000000000wei`, `37ibc/B055…`: an SDK coin string, base units glued to their denomination. */
const COIN_IN_TEXT = /(^|[\s=:,])\d+(?:[a-z]{2,}|ibc\/[0-9A-F]{64})(?=$|[\s,;])/
/** `BOND_STATUS_BONDED`, `bonded_tokens_pool`, `/cosmos.auth.v1beta1.ModuleAccount`: the wire's words, not a person's. */
const WIRE_VALUE = /\b[A-Z]{2,}_[A-Z_]{2,}\b|\b[a-z]+_[a-z_]+\b|(^|\s)\/[a-z]\w*(\.\w+)+\.[A-Z]\w+\b/
/** 32 or 64 bytes in base64: a hash or a signature as the wire sends it, where the rest of the site shows hex. */
const BASE64_HASH = /^(?=.*[+/A-Z])[A-Za-z0-9+/]{43}=$|^[A-Za-z0-9+/]{86}==$/
const looksLikeJson = (s: string) => /^\s*[[{]/.test(s) && /[{[]\s*"|":/.test(s)

export interface Inspection {
  chain: ChainProfile
  /**
   * The page's denomination metadata. Empty in the test: a real chain need not describe its native token (Stratos
   * has no metadata for `wei`), so the adapter must give native amounts their unit from the chain it is given.
   */
  denoms: Record<string, DenomInfo>
  /** Why account links may name something that is not an address of the chain (an abbreviated example). */
  lenientLinks?: string
  /** A transaction's event log, which shows the modules' own words (issue 29 allows them there). */
  eventLog?: boolean
}

/** Devnet's token names: a real chain's view that shows one took it from the registry, not from its profile. */
const DEVNET_TOKENS = new Set(
  networkIds().flatMap((n) => {
    const c = chainOf(n)
    return [c.denom, c.energy].flatMap((d) => (d ? [d.base, d.display] : []))
  }),
)
const tokensOf = (c: ChainProfile) => [c.denom, c.energy].flatMap((d) => (d ? [d.base, d.display] : []))

function validAccount(chain: ChainProfile, v: string): boolean {
  const a = chain.address
  if (a.kind === 'hex20') return isHex20Address(v)
  if (a.kind === 'base32-ledger') return isLedgerAddress(v)
  const d = decodeBech32(v)
  return !!d && (d.prefix === a.prefix || (a.kind === 'bech32' && d.prefix === a.validatorPrefix))
}

function fieldProblems(f: Field, at: string, label: string, ins: Inspection): string[] {
  switch (f.type) {
    case 'json':
      return [`${at}: raw JSON`]
    case 'text':
      if (looksLikeJson(f.value)) return [`${at}: JSON in text: ${f.value.slice(0, 60)}`]
      if (COIN_IN_TEXT.test(f.value)) return [`${at}: base-unit amount in text: ${f.value}`]
      if (!ins.eventLog && WIRE_VALUE.test(f.value)) return [`${at}: wire enum or type URL in text: ${f.value}`]
      if (!ins.eventLog && BASE64_HASH.test(f.value))
        return [`${at}: a hash in base64 (the site shows hex): ${f.value}`]
      if (f.value === ins.chain.denom.base && !tokensOf(ins.chain).slice(1).includes(f.value))
        return [`${at}: the base denomination ${f.value} as a name (its unit is ${ins.chain.denom.display})`]
      if (AMOUNT_LABEL.test(label) && /^\d[\d,]*$/.test(f.value) && f.value !== '0')
        return [`${at}: "${label}" is a bare integer ${f.value}, not an amount with its unit`]
      return []
    case 'amount': {
      const info =
        f.exponent !== undefined ? { exponent: f.exponent, display: f.display ?? f.denom } : ins.denoms[f.denom]
      const a = formatAmount(f.raw, f.denom, info)
      const out: string[] = []
      if (!a.ok) out.push(`${at}: amount ${f.raw} is not a base-unit integer`)
      if (!a.symbol.trim() || /^[\d.,\s]*$/.test(a.symbol)) out.push(`${at}: amount ${f.raw} has no denomination`)
      if (f.denom === ins.chain.denom.base && !info) out.push(`${at}: native ${f.raw} ${f.denom} not in display units`)
      for (const name of [f.denom, a.symbol])
        if (DEVNET_TOKENS.has(name) && !tokensOf(ins.chain).includes(name)) out.push(`${at}: devnet token ${name}`)
      return out
    }
    case 'link':
      if (f.kind === 'account' && !ins.lenientLinks && !validAccount(ins.chain, f.value))
        return [`${at}: account link to ${f.value}, not an address of this chain`]
      return []
    case 'list':
      return f.items.flatMap((x, i) => fieldProblems(x, `${at}[${i}]`, label, ins))
    default:
      return []
  }
}

/** What a person should not see in a view: raw JSON, wire names as labels, amounts without their unit. */
export function viewProblems(v: View, ins: Inspection): string[] {
  const labelProblem = (l: string, at: string) => (WIRE_NAME.test(l) ? [`${at}: wire name as label "${l}"`] : [])
  if (v.kind === 'text') return looksLikeJson(v.text) ? [`text: JSON: ${v.text.slice(0, 60)}`] : []
  if (v.kind === 'kv')
    return v.rows.flatMap((r) => [
      ...labelProblem(r.label, `row "${r.label}"`),
      ...fieldProblems(r.value, `row "${r.label}"`, r.label, ins),
    ])
  if (v.kind === 'flow')
    return [
      ...v.parties.flatMap((p, i) => fieldProblems(p.field, `party ${i}`, 'party', ins)),
      ...v.steps.flatMap((s, i) => (s.amount ? fieldProblems(s.amount, `step ${i}`, 'amount', ins) : [])),
    ]
  return [
    ...v.columns.flatMap((c) => labelProblem(c.label, `column "${c.label}"`)),
    ...v.rows.flatMap((r, i) =>
      v.columns.flatMap((c) => (r[c.key] ? fieldProblems(r[c.key]!, `row ${i} "${c.label}"`, c.label, ins) : [])),
    ),
  ]
}

/** Rows a view shows (a table's rows, a record's fields); 0 for a sentence. */
export const shown = (v: View): number => (v.kind === 'text' ? 0 : v.kind === 'flow' ? v.steps.length : v.rows.length)
