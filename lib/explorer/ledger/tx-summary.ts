/** A ledger transaction's summary (indexer `GET /v2/transactions/{txid}`): what it did, who signed, what it carries. */
import { base64ToHex } from '@/lib/format/hex'
import { toEpochMs } from '@/lib/format/time'
import { parse } from '../common'
import { nativeAmount } from '../chain'
import { amount, kv, link, list, mono, row, status, text, time, type Adapter, type Field } from '../view'
import { assetDenom } from './asset-key'
import { ledgerTxResponse } from './schemas'
import { bytesField } from './teal-state'
import { applicationOf, assetOf, counterpart, signatureType, typeWords, value, type Tx } from './tx-words'

/** The indexer answers one transaction wrapped (`{transaction, current-round}`); inner ones come bare. */
export function readTx(body: unknown): { t: Tx; round?: string | undefined } {
  const r = parse(ledgerTxResponse, body)
  return { t: r.transaction, round: r['current-round'] }
}

/** What a closing transaction swept to the close-to account, in the unit it moved. */
function closing(t: Tx, ctx: Parameters<Adapter>[1]): Field {
  const pay = t['payment-transaction']
  if (pay?.['close-remainder-to']) return nativeAmount(ctx, t['closing-amount'] ?? pay['close-amount'])
  const ax = t['asset-transfer-transaction']
  if (ax?.['close-to']) return amount(ax['close-amount'] ?? '0', assetDenom(ax['asset-id']))
  return { type: 'empty' }
}

const sec = (v: unknown) => toEpochMs(typeof v === 'bigint' ? Number(v) : (v as number | string | undefined))

export const ledgerTxSummary: Adapter = (body, ctx) => {
  const { network } = ctx
  const { t, round } = readTx(body)
  const close = t['payment-transaction']?.['close-remainder-to'] ?? t['asset-transfer-transaction']?.['close-to']
  const asset = assetOf(t)
  const app = applicationOf(t)
  const inner = t['inner-txns']?.length ?? 0
  const confirmed = t['confirmed-round'] !== undefined
  return kv(
    [
      row('Id', mono(t.id)),
      row('Status', status(confirmed, confirmed ? 'Confirmed' : 'Pending')),
      row('Type', text(typeWords(t))),
      row('Round', link('block', network, t['confirmed-round'])),
      row('Time', time(sec(t['round-time']))),
      row('Sender', link('account', network, t.sender)),
      row('Receiver', counterpart(network, t)),
      row('Amount', value(ctx, t)),
      row('Asset', asset ? link('asset', network, asset) : { type: 'empty' }),
      row('Application', app ? link('application', network, app, `application ${app}`) : { type: 'empty' }),
      row('Fee', nativeAmount(ctx, t.fee)),
      row('Signature type', text(signatureType(t))),
      row('Signed by (rekeyed)', t['auth-addr'] ? link('account', network, t['auth-addr']) : { type: 'empty' }),
      row('Close to', close ? link('account', network, close) : { type: 'empty' }),
      row('Closing amount', close ? closing(t, ctx) : { type: 'empty' }),
      row('Rekey to', t['rekey-to'] ? link('account', network, t['rekey-to']) : { type: 'empty' }),
      row('Valid rounds', text(t['first-valid'] ? `${t['first-valid']} – ${t['last-valid'] ?? '?'}` : undefined)),
      row('Group', t.group ? link('group', network, t.group, 'all transactions of its group') : { type: 'empty' }),
      row('Lease', mono(t.lease ? base64ToHex(t.lease) : undefined)),
      row('Note', t.note ? bytesField(t.note, network, 'note') : { type: 'empty' }),
      row('Logs', list((t.logs ?? []).map((l) => bytesField(l, network, 'log')))),
      row(
        'Inner transactions',
        inner ? { type: 'href', href: '#inner', label: `${inner} (listed below)` } : { type: 'empty' },
      ),
    ],
    round,
  )
}
