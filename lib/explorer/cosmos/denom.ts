/**
 * One SDK denomination (`/<network>/denoms/<denom>`): its metadata in words (bank `denoms_metadata/{denom}`), its
 * total supply (`supply/by_denom`) and its holders (`denom_owners/{denom}`), amounts in the denomination's units.
 */
import * as z from 'zod/mini'
import { groupThousands } from '@/lib/format/amount'
import { parse } from '../common'
import { coinAmount } from '../chain'
import { nextCursor } from '../next-cursor'
import { kv, link, list, row, text, type Adapter } from '../view'

const unit = z.looseObject({
  denom: z.string(),
  exponent: z.optional(z.number()),
  aliases: z.nullish(z.array(z.string())),
})
const metadata = z.looseObject({
  metadata: z.looseObject({
    description: z.optional(z.string()),
    denom_units: z.nullish(z.array(unit)),
    base: z.string(),
    display: z.optional(z.string()),
    name: z.optional(z.string()),
    symbol: z.optional(z.string()),
    uri: z.optional(z.string()),
    uri_hash: z.optional(z.string()),
  }),
})

/** `1,000,000 base units`: the base denomination is not repeated (an `ibc/<hash>` one is 68 characters). */
const baseUnits = (u: { exponent?: number | undefined }) =>
  `${groupThousands((10n ** BigInt(u.exponent ?? 0)).toString())} base units`
const aliases = (a: readonly string[] | null | undefined) => (a?.length ? ` (also ${a.join(', ')})` : '')

export const cosmosDenomMetadata: Adapter = (body) => {
  const m = parse(metadata, body).metadata
  const units = m.denom_units ?? []
  const display = units.find((u) => u.denom === m.display)
  return kv([
    row('Name', text(m.name)),
    row('Symbol', text(m.symbol)),
    row('Description', text(m.description)),
    row('Base unit', text(m.base)),
    row('Display unit', text(m.display)),
    row(
      'Decimals',
      text(display ? `${display.exponent ?? 0} (1 ${display.denom} = ${baseUnits(display)})` : undefined),
    ),
    row(
      'Units',
      list(
        units.map((u) =>
          text(`${u.denom}: ${u.denom === m.base ? 'the base unit' : baseUnits(u)}${aliases(u.aliases)}`),
        ),
      ),
    ),
    row('URI', text(m.uri)),
  ])
}

const coin = z.looseObject({ denom: z.string(), amount: z.string() })

export const cosmosDenomSupply: Adapter = (body, ctx) => {
  const c = parse(z.looseObject({ amount: coin }), body).amount
  return kv([row('Total supply', coinAmount(ctx, c.amount, c.denom))])
}

const owners = z.looseObject({
  denom_owners: z.array(z.looseObject({ address: z.string(), balance: coin })),
})

export const cosmosDenomOwners: Adapter = (body, ctx) => {
  const o = parse(owners, body)
  return {
    kind: 'table',
    columns: [
      { key: 'holder', label: 'Holder' },
      { key: 'balance', label: 'Balance', numeric: true },
    ],
    rows: o.denom_owners.map((h) => ({
      holder: link('account', ctx.network, h.address),
      balance: coinAmount(ctx, h.balance.amount, h.balance.denom),
    })),
    next: nextCursor(body),
    empty: 'Nobody holds this denomination.',
  }
}
