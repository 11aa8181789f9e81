/**
 * The ledger's entity pages and its transaction page, as panels: an asset, an application, a transaction group.
 * Pure: what the page learnt first (an asset's parameters, a transaction's kind, state before a call) comes in as
 * arguments from ./loaders.ts; without them every panel is declared (the real-answers test walks them all).
 */
import type { CallInput } from '@/lib/client/resolve'
import type { NetworkId } from '@/lib/networks'
import { panel, type PageDefs, type PanelDef } from '../panels'
import { boxQueryName } from './app-data'
import type { AssetExtra } from './asset'
import { ledgerGateways } from './gateways'

export function ledgerAssetPage(
  network: NetworkId,
  id: string,
  known?: { extra: AssetExtra; reserve?: string },
): PageDefs {
  const { node, indexer } = ledgerGateways(network)
  const path = { 'asset-id': id }
  const extra = known?.extra
  const reserve = known ? known.reserve : 'A'
  return {
    panels: [
      panel(
        'asset',
        'Asset',
        { gateway: indexer, opId: 'indexer.assets.get', path, query: { 'include-all': 'true' } },
        'ledger.asset',
      ),
      ...(reserve
        ? [
            panel(
              'supply',
              'Supply',
              { gateway: node, opId: 'node.accounts.asset', path: { address: reserve, 'asset-id': id } },
              'ledger.assetSupply',
              {
                ...(extra && { extra }),
                absent: 'The reserve has not opted in to this asset: it holds none, so the whole total circulates.',
              },
            ),
          ]
        : []),
      panel(
        'holders',
        'Holders (above zero, by address)',
        { gateway: indexer, opId: 'indexer.assets.balances', path, query: { 'currency-greater-than': '0' } },
        'ledger.assetHolders',
        { wide: true, csv: `asset-${id}-holders`, ...(extra && { extra }) },
      ),
      panel(
        'txs',
        'Transactions (oldest first)',
        { gateway: indexer, opId: 'indexer.assets.transactions', path },
        'ledger.txList',
        { wide: true, csv: `asset-${id}-transactions` },
      ),
    ],
  }
}

export function ledgerApplicationPage(network: NetworkId, id: string, box?: string): PageDefs {
  const { indexer } = ledgerGateways(network)
  const path = { 'application-id': id }
  const app: CallInput = { gateway: indexer, opId: 'indexer.applications.get', path, query: { 'include-all': 'true' } }
  return {
    panels: [
      panel('app', 'Application', app, 'ledger.application'),
      panel('state', 'Global state', app, 'ledger.appGlobalState'),
      ...(box
        ? [
            panel(
              'box',
              'Box',
              { gateway: indexer, opId: 'indexer.applications.box', path, query: { name: boxQueryName(box) } },
              'ledger.box',
              { wide: true, absent: 'This application has no box of that name.' },
            ),
          ]
        : []),
      panel(
        'boxes',
        'Boxes',
        { gateway: indexer, opId: 'indexer.applications.boxes', path, query: { include: 'values' } },
        'ledger.appBoxes',
        { wide: true, csv: `application-${id}-boxes` },
      ),
      panel('programs', 'Programs', app, 'ledger.appPrograms', { wide: true }),
      panel('logs', 'Logs', { gateway: indexer, opId: 'indexer.applications.logs', path }, 'ledger.appLogs', {
        wide: true,
        csv: `application-${id}-logs`,
      }),
      panel(
        'txs',
        'Transactions (oldest first)',
        { gateway: indexer, opId: 'indexer.transactions.search', query: { 'application-id': id } },
        'ledger.txList',
        { wide: true, csv: `application-${id}-transactions` },
      ),
    ],
  }
}

/** `round` narrows the indexer's search to the group's round when the link knew it (a group id is not indexed). */
export function ledgerGroupPage(network: NetworkId, group: string, round?: string): PageDefs {
  const { indexer } = ledgerGateways(network)
  const call: CallInput = {
    gateway: indexer,
    opId: 'indexer.transactions.search',
    query: { 'group-id': group, ...(round && { round }) },
  }
  return {
    panels: [
      panel('flow', 'Flow', call, 'ledger.groupFlow', { wide: true, paged: false }),
      panel('txs', 'Transactions', call, 'ledger.txList', { wide: true, csv: 'group-transactions' }),
    ],
  }
}

/** What the page knows of a transaction before declaring its panels (./loaders.ts); absent: declare them all. */
export interface TxFacts {
  appCall: boolean
  stateChanges: boolean
  inner: boolean
  /** Values the changed keys held before, keyed as ./app-call.ts beforeKey, and the first round searched for them. */
  before?: { values: Record<string, unknown>; since: string }
}

export function ledgerTxPage(network: NetworkId, id: string, facts?: TxFacts): PageDefs {
  const { indexer } = ledgerGateways(network)
  const tx: CallInput = { gateway: indexer, opId: 'indexer.transactions.get', path: { txid: id } }
  const all = !facts
  const panels: PanelDef[] = [
    panel('tx', 'Transaction', tx, 'ledger.txSummary'),
    panel('signature', 'Signature', tx, 'ledger.txSignature'),
  ]
  if (all || facts.appCall) panels.push(panel('app', 'Application call', tx, 'ledger.appCall', { wide: true }))
  if (all || facts.stateChanges)
    panels.push(
      panel('state', 'State changes', tx, 'ledger.stateChanges', {
        wide: true,
        ...(facts?.before && { extra: { before: facts.before.values, since: facts.before.since } }),
      }),
    )
  if (all || facts.inner) panels.push(panel('inner', 'Inner transactions', tx, 'ledger.innerTxs', { wide: true }))
  return { panels }
}
