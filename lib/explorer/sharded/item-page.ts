import 'server-only'
/**
 * A sharded NFT, SFT or meta-token item's page (`/<network>/tokens/HERO-1a2b3c-0a`). The gateway answers an item's
 * metadata only through an account that holds it, so the page first finds one: the account the link came from
 * (`?holder=`), else those the explorer's index saw receive it lately, the collection's owner and the accounts
 * with a role on it, each asked once. The item's supply
 * tells an item nobody holds from one that never existed (the 404). The collection's properties and roles follow.
 */
import { resolveCall, type CallInput } from '@/lib/client/resolve'
import { GatewayError } from '@/lib/client/types'
import { base64ToBytes } from '@/lib/format/hex'
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

/** An answer's body; `missing` when the gateway answered 404 (an unknown ticker), undefined on a fault. */
const body = async (call: CallInput): Promise<unknown> => {
  try {
    return (await serverFetch(resolveCall(call))).body
  } catch (e) {
    return e instanceof GatewayError && e.status === 404 ? MISSING : undefined
  }
}
const MISSING = Symbol('missing')

const rolesOf = (b: unknown): string[] => {
  const parts = (b as { data?: { data?: { returnData?: unknown } } } | undefined)?.data?.data?.returnData
  if (!Array.isArray(parts)) return []
  return parts.flatMap((p) => {
    if (typeof p !== 'string') return []
    const s = new TextDecoder().decode(base64ToBytes(p))
    return [s.slice(0, s.indexOf(':'))]
  })
}

const holds = (b: unknown): boolean => {
  try {
    return b !== undefined && b !== MISSING && readItem(b).balance !== '0'
  } catch {
    return false
  }
}

export type ItemFacts =
  | { ok: true; collection?: { name: string; type: string; decimals: number }; holder?: string }
  | { ok: false; missing: boolean }

/**
 * What the page must know first: the collection (an unknown one is the 404), and an account that holds the item.
 * Every candidate is asked at once; a gateway fault leaves what it would have said unknown (the panels retry).
 */
export async function itemFacts(
  network: NetworkId,
  id: string,
  holderParam: string | undefined,
  recent: Promise<string[]>,
): Promise<ItemFacts> {
  const it = shardedItem(id)
  if (!it) return { ok: false, missing: true }
  const [props, roles, supply, seen] = await Promise.all([
    body(esdtViewCall(network, 'getTokenProperties', it.collection)),
    body(esdtViewCall(network, 'getSpecialRoles', it.collection)),
    body(tokenSupplyCall(network, id)),
    recent.catch(() => [] as string[]),
  ])
  if (props === MISSING) return { ok: false, missing: true }
  const p = props === undefined ? undefined : readTokenProperties(network, props)
  if (p && !p.ok) return { ok: false, missing: true }
  const candidates = [
    ...new Set(
      [holderParam, ...seen, p?.token.owner, ...rolesOf(roles)].filter(
        (a): a is string => !!a && isAccountOf(network, a),
      ),
    ),
  ].slice(0, MAX_CANDIDATES)
  const answers = await Promise.all(candidates.map((a) => body(itemCall(network, id, a))))
  const holder = candidates.find((_, i) => holds(answers[i]))
  const held = (supply as { data?: { supply?: unknown } } | undefined)?.data?.supply
  if (!holder && held === '0') return { ok: false, missing: true }
  return {
    ok: true,
    ...(p?.ok && { collection: { name: p.token.name, type: p.token.type, decimals: p.token.decimals } }),
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
