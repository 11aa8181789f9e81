import 'server-only'
/**
 * A sharded NFT, SFT or meta-token item's page (`/<network>/tokens/HERO-1a2b3c-0a`). The gateway answers an item's
 * metadata only through an account that holds it, so the page first finds one: the account the link came from
 * (`?holder=`), else those the explorer's index saw receive it lately, the collection's owner and the accounts
 * with a role on it, each asked once. The item's supply
 * tells an item nobody holds from one that never existed (the 404). The collection's properties and roles follow.
 */
import { resolveCall, type CallInput } from '@/lib/client/resolve'
import { isAccountOf } from '@/lib/networks/addresses'
import { primaryGateway, type NetworkId } from '@/lib/networks'
import { serverFetch } from '@/lib/query/server'
import { shardedItem } from '../entity-href'
import { panel, type PageDefs } from '../panels'
import { readItem } from './item'
import { esdtViewCall, readTokenProperties, tokenSupplyCall } from './token'

/** Accounts asked for the item's metadata, at most. */
const MAX_CANDIDATES = 6

export const itemCall = (network: NetworkId, id: string, holder: string): CallInput => {
  const it = shardedItem(id)!
  return {
    gateway: primaryGateway(network),
    opId: 'sharded.address.nft',
    path: { address: holder, tokenIdentifier: it.collection, nonce: it.nonce.toString() },
  }
}

const body = async (call: CallInput): Promise<unknown> => {
  try {
    return (await serverFetch(resolveCall(call))).body
  } catch {
    return undefined
  }
}

const rolesOf = (b: unknown): string[] => {
  const parts = (b as { data?: { data?: { returnData?: unknown } } } | undefined)?.data?.data?.returnData
  if (!Array.isArray(parts)) return []
  return parts.flatMap((p) => {
    if (typeof p !== 'string') return []
    const s = Buffer.from(p, 'base64').toString('utf8')
    return [s.slice(0, s.indexOf(':'))]
  })
}

export type ItemFacts =
  | { ok: true; collection: { name: string; type: string; decimals: number }; holder?: string }
  | { ok: false; missing: boolean }

export async function itemFacts(
  network: NetworkId,
  id: string,
  holderParam?: string,
  recent: string[] = [],
): Promise<ItemFacts> {
  const it = shardedItem(id)
  if (!it) return { ok: false, missing: true }
  const [props, roles, supply] = await Promise.all([
    body(esdtViewCall(network, 'getTokenProperties', it.collection)),
    body(esdtViewCall(network, 'getSpecialRoles', it.collection)),
    body(tokenSupplyCall(network, id)),
  ])
  if (props === undefined) return { ok: false, missing: false }
  const p = readTokenProperties(network, props)
  if (!p.ok) return { ok: false, missing: true }
  const candidates = [
    ...new Set(
      [holderParam, ...recent, p.token.owner, ...rolesOf(roles)].filter(
        (a): a is string => !!a && isAccountOf(network, a),
      ),
    ),
  ].slice(0, MAX_CANDIDATES)
  let holder: string | undefined
  for (const a of candidates) {
    const b = await body(itemCall(network, id, a))
    if (b === undefined) continue
    try {
      if (readItem(b).balance !== '0') {
        holder = a
        break
      }
    } catch {
      /* another shape: try the next account */
    }
  }
  const held = (supply as { data?: { supply?: unknown } } | undefined)?.data?.supply
  if (!holder && held === '0') return { ok: false, missing: true }
  return {
    ok: true,
    collection: { name: p.token.name, type: p.token.type, decimals: p.token.decimals },
    ...(holder && { holder }),
  }
}

export function shardedItemPage(network: NetworkId, id: string, decimals: number, holder?: string): PageDefs {
  const it = shardedItem(id)!
  const collection = { id: it.collection, decimals }
  return {
    panels: [
      ...(holder
        ? [panel('item', 'Item', itemCall(network, id, holder), 'sharded.nftItem', { extra: { id, holder, decimals } })]
        : []),
      panel('supply', 'Supply of this item', tokenSupplyCall(network, id), 'sharded.tokenSupply', {
        extra: { id, decimals },
      }),
      panel('token', 'Collection', esdtViewCall(network, 'getTokenProperties', it.collection), 'sharded.token', {
        extra: collection,
      }),
      panel('roles', 'Special roles', esdtViewCall(network, 'getSpecialRoles', it.collection), 'sharded.tokenRoles', {
        empty: 'No account holds a special role for this collection.',
      }),
    ],
  }
}
