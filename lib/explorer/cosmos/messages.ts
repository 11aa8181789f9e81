/** Cosmos messages (`Any` with `@type`) decoded into readable rows: sender, receiver, amounts. */
import type { NetworkId } from '@/lib/networks'
import { addressField, coinAmount, contextOf } from '../chain'
import { list, text, type AdapterContext, type Field } from '../view'
import { typeInWords } from './message-words'

export const SENDER_KEYS = [
  'from_address',
  'sender',
  'delegator_address',
  'granter',
  'signer',
  'voter',
  'proposer',
  'depositor',
  'owner',
  'creator',
  'admin',
  'orchestrator',
]
export const RECEIVER_KEYS = [
  'to_address',
  'receiver',
  'validator_address',
  'validator_dst_address',
  'grantee',
  'contract',
  'recipient',
  'eth_dest',
]
export const AMOUNT_KEYS = ['amount', 'token', 'funds', 'value', 'initial_deposit', 'offer_coin']

type Coinish = { denom: string; amount: string }
const isCoin = (v: unknown): v is Coinish =>
  !!v && typeof v === 'object' && typeof (v as Coinish).denom === 'string' && typeof (v as Coinish).amount === 'string'

export function coinsOf(v: unknown): Coinish[] {
  if (isCoin(v)) return [v]
  if (Array.isArray(v)) return v.filter(isCoin)
  return []
}

/** `/cosmos.bank.v1beta1.MsgSend` → `Send`: the words the overview and the index use too. */
export const shortType = (t: string): string => typeInWords(t)

export interface MessageRow extends Record<string, Field> {
  type: Field
  from: Field
  to: Field
  amount: Field
}

export function messageRow(c: AdapterContext | NetworkId, msg: Record<string, unknown>): MessageRow {
  const ctx = contextOf(c)
  const pick = (keys: string[]) => keys.map((k) => msg[k]).find((v): v is string => typeof v === 'string' && v !== '')
  const from = pick(SENDER_KEYS)
  const to = pick(RECEIVER_KEYS)
  const coins = AMOUNT_KEYS.flatMap((k) => coinsOf(msg[k]))
  // MsgMultiSend carries inputs/outputs instead of one amount.
  const io = ['inputs', 'outputs'].flatMap((k) =>
    Array.isArray(msg[k]) ? (msg[k] as Record<string, unknown>[]).flatMap((x) => coinsOf(x.coins)) : [],
  )
  const all = coins.length ? coins : io
  return {
    type: text(shortType(String(msg['@type']))),
    from: from ? addressField(ctx, from) : { type: 'empty' },
    to: to ? addressField(ctx, to) : { type: 'empty' },
    amount: list(all.map((x) => coinAmount(ctx, x.amount, x.denom))),
  }
}

export const MESSAGE_COLUMNS = [
  { key: 'type', label: 'Type' },
  { key: 'from', label: 'From' },
  { key: 'to', label: 'To' },
  { key: 'amount', label: 'Amount', numeric: true },
]
