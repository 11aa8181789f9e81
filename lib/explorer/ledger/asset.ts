/**
 * One ledger asset: its parameters in words (indexer `GET /v2/assets/{id}` or the node's `{index, params}`), its
 * supply (total, what the reserve holds, what circulates), its holders (indexer balances).
 */
import * as z from 'zod/mini'
import { groupThousands } from '@/lib/format/amount'
import { apportionShares } from '@/lib/format/apportion'
import { base64ToHex } from '@/lib/format/hex'
import type { NetworkId } from '@/lib/networks'
import { optUint, parse, uint } from '../common'
import { amountsOfWhole } from '../breakdown'
import { nextCursor } from '../next-cursor'
import { amount, kv, link, mono, row, status, text, type Adapter, type AdapterContext, type Field } from '../view'
import { assetDenom } from './asset-key'

const params = z.looseObject({
  creator: z.optional(z.string()),
  total: uint,
  decimals: z.optional(z.union([z.number(), z.bigint()])),
  'default-frozen': z.optional(z.boolean()),
  name: z.optional(z.string()),
  'unit-name': z.optional(z.string()),
  url: z.optional(z.string()),
  'metadata-hash': z.optional(z.string()),
  manager: z.optional(z.string()),
  reserve: z.optional(z.string()),
  freeze: z.optional(z.string()),
  clawback: z.optional(z.string()),
})
const assetObject = z.looseObject({
  index: uint,
  params,
  'created-at-round': optUint,
  'destroyed-at-round': optUint,
  deleted: z.optional(z.boolean()),
})
const wrapped = z.looseObject({ asset: assetObject, 'current-round': optUint })

export type AssetParams = z.output<typeof params>

export function readAsset(body: unknown): { asset: z.output<typeof assetObject>; round?: string | undefined } {
  const w = wrapped.safeParse(body)
  return w.success ? { asset: w.data.asset, round: w.data['current-round'] } : { asset: parse(assetObject, body) }
}

/** What the page hands the supply and holder panels (PanelDef.extra): the asset's id, total and display unit. */
export type AssetExtra = {
  id: string
  total: string
  decimals: number
  unit: string
}

export const assetExtra = (id: string, p: AssetParams): AssetExtra => ({
  id,
  total: p.total,
  decimals: Number(p.decimals ?? 0),
  unit: p['unit-name'] || p.name || `#${id}`,
})

/** An amount of the asset in display units when the page said which (ctx.extra), else under its id for the page. */
export function assetAmount(ctx: AdapterContext, id: string, raw: unknown): Field {
  const x = ctx.extra as Partial<AssetExtra> | undefined
  return x?.id === id && x.decimals !== undefined
    ? amount(raw, assetDenom(id), x.decimals, x.unit)
    : amount(raw, assetDenom(id))
}

/** A role address, or what its absence means: an empty manager locks the parameters, an empty freeze forbids freezing. */
const role = (network: NetworkId, addr: string | undefined, absent: string): Field =>
  addr ? link('account', network, addr) : text(absent)

export const ledgerAsset: Adapter = (body, ctx) => {
  const { network } = ctx
  const { asset: a, round } = readAsset(body)
  const p = a.params
  const id = a.index
  const decimals = Number(p.decimals ?? 0)
  const x = { ...ctx, extra: assetExtra(id, p) }
  return kv(
    [
      row('Asset', text(id)),
      a.deleted
        ? row(
            'State',
            status(false, `Destroyed${a['destroyed-at-round'] ? ` in round ${a['destroyed-at-round']}` : ''}`),
          )
        : undefined,
      row('Name', text(p.name)),
      row('Unit', text(p['unit-name'])),
      row('Total supply', assetAmount(x, id, p.total)),
      row(
        'Decimals',
        text(
          `${decimals} (1 ${p['unit-name'] || 'unit'} = ${groupThousands(String(10n ** BigInt(decimals)))} base units)`,
        ),
      ),
      row(
        'New holdings',
        text(p['default-frozen'] ? 'start frozen (the freeze account must release them)' : 'start unfrozen'),
      ),
      row('URL', text(p.url)),
      row('Metadata hash', mono(p['metadata-hash'] ? base64ToHex(p['metadata-hash']) : undefined)),
      row('Creator', link('account', network, p.creator)),
      row('Manager', role(network, p.manager, 'none: the parameters can no longer change')),
      row('Reserve', role(network, p.reserve, 'none: every unit counts as circulating')),
      row('Freeze', role(network, p.freeze, 'none: holdings can never be frozen')),
      row('Clawback', role(network, p.clawback, 'none: holdings can never be clawed back')),
      row('Created in round', link('block', network, a['created-at-round'])),
    ],
    round,
  )
}

