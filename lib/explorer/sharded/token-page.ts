import 'server-only'
/**
 * A sharded token's page: what the ESDT system contract says of it is read first (an unknown identifier is the
 * page's 404, its decimals put every amount of the page in display units), then the panels are declared.
 */
import { resolveCall } from '@/lib/client/resolve'
import { GatewayError } from '@/lib/client/types'
import { entityHref } from '../entity-href'
import type { DenomInfo, NetworkId } from '@/lib/networks'
import { serverFetch } from '@/lib/query/server'
import { panel, type PageDefs } from '../panels'
import { esdtViewCall, readTokenProperties, tickerOf, tokenSupplyCall } from './token'

export type TokenFacts = { ok: true; decimals: number; name: string; type: string } | { ok: false; missing: boolean }

/** Token types whose supply is kept per item (`HERO-1a2b3c-0a`): the collection itself has none. */
export const COLLECTION_TYPES: ReadonlySet<string> = new Set(['NonFungibleESDT', 'SemiFungibleESDT', 'MetaESDT'])

export async function tokenFacts(network: NetworkId, id: string): Promise<TokenFacts> {
  try {
    const { body } = await serverFetch(resolveCall(esdtViewCall(network, 'getTokenProperties', id)))
    const r = readTokenProperties(network, body)
    return r.ok
      ? { ok: true, decimals: r.token.decimals, name: r.token.name, type: r.token.type }
      : { ok: false, missing: true }
  } catch (e) {
    // A gateway fault is not an answer: the panels say it and retry.
    return { ok: false, missing: e instanceof GatewayError && e.status === 404 }
  }
}

/** How the page's amounts of this token read: its ticker, decimals and name, linking to this page. */
export const tokenDenom = (network: NetworkId, id: string, decimals: number, name?: string): DenomInfo => ({
  display: tickerOf(id),
  exponent: decimals,
  ...(name && { name }),
  href: entityHref(network, 'token', id),
})

export function shardedTokenPage(network: NetworkId, id: string, decimals?: number, type?: string): PageDefs {
  const extra = { id, ...(decimals !== undefined && { decimals }) }
  const collection = type !== undefined && COLLECTION_TYPES.has(type)
  return {
    panels: [
      panel(
        'token',
        collection ? 'Collection' : 'Token',
        esdtViewCall(network, 'getTokenProperties', id),
        'sharded.token',
        {
          extra,
        },
      ),
      // A collection's supply is its items' (each item page has its own): the gateway answers 0 for the collection.
      ...(collection
        ? []
        : [panel('supply', 'Supply', tokenSupplyCall(network, id), 'sharded.tokenSupply', { extra })]),
      panel('roles', 'Special roles', esdtViewCall(network, 'getSpecialRoles', id), 'sharded.tokenRoles', {
        empty: 'No account holds a special role for this token.',
      }),
    ],
  }
}
