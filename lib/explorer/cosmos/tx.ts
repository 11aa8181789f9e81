/** Cosmos transaction adapters: summary, messages, events. */
import { base64ToText } from '@/lib/format/hex'
import { toEpochMs } from '@/lib/format/time'
import { parse } from '../common'
import { amount, kv, link, list, mono, row, status, text, time, type Adapter, type Field } from '../view'
import { MESSAGE_COLUMNS, coinsOf, messageRow } from './messages'
import { getTxResponse } from './schemas'
import { packetRefsOfEvents } from '@/lib/ibc/packet'
import { packetHref } from '@/lib/format/packet-id'

/** Signature type from the signer's public key `@type`: `/cosmos.crypto.secp256k1.PubKey` → `secp256k1`. */
export function keyType(t: string | undefined): string | undefined {
  if (!t) return undefined
  const m = /crypto\.(\w+)\.(?:PubKey|LegacyAminoPubKey)/.exec(t)
  return m ? (m[1] === 'multisig' ? 'multisig' : m[1]) : t
}

export const cosmosTxSummary: Adapter = (body, { network }) => {
  const { tx, tx_response: r } = parse(getTxResponse, body)
  const code = Number(r.code ?? 0)
  const failed = code !== 0
  const fee = tx?.auth_info?.fee
  const signers = tx?.auth_info?.signer_infos ?? []
  return kv(
    [
      row('Hash', mono(r.txhash)),
      row('Status', status(!failed, failed ? `Failed (code ${code})` : 'Success')),
      failed && row('Failure reason', text(`${r.codespace ? `${r.codespace}: ` : ''}${r.raw_log ?? ''}`)),
      row('Sender', tx?.body.messages[0] ? messageRow(network, tx.body.messages[0]).from : { type: 'empty' }),
      row('Height', link('block', network, r.height)),
      row('Time', time(r.timestamp ? toEpochMs(r.timestamp) : undefined)),
      row('Fee', list(coinsOf(fee?.amount).map((c) => amount(c.amount, c.denom)))),
      row(
        'Gas used / wanted',
        text(r.gas_used || r.gas_wanted ? `${r.gas_used ?? '?'} / ${r.gas_wanted ?? '?'}` : undefined),
      ),
      row('Fee payer', fee?.payer ? link('account', network, fee.payer) : { type: 'empty' }),
      row('Fee granter', fee?.granter ? link('account', network, fee.granter) : { type: 'empty' }),
      row(
        'Signature type',
        list(
          signers.map((s) =>
            text(`${keyType(s.public_key?.['@type']) ?? 'unknown'}${s.sequence ? ` (sequence ${s.sequence})` : ''}`),
          ),
        ),
      ),
      row('Memo', text(tx?.body.memo)),
      row('Messages', text(tx ? String(tx.body.messages.length) : undefined)),
      row('IBC packets', list(packetLinks(network, r.events, r.txhash))),
    ],
    r.height,
  )
}

const ROLE_WORD = { send: 'sent', recv: 'received', ack: 'acknowledged', timeout: 'timed out' } as const

/**
 * Links to the packet pages of the packets a transaction sends, receives, acknowledges or times out. A receive
 * happens on the destination, so its link names this end and the packet page finds the source from there.
 */
function packetLinks(
  network: string,
  events: Parameters<typeof packetRefsOfEvents>[0],
  hash: string | undefined,
): Field[] {
  return packetRefsOfEvents(events).map((p) => {
    const id = `${p.port}/${p.channel}/${p.sequence}`
    if (p.role === 'recv' && p.dstPort && p.dstChannel)
      return {
        type: 'href',
        href: `${packetHref(network, { port: p.dstPort, channel: p.dstChannel, sequence: p.sequence })}?end=destination`,
        label: `${id} (${ROLE_WORD[p.role]})`,
      }
    const hint = p.role === 'send' && hash ? `?tx=${encodeURIComponent(hash)}` : ''
    return { type: 'href', href: `${packetHref(network, p)}${hint}`, label: `${id} (${ROLE_WORD[p.role]})` }
  })
}

export const cosmosTxMessages: Adapter = (body, { network }) => {
  const { tx, tx_response: r } = parse(getTxResponse, body)
  return {
    kind: 'table',
    columns: MESSAGE_COLUMNS,
    rows: (tx?.body.messages ?? []).map((m) => messageRow(network, m)),
    empty: 'No messages.',
    height: r.height,
  }
}

/** SDK ≤ 0.46 sends event attribute keys and values base64-encoded; later ones send plain text. */
function attr(v: string | null | undefined, encoded: boolean): string {
  if (!v) return ''
  return encoded ? base64ToText(v).text : v
}

export const cosmosTxEvents: Adapter = (body) => {
  const { tx_response: r } = parse(getTxResponse, body)
  const events = r.events ?? []
  const keys = events.flatMap((e) => (e.attributes ?? []).map((a) => a.key ?? ''))
  const encoded =
    keys.length > 0 &&
    keys.every((k) => /^[A-Za-z0-9+/]+={0,2}$/.test(k) && k.length % 4 === 0) &&
    !keys.includes('sender')
  return {
    kind: 'table',
    columns: [
      { key: 'type', label: 'Event' },
      { key: 'attrs', label: 'Attributes' },
    ],
    rows: events.map((e) => ({
      type: text(e.type),
      attrs: list((e.attributes ?? []).map((a) => mono(`${attr(a.key, encoded)} = ${attr(a.value, encoded)}`))),
    })),
    empty: 'No events.',
    height: r.height,
  }
}
