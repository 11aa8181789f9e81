/**
 * A transaction group (indexer search by `group-id`): its transactions in order, and the same as a flow — one lane
 * per party (account, application, asset), one arrow per transaction.
 */
import { shorten } from '@/lib/format/shorten'
import type { NetworkId } from '@/lib/networks'
import { parse } from '../common'
import { link, type Adapter, type FlowParty, type FlowStep } from '../view'
import { ledgerTxList } from './schemas'
import { applicationOf, assetOf, typeWords, value, type Tx } from './tx-words'

/** Transactions of a group come in the order they were signed: by their offset in the round. */
export const inGroupOrder = (txs: Tx[]): Tx[] =>
  [...txs].sort((a, b) => Number(a['intra-round-offset'] ?? 0) - Number(b['intra-round-offset'] ?? 0))

type Party = { key: string; party: FlowParty }

/** The party a transaction acts on: its receiver, the frozen account, the application called, the asset configured. */
function target(network: NetworkId, t: Tx): Party {
  const r =
    t['payment-transaction']?.receiver ??
    t['asset-transfer-transaction']?.receiver ??
    t['asset-freeze-transaction']?.address ??
    t['heartbeat-transaction']?.['hb-address']
  if (r) return account(network, r)
  const app = applicationOf(t)
  if (app) return { key: `app:${app}`, party: { label: `app ${app}`, field: link('application', network, app) } }
  const asset = t['asset-config-transaction'] ? assetOf(t) : undefined
  if (asset) return { key: `asset:${asset}`, party: { label: `asset ${asset}`, field: link('asset', network, asset) } }
  return account(network, t.sender)
}

const account = (network: NetworkId, a: string): Party => ({
  key: `acct:${a}`,
  party: { label: shorten(a, 4, 4), field: link('account', network, a) },
})

export const ledgerGroupFlow: Adapter = (body, ctx) => {
  const { network } = ctx
  const r = parse(ledgerTxList, body)
  const parties: Party[] = []
  const lane = (p: Party) => {
    const i = parties.findIndex((x) => x.key === p.key)
    if (i >= 0) return i
    parties.push(p)
    return parties.length - 1
  }
  const steps: FlowStep[] = inGroupOrder(r.transactions).map((t) => {
    const from = lane(account(network, t.sender))
    const to = lane(target(network, t))
    const amount = value(ctx, t)
    return { from, to, what: typeWords(t), ...(amount.type !== 'empty' && { amount }), tx: t.id ?? '' }
  })
  return {
    kind: 'flow',
    parties: parties.map((p) => p.party),
    steps,
    ...(r['current-round'] && { height: r['current-round'] }),
  }
}
