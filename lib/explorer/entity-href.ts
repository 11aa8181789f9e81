/**
 * In-app paths of the entity pages (one place, so links and pages agree). Pure and tiny: record links in the browser
 * use it.
 */
import { isNetworkId, traitsOf } from '@/lib/networks'
import type { EntityKind } from './view'

export const ENTITY_SEGMENT: Readonly<Record<EntityKind, string>> = {
  asset: 'assets',
  application: 'applications',
  group: 'groups',
  denom: 'denoms',
  token: 'tokens',
}

/**
 * A transaction group id is base64 (`+`, `/`, `=`): the URL carries it base64url without padding, so it is one clean
 * path segment (`GT0Rdz4X…+mja…=` → `GT0Rdz4X…-mja…`).
 */
export const groupIdToUrl = (b64: string): string => b64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')

/** A group id from the URL (base64url, or plain base64 pasted by hand) → the indexer's base64; undefined if neither. */
export function groupIdFromUrl(s: string): string | undefined {
  const t = s.trim()
  if (!/^[A-Za-z0-9+/_-]{43}=?$/.test(t)) return undefined
  const b64 = t.replace(/-/g, '+').replace(/_/g, '/')
  return b64.endsWith('=') ? b64 : `${b64}=`
}

/** `entityHref('hub', 'denom', 'ibc/27A…')` → `/hub/denoms/ibc/27A…` (each segment of a denomination kept). */
export function entityHref(network: string, kind: EntityKind, id: string): string {
  const tail =
    kind === 'denom'
      ? id.split('/').map(encodeURIComponent).join('/')
      : encodeURIComponent(kind === 'group' ? groupIdToUrl(id) : id)
  return `/${network}/${ENTITY_SEGMENT[kind]}/${tail}`
}

/** A sharded ledger's fungible token identifier: ticker (3–10 capital letters or digits), a dash, six hex digits. */
export const SHARDED_TOKEN = /^[A-Z0-9]{3,10}-[0-9a-f]{6}$/

/**
 * One item of a sharded NFT, SFT or meta-token collection: the collection's identifier, a dash and the item's nonce
 * in hex, whole bytes (`HERO-1a2b3c-0a`, `HERO-1a2b3c-0100`), at most 8 bytes.
 */
export const SHARDED_ITEM = /^([A-Z0-9]{3,10}-[0-9a-f]{6})-((?:[0-9a-f]{2}){1,8})$/

/** An item identifier's collection and nonce; undefined when it is none (nonce 0 names no item). */
export function shardedItem(id: string): { collection: string; nonce: bigint; nonceHex: string } | undefined {
  const m = SHARDED_ITEM.exec(id)
  if (!m) return undefined
  const nonce = BigInt(`0x${m[2]}`)
  return nonce > 0n ? { collection: m[1]!, nonce, nonceHex: m[2]! } : undefined
}

/** The item identifier of a collection's nonce (`HERO-1a2b3c`, 10 → `HERO-1a2b3c-0a`). */
export function itemId(collection: string, nonce: bigint | number): string {
  const hex = BigInt(nonce).toString(16)
  return `${collection}-${hex.length % 2 ? `0${hex}` : hex}`
}

/** A sharded token page's identifier: a fungible token or collection, or one item of a collection. */
export const isShardedTokenId = (id: string) => SHARDED_TOKEN.test(id) || shardedItem(id) !== undefined

/** The token page of a denomination that names one on this network (`USDS-2eb19c`, `HERO-1a2b3c-0a`). */
export const tokenHref = (network: string, denom: string): string | undefined =>
  isShardedTokenId(denom) && isNetworkId(network) && traitsOf(network).entities.includes('token')
    ? entityHref(network, 'token', denom)
    : undefined
