/** Sharded ledger addresses: the account, its shard, its tokens; the gateway's own records; the metachain head. */
import * as z from 'zod/mini'
import { base64ToHex } from '@/lib/format/hex'
import { nativeAmount } from '../chain'
import { parse, recordAdapter } from '../common'
import { amount, kv, link, mono, row, text, type Adapter } from '../view'
import { entityHref, SHARDED_TOKEN, shardedItem } from '../entity-href'
import { data, num, shardName } from './envelope'

const address = z.looseObject({
  account: z.looseObject({
    address: z.string(),
    nonce: num,
    balance: num,
    username: z.nullish(z.string()),
    code: z.nullish(z.string()),
    codeHash: z.nullish(z.string()),
    rootHash: z.nullish(z.string()),
    developerReward: z.nullish(num),
    ownerAddress: z.nullish(z.string()),
  }),
  blockInfo: z.nullish(z.looseObject({ nonce: z.optional(num), hash: z.optional(z.string()) })),
})

export const shardedAccount: Adapter = (body, ctx) => {
  const { account: a, blockInfo } = data(address, body)
  return kv(
    [
      row('Address', mono(a.address)),
      row('Balance', nativeAmount(ctx, a.balance)),
      row('Nonce', text(a.nonce)),
      row('Username', text(a.username)),
      row('Contract', text(a.code ? `yes (${(a.code.length / 2) | 0} bytes of code)` : 'no')),
      row('Owner', a.ownerAddress ? link('account', ctx.network, a.ownerAddress) : { type: 'empty' }),
      row('Developer reward', nativeAmount(ctx, a.developerReward)),
      // Base64 on the wire; hex like every other hash of this ledger.
      row('Code hash', mono(a.codeHash && (base64ToHex(a.codeHash)?.toLowerCase() ?? a.codeHash))),
    ],
    blockInfo?.nonce,
  )
}

export const shardedShard: Adapter = (body) => {
  const d = data(z.looseObject({ shardID: num }), body)
  return kv([row('Shard', text(shardName(d.shardID)))])
}

const token = z.looseObject({ tokenIdentifier: z.optional(z.string()), balance: num })
const tokens = z.looseObject({
  esdts: z.optional(z.record(z.string(), token)),
  tokens: z.optional(z.record(z.string(), token)),
})

export const shardedTokens: Adapter = (body, ctx) => {
  const d = data(tokens, body)
  const holder = typeof ctx.extra?.holder === 'string' ? ctx.extra.holder : undefined
  const map = d.esdts ?? d.tokens ?? {}
  return {
    kind: 'table',
    columns: [
      { key: 'id', label: 'Token' },
      { key: 'balance', label: 'Balance', numeric: true },
    ],
    rows: Object.entries(map).map(([key, tk]) => {
      const id = tk.tokenIdentifier ?? key
      return {
        // A fungible token links to its page; an item (`HERO-1a2b3c-0a`) too, naming this account as its holder:
        // the gateway gives an item's metadata only through an account that holds it.
        id: SHARDED_TOKEN.test(id)
          ? link('token', ctx.network, id)
          : shardedItem(id) && holder
            ? ({ type: 'href', href: `${entityHref(ctx.network, 'token', id)}?holder=${holder}`, label: id } as const)
            : mono(id),
        balance: amount(tk.balance, id),
      }
    }),
    empty: 'No tokens.',
  }
}

/** `/network/config`, `/network/economics`, `/about`: the envelope's single object as rows. */
export const shardedRecord: Adapter = (body, ctx) => {
  const env = parse(z.looseObject({ data: z.unknown() }), body)
  return recordAdapter(env.data, ctx)
}

/** The metachain head as the gateway's state block of an address query (there is no status operation). */
export const shardedHead: Adapter = (body, { network }) => {
  const d = data(
    z.looseObject({
      blockInfo: z.looseObject({ nonce: num, hash: z.optional(z.string()), rootHash: z.optional(z.string()) }),
    }),
    body,
  )
  return kv(
    [
      row('Latest hyperblock', link('block', network, d.blockInfo.nonce)),
      row('Hash', mono(d.blockInfo.hash)),
      row('State root', mono(d.blockInfo.rootHash)),
    ],
    d.blockInfo.nonce,
  )
}
