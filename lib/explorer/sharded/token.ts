/**
 * Fungible tokens (ESDT) of the sharded ledger. The gateway keeps no token records of its own: what a token is
 * (name, type, owner, decimals, minted and burnt amounts, property flags) and who holds special roles come from the
 * metachain's ESDT system contract through `vm-values/query` (getTokenProperties, getSpecialRoles), as the official
 * SDKs read them; the supply from `/network/esdt/supply/{token}`.
 */
import * as z from 'zod/mini'
import type { CallInput } from '@/lib/client/resolve'
import { base64ToBytes, bytesToHex } from '@/lib/format/hex'
import { shardedAddressFromHex } from '@/lib/format/address'
import { getNetwork, primaryGateway, type NetworkId } from '@/lib/networks'
import { amountsOfWhole } from '../breakdown'
import { amount, kv, link, list, mono, row, text, type Adapter, type AdapterContext, type Field } from '../view'
import { data, num } from './envelope'

import { shardedItem } from '../entity-href'

export { SHARDED_TOKEN } from '../entity-href'

/** The ESDT system contract's public key (`erd1qqqqqqqqqqqqqqqpqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqzllls8a5w6u` on mainnet). */
const ESDT_CONTRACT_HEX = '000000000000000000010000000000000000000000000000000000000002ffff'

function prefixOf(network: NetworkId): string {
  const a = getNetwork(network).address
  return a.kind === 'bech32-sharded' || a.kind === 'bech32' ? a.prefix : 'erd'
}

export const esdtContractOf = (network: NetworkId): string =>
  shardedAddressFromHex(ESDT_CONTRACT_HEX, prefixOf(network)) ?? ''

const utf8Hex = (s: string) => bytesToHex(new TextEncoder().encode(s))

/** A view of the ESDT system contract about one token. */
export const esdtViewCall = (network: NetworkId, funcName: string, id: string): CallInput => ({
  gateway: primaryGateway(network),
  opId: 'sharded.vmValues.query',
  body: { scAddress: esdtContractOf(network), funcName, args: [utf8Hex(id)] },
})

export const tokenSupplyCall = (network: NetworkId, id: string): CallInput => ({
  gateway: primaryGateway(network),
  opId: 'sharded.network.esdtSupply',
  path: { token: id },
})

const vmOutput = z.looseObject({
  data: z.looseObject({
    returnData: z.nullish(z.array(z.nullish(z.string()))),
    returnCode: z.string(),
    returnMessage: z.nullish(z.string()),
  }),
})

/** The returned parts as bytes; the contract's own message when it refused (an unknown ticker). */
function returned(body: unknown): { ok: true; parts: Uint8Array[] } | { ok: false; message: string } {
  const out = data(vmOutput, body).data
  if (out.returnCode !== 'ok') return { ok: false, message: out.returnMessage || out.returnCode }
  return { ok: true, parts: (out.returnData ?? []).map((p) => (p ? base64ToBytes(p) : new Uint8Array())) }
}

const utf8 = (b: Uint8Array | undefined) => (b ? new TextDecoder().decode(b) : '')

export interface TokenProperties {
  name: string
  type: string
  owner: string
  minted: string
  burnt: string
  decimals: number
  /** `CanMint` → true…, in the contract's order (IsPaused included); `NumWiped` and other counts as text. */
  flags: [string, boolean][]
  counts: [string, string][]
}

/** getTokenProperties: name, type, owner (public key), minted, burnt, then `Key-value` properties. */
export function readTokenProperties(
  network: NetworkId,
  body: unknown,
): { ok: true; token: TokenProperties } | { ok: false; message: string } {
  const r = returned(body)
  if (!r.ok) return r
  const [name, type, owner, minted, burnt, ...props] = r.parts
  const flags: [string, boolean][] = []
  const counts: [string, string][] = []
  let decimals = 0
  for (const p of props.map(utf8)) {
    const i = p.lastIndexOf('-')
    const [k, v] = [p.slice(0, i), p.slice(i + 1)]
    if (k === 'NumDecimals' && /^\d{1,2}$/.test(v)) decimals = Number(v)
    else if (v === 'true' || v === 'false') flags.push([k, v === 'true'])
    else if (k) counts.push([k, v])
  }
  const decimal = (b: Uint8Array | undefined) => (/^\d+$/.test(utf8(b)) ? utf8(b) : '0')
  return {
    ok: true,
    token: {
      name: utf8(name),
      type: utf8(type),
      owner: owner && owner.length === 32 ? (shardedAddressFromHex(bytesToHex(owner), prefixOf(network)) ?? '') : '',
      minted: decimal(minted),
      burnt: decimal(burnt),
      decimals,
      flags,
      counts,
    },
  }
}

/** `USDS-2eb19c` → `USDS`; an item (`HERO-1a2b3c-0a`) keeps its whole identifier, the only name it has. */
export const tickerOf = (id: string) => (shardedItem(id) ? id : id.slice(0, id.lastIndexOf('-')))

/** The token's amounts in its display units: decimals and ticker from the page (PanelDef.extra), else base units. */
const tokenAmount = (ctx: AdapterContext, raw: string, id: string): Field => {
  const d = ctx.extra?.decimals
  return typeof d === 'number' ? amount(raw, id, d, tickerOf(id)) : amount(raw, id)
}

const TYPE_WORDS: Record<string, string> = {
  FungibleESDT: 'fungible token',
  SemiFungibleESDT: 'semi-fungible token',
  NonFungibleESDT: 'non-fungible token',
  MetaESDT: 'meta token',
}

