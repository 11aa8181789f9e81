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

/** The token page of a denomination that names one on this network (`USDS-2eb19c` on a sharded ledger). */
export const tokenHref = (network: string, denom: string): string | undefined =>
  SHARDED_TOKEN.test(denom) && isNetworkId(network) && traitsOf(network).entities.includes('token')
    ? entityHref(network, 'token', denom)
    : undefined
