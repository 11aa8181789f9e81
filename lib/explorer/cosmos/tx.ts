/** Cosmos transaction adapters: summary, messages, events. */
import { base64ToText } from '@/lib/format/hex'
import { toEpochMs } from '@/lib/format/time'
import { parse } from '../common'
import { addressField, chainOf, coinAmount } from '../chain'
import { formatDec } from '@/lib/format/amount'
import { kv, link, list, mono, row, status, text, time, type Adapter, type AdapterContext, type Field } from '../view'
import { MESSAGE_COLUMNS, coinsOf, messageRow } from './messages'
import { getTxResponse } from './schemas'
import { packetRefsOfEvents } from '@/lib/ibc/packet'
import { packetHref } from '@/lib/format/packet-id'

/**
 * Signature type from the signer's public key `@type`: `/cosmos.crypto.secp256k1.PubKey` → `secp256k1`,
 * `/stratos.crypto.v1.ethsecp256k1.PubKey` → `ethsecp256k1`.
 */
export function keyType(t: string | undefined): string | undefined {
  if (!t) return undefined
  const m = /\.(\w+)\.(?:PubKey|LegacyAminoPubKey)$/.exec(t)
  return m ? (m[1] === 'multisig' ? 'multisig' : m[1]) : t
}

export const cosmosTxSummary: Adapter = (body, ctx) => {
  const { network } = ctx
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
      row('Sender', tx?.body.messages[0] ? messageRow(ctx, tx.body.messages[0]).from : { type: 'empty' }),
      row('Height', link('block', network, r.height)),
      row('Time', time(r.timestamp ? toEpochMs(r.timestamp) : undefined)),
      row('Fee', list(coinsOf(fee?.amount).map((c) => coinAmount(ctx, c.amount, c.denom)))),
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

export const cosmosTxMessages: Adapter = (body, ctx) => {
  const { tx, tx_response: r } = parse(getTxResponse, body)
  return {
    kind: 'table',
    columns: MESSAGE_COLUMNS,
    rows: (tx?.body.messages ?? []).map((m) => messageRow(ctx, m)),
    empty: 'No messages.',
    height: r.height,
  }
}

/** SDK ≤ 0.46 sends event attribute keys and values base64-encoded; later ones send plain text. */
function attr(v: string | null | undefined, encoded: boolean): string {
  if (!v) return ''
  return encoded ? base64ToText(v).text : v
}

/** `10000uatom,37ibc/B055…`: the SDK's coin string, base units glued to each denomination. */
const COIN = /^(\d+)([a-zA-Z][a-zA-Z0-9/:._-]{1,127})$/
function coinsIn(v: string): { amount: string; denom: string }[] | undefined {
  const parts = v.split(',').map((p) => COIN.exec(p.trim()))
  return parts.length && parts.every((m) => m) ? parts.map((m) => ({ amount: m![1]!, denom: m![2]! })) : undefined
}

/**
 * Staking shares (`new_shares`, `shares`: an `sdk.Dec` in the bond denomination's base units, one per base unit
 * at an exchange rate of 1) in the display unit, as the amount beside them is: 908126.000000000000000000 →
 * `0.908126 shares` where HUB has 6 decimals.
 */
function sharesText(dec: string, exponent: number): string | undefined {
  const m = /^(\d+)(?:\.(\d+))?$/.exec(dec)
  if (!m) return undefined
  const digits = (m[1]! + (m[2] ?? '')).replace(/^0+(?=\d)/, '')
  const point = m[1]!.length - exponent
  const [whole, frac] = point > 0 ? [digits.slice(0, point), digits.slice(point)] : ['0', '0'.repeat(-point) + digits]
  return `${formatDec(`${whole.replace(/^0+(?=\d)/, '') || '0'}.${frac || '0'}`, Math.max(exponent, 6))} shares`
}

/** An attribute value as a person reads it: coins as amounts, this chain's addresses as links, the rest as text. */
function attrValue(ctx: AdapterContext, v: string, key = ''): Field {
  if (/(^|_)shares$/.test(key)) {
    const shares = sharesText(v, chainOf(ctx).denom.exponent)
    if (shares) return text(shares)
  }
  const coins = coinsIn(v)
  if (coins) return list(coins.map((c) => coinAmount(ctx, c.amount, c.denom)))
  return addressField(ctx, v)
}

/** One row per attribute under its event's type (event types and keys are the modules' own words). */
export const cosmosTxEvents: Adapter = (body, ctx) => {
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
      { key: 'key', label: 'Attribute' },
      { key: 'value', label: 'Value' },
    ],
    rows: events.flatMap((e) => {
      const attrs = e.attributes?.length ? e.attributes : [{ key: '', value: '' }]
      return attrs.map((a) => ({
        type: text(e.type),
        key: text(attr(a.key, encoded)),
        value: attrValue(ctx, attr(a.value, encoded), attr(a.key, encoded)),
      }))
    }),
    empty: 'No events.',
    height: r.height,
  }
}