/** Property flags in words: what the owner may do, and whether it is done. */
const FLAG_WORDS: Record<string, [string, string]> = {
  IsPaused: ['paused: transfers are stopped', 'not paused'],
  CanUpgrade: ['the owner can change these properties', 'properties are fixed'],
  CanMint: ['more can be minted', 'no more can be minted'],
  CanBurn: ['can be burnt', 'cannot be burnt'],
  CanChangeOwner: ['ownership can be transferred', 'ownership cannot be transferred'],
  CanPause: ['the owner can pause transfers', 'transfers cannot be paused'],
  CanFreeze: ['the owner can freeze an account’s balance', 'balances cannot be frozen'],
  CanWipe: ['the owner can wipe a frozen balance', 'balances cannot be wiped'],
  CanAddSpecialRoles: ['the owner can grant roles', 'no more roles can be granted'],
  CanTransferNFTCreateRole: ['the create role can be transferred', 'the create role cannot be transferred'],
  NFTCreateStopped: ['creation stopped', 'creation not stopped'],
}

export const flagWords = (k: string, v: boolean) => FLAG_WORDS[k]?.[v ? 0 : 1] ?? `${k}: ${v ? 'yes' : 'no'}`

export const shardedToken: Adapter = (body, ctx) => {
  const r = readTokenProperties(ctx.network, body)
  if (!r.ok) throw new Error(r.message)
  const t = r.token
  const id = typeof ctx.extra?.id === 'string' ? ctx.extra.id : ''
  const withUnits = { ...ctx, extra: { ...ctx.extra, decimals: t.decimals } }
  return kv([
    row('Identifier', mono(id)),
    row('Name', text(t.name)),
    row('Ticker', text(id && tickerOf(id))),
    row('Type', text(TYPE_WORDS[t.type] ?? t.type)),
    row('Decimals', text(t.decimals)),
    row('Owner', link('account', ctx.network, t.owner)),
    row('Minted', tokenAmount(withUnits, t.minted, id)),
    row('Burnt', tokenAmount(withUnits, t.burnt, id)),
    row('Properties', list(t.flags.map(([k, v]) => text(flagWords(k, v))))),
    ...t.counts.map(([k, v]) => row(k === 'NumWiped' ? 'Wiped balances' : k, text(v))),
  ])
}

const supply = z.looseObject({
  supply: num,
  minted: z.optional(num),
  burned: z.optional(num),
  initialMinted: z.optional(num),
  recomputedSupply: z.optional(z.boolean()),
})

const whole = (v: string | undefined) => (v !== undefined && /^\d+$/.test(v) ? BigInt(v) : undefined)

/**
 * The supply and what makes it, initially minted + minted since − burnt, as fields shown so they add up to the
 * supply shown (lib/format/apportion); undefined (each shown on its own) unless the page gave the decimals and the
 * three make the supply exactly (a recomputed supply does not track them).
 */
function supplySplit(s: z.output<typeof supply>, decimals: unknown, id: string) {
  const [total, initial, minted, burnt] = [s.supply, s.initialMinted, s.minted, s.burned].map(whole)
  if (typeof decimals !== 'number' || s.recomputedSupply) return undefined
  if (total === undefined || initial === undefined || minted === undefined || burnt === undefined) return undefined
  if (initial + minted - burnt !== total) return undefined
  return amountsOfWhole(total, [initial, minted, -burnt], id, decimals, tickerOf(id))
}

export const shardedTokenSupply: Adapter = (body, ctx) => {
  const s = data(supply, body)
  const id = typeof ctx.extra?.id === 'string' ? ctx.extra.id : ''
  const split = supplySplit(s, ctx.extra?.decimals, id)
  return kv([
    row('Supply', split?.whole ?? tokenAmount(ctx, s.supply, id)),
    row('Initially minted', split?.parts[0] ?? tokenAmount(ctx, s.initialMinted ?? '', id)),
    row('Minted since', split?.parts[1] ?? tokenAmount(ctx, s.minted ?? '', id)),
    row('Burnt', split?.parts[2] ?? tokenAmount(ctx, s.burned ?? '', id)),
    s.recomputedSupply && row('Note', text('recomputed by the nodes: minted and burnt are not tracked')),
  ])
}

/** Roles by their protocol names, in words. */
const ROLE_WORDS: Record<string, string> = {
  ESDTRoleLocalMint: 'mint',
  ESDTRoleLocalBurn: 'burn',
  ESDTTransferRole: 'transfer',
  ESDTRoleNFTCreate: 'create',
  ESDTRoleNFTBurn: 'burn items',
  ESDTRoleNFTAddQuantity: 'add quantity',
  ESDTRoleNFTUpdateAttributes: 'update attributes',
  ESDTRoleNFTAddURI: 'add URIs',
}

/** getSpecialRoles: one `address:Role,Role` part per holder of roles. */
export const shardedTokenRoles: Adapter = (body, ctx) => {
  const r = returned(body)
  if (!r.ok) throw new Error(r.message)
  return {
    kind: 'table',
    columns: [
      { key: 'address', label: 'Account' },
      { key: 'roles', label: 'May' },
    ],
    rows: r.parts.map(utf8).map((p) => {
      const [address = '', roles = ''] = p.split(':')
      return {
        address: link('account', ctx.network, address),
        roles: text(
          roles
            .split(',')
            .filter(Boolean)
            .map((x) => ROLE_WORDS[x] ?? x)
            .join(', '),
        ),
      }
    }),
    empty: 'No account holds a special role for this token.',
  }
}
