/**
 * One item of a sharded NFT, SFT or meta-token collection (`HERO-1a2b3c-0a`) as an account holds it:
 * `/address/{address}/nft/{collection}/nonce/{nonce}` answers the node's esdtNFTTokenData — name, creator,
 * royalties (of 10,000), hash, attributes and URIs as base64 bytes — and that account's balance. The node keeps the
 * metadata with the holders, so an account that does not hold the item answers its balance only.
 */
import * as z from 'zod/mini'
import { base64ToHex, base64ToText } from '@/lib/format/hex'
import { shardedItem } from '../entity-href'
import { amount, external, kv, link, list, mono, row, text, type Adapter, type Field } from '../view'
import { data, num } from './envelope'

const itemData = z.looseObject({
  tokenData: z.looseObject({
    tokenIdentifier: z.optional(z.string()),
    balance: num,
    name: z.optional(z.string()),
    nonce: z.optional(num),
    creator: z.optional(z.string()),
    royalties: z.optional(num),
    hash: z.nullish(z.string()),
    uris: z.nullish(z.array(z.string())),
    attributes: z.nullish(z.string()),
  }),
})

export type ItemData = z.infer<typeof itemData>['tokenData']

export const readItem = (body: unknown): ItemData => data(itemData, body).tokenData

/** `2500` of 10,000 → `25%`. */
export function royaltiesWords(raw: string | undefined): string | undefined {
  if (raw === undefined || !/^\d{1,5}$/.test(raw)) return undefined
  const bp = Number(raw)
  return `${(bp / 100).toLocaleString('en-US', { maximumFractionDigits: 2 })}%`
}

/** Attributes as text where they are printable UTF-8 (`tags:…;metadata:…`), else hex; base64 behind the switch. */
export function attributesField(b64: string | null | undefined): Field {
  if (!b64) return { type: 'empty' }
  const t = base64ToText(b64)
  return { type: 'bytes', b64, as: t.encoding === 'utf8' ? text(t.text) : mono(t.text) }
}

/** Each URI decoded; an http(s) one is a link out. */
export const urisField = (uris: string[] | null | undefined): Field =>
  list(
    (uris ?? []).map((u) => {
      const t = base64ToText(u)
      return t.encoding === 'utf8' ? external(t.text) : mono(t.text)
    }),
  )

/** The item page's main panel. `extra`: id (the item), holder (whose answer this is), decimals of the collection. */
export const shardedNftItem: Adapter = (body, ctx) => {
  const d = readItem(body)
  const id = typeof ctx.extra?.id === 'string' ? ctx.extra.id : (d.tokenIdentifier ?? '')
  const holder = typeof ctx.extra?.holder === 'string' ? ctx.extra.holder : ''
  const decimals = typeof ctx.extra?.decimals === 'number' ? ctx.extra.decimals : undefined
  const parsed = shardedItem(id)
  if (d.balance === '0' && !d.name)
    throw new Error(`${holder || 'This account'} does not hold ${id} now, so the gateway gives no metadata for it.`)
  return kv([
    row('Identifier', mono(id)),
    row('Collection', parsed ? link('token', ctx.network, parsed.collection) : { type: 'empty' }),
    row('Nonce', text(d.nonce ?? parsed?.nonce.toString())),
    row('Name', text(d.name)),
    row('Creator', link('account', ctx.network, d.creator)),
    row('Royalties', text(royaltiesWords(d.royalties))),
    row('Attributes', attributesField(d.attributes)),
    row('URIs', urisField(d.uris)),
    row('Hash', mono(d.hash ? (base64ToHex(d.hash) ?? d.hash) : undefined)),
    row('Held by', link('account', ctx.network, holder)),
    row('Its balance', amount(d.balance, id, decimals ?? 0, id)),
  ])
}