const holding = z.looseObject({
  round: optUint,
  'asset-holding': z.looseObject({ amount: uint, 'asset-id': uint, 'is-frozen': z.optional(z.boolean()) }),
})

/**
 * Supply from the reserve's holding (node `GET /v2/accounts/{reserve}/assets/{id}`): circulating = total − reserve,
 * the two shown so they add up to the total shown (lib/format/apportion) where the page gave the asset's decimals.
 */
export const ledgerAssetSupply: Adapter = (body, ctx) => {
  const h = parse(holding, body)
  const id = h['asset-holding']['asset-id']
  const x = ctx.extra as Partial<AssetExtra> | undefined
  const reserve = BigInt(h['asset-holding'].amount)
  const total = x?.total !== undefined ? BigInt(x.total) : undefined
  const split =
    total !== undefined && total >= reserve && x?.id === id && x.decimals !== undefined
      ? amountsOfWhole(total, [reserve, total - reserve], assetDenom(id), x.decimals, x.unit)
      : undefined
  return kv(
    [
      row('Total supply', split?.whole ?? (total !== undefined ? assetAmount(ctx, id, total) : { type: 'empty' })),
      row('Held by the reserve', split?.parts[0] ?? assetAmount(ctx, id, reserve)),
      row(
        'Circulating',
        split?.parts[1] ??
          (total !== undefined && total >= reserve ? assetAmount(ctx, id, total - reserve) : { type: 'empty' }),
      ),
    ],
    h.round,
  )
}

const balances = z.looseObject({
  'current-round': optUint,
  balances: z.array(
    z.looseObject({
      address: z.string(),
      amount: uint,
      'is-frozen': z.optional(z.boolean()),
      deleted: z.optional(z.boolean()),
      'opted-in-at-round': optUint,
    }),
  ),
})

/** Fraction digits of a holder's share of the total. */
const SHARE_DIGITS = 4

/**
 * Each holder's share of `total` in percent, exactly (bigint: 2^64 totals), apportioned with the holders not on
 * this page so a page that lists every holder adds up to 100 % (lib/format/apportion); a holding too small to
 * show says so rather than 0.
 */
export function sharesOf(parts: readonly bigint[], total: bigint): (string | undefined)[] {
  const shares = total > 0n ? apportionShares(parts, total, SHARE_DIGITS) : undefined
  return parts.map((p, i) => {
    const s = shares?.[i]
    if (s === undefined) return undefined
    return /^0\.0+$/.test(s) && p > 0n ? `< 0.${'0'.repeat(SHARE_DIGITS - 1)}1%` : `${s}%`
  })
}

export const ledgerAssetHolders: Adapter = (body, ctx) => {
  const { network } = ctx
  const b = parse(balances, body)
  const x = ctx.extra as Partial<AssetExtra> | undefined
  const id = x?.id
  const total = x?.total !== undefined ? BigInt(x.total) : undefined
  const shares =
    total !== undefined
      ? sharesOf(
          b.balances.map((h) => BigInt(h.amount)),
          total,
        )
      : []
  return {
    kind: 'table',
    columns: [
      { key: 'holder', label: 'Holder' },
      { key: 'amount', label: 'Amount', numeric: true },
      { key: 'share', label: 'Share of total', numeric: true },
      { key: 'frozen', label: 'Frozen' },
      { key: 'since', label: 'Opted in at round' },
    ],
    rows: b.balances.map((h, i) => ({
      holder: link('account', network, h.address),
      amount: id ? assetAmount(ctx, id, h.amount) : amount(h.amount, 'base units'),
      share: text(shares[i]),
      frozen: text(h['is-frozen'] ? 'frozen' : 'no'),
      since: link('block', network, h['opted-in-at-round']),
    })),
    next: nextCursor(body),
    empty: 'No account holds this asset.',
    ...(b['current-round'] && { height: b['current-round'] }),
  }
}
