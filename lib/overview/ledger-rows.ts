/** A ledger (indexer) transaction as an overview row (also the index's reading of it): pure, no gateway calls. */
import { amount, link, text, type Field } from '@/lib/explorer/view'
import { getNetwork, type NetworkId } from '@/lib/networks'
import { obj, str } from '@/lib/format/json-read'
import type { TxRow } from './model'

const TYPE: Record<string, string> = {
  pay: 'Payment',
  axfer: 'Asset transfer',
  acfg: 'Asset configuration',
  afrz: 'Asset freeze',
  appl: 'Application call',
  keyreg: 'Key registration',
  stpf: 'State proof',
  hb: 'Heartbeat',
}
export const native = (network: NetworkId, v: unknown): Field => {
  const d = getNetwork(network).denom
  return amount(str(v), d.base, d.exponent, d.display)
}

/** An indexer transaction as an overview row; asset amounts in the asset's own decimals when known. */
export function ledgerTxRow(
  network: NetworkId,
  t: Record<string, unknown>,
  assets: Map<string, { decimals: number; unit: string }>,
): TxRow | undefined {
  const id = str(t.id)
  if (!id) return undefined
  const pay = obj(t['payment-transaction'])
  const ax = obj(t['asset-transfer-transaction'])
  const app = obj(t['application-transaction'])
  const assetId = str(ax['asset-id'])
  const asset = assetId ? assets.get(assetId) : undefined
  const to = str(pay.receiver) ?? str(ax.receiver)
  const kind = str(t['tx-type']) ?? ''
  const time = Number(str(t['round-time']))
  return {
    hash: id,
    href: `/${network}/txs/${id}`,
    type: TYPE[kind] ?? (kind || 'Transaction'),
    from: link('account', network, str(t.sender)),
    to: to
      ? link('account', network, to)
      : app['application-id'] !== undefined
        ? text(`application ${str(app['application-id'])}`)
        : { type: 'empty' },
    amount: t['payment-transaction']
      ? native(network, pay.amount)
      : assetId
        ? amount(str(ax.amount), `asset ${assetId}`, asset?.decimals ?? 0, asset?.unit ?? `asset #${assetId}`)
        : { type: 'empty' },
    fee: native(network, t.fee),
    ok: true,
    ...(Number.isFinite(time) && time > 0 && { time: time * 1000 }),
  }
}
