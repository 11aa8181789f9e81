import 'server-only'
import { isShardedTokenId, shardedItem } from '@/lib/explorer/entity-href'
import { callOperation } from '@/lib/gateway'
import { primaryGateway, traitsOf, type NetworkId } from '@/lib/networks'
import { decodeCursor } from './cursor'
import { historyRuntime } from './runtime'
import { badRequest, jsonResponse, withIndex } from './http'
import { parseNetwork } from './params'
import { collectionItems, tokenAccounts, tokenTransfers } from './store/tokens'
import type { TokenHolderRow, TokenPage } from './types'

/** Holders listed on a token page, each with one balance call to the gateway. */
export const HOLDERS_MAX = 20
const LIMIT_MAX = 100

/** An account's balance of the token as the gateway answers it now (undefined when it did not). */
async function balanceOf(network: NetworkId, address: string, token: string): Promise<string | undefined> {
  // An item (`HERO-1a2b3c-0a`) is read through its collection and nonce.
  const item = shardedItem(token)
  const r = await callOperation({
    gateway: primaryGateway(network),
    ...(item
      ? {
          opId: 'sharded.address.nft' as const,
          path: { address, tokenIdentifier: item.collection, nonce: item.nonce.toString() },
        }
      : { opId: 'sharded.address.token' as const, path: { address, tokenIdentifier: token } }),
    query: {},
    signal: AbortSignal.timeout(5000),
  }).catch(() => undefined)
  const b = (r?.body as { data?: { tokenData?: { balance?: unknown } } } | undefined)?.data?.tokenData?.balance
  return r && r.status < 400 && typeof b === 'string' && /^\d+$/.test(b) ? b : undefined
}

/**
 * A token's transfers from the explorer's own index (`?cursor=&limit=`), and on the first page the accounts it saw
 * move the token with their balances now (for a collection, its items instead); the index's state beside them.
 */
export async function tokenResponse(req: Request, network: string, token: string) {
  const n = parseNetwork(network)
  if (!n.ok) return badRequest(n.detail)
  if (!traitsOf(n.value).entities.includes('token')) return badRequest(`${n.value} has no token pages`)
  const id = decodeURIComponent(token)
  if (!isShardedTokenId(id))
    return badRequest('token: a ticker, a dash and six hex digits (e.g. WSHD-1a2b3c), and for an item its nonce in hex')
  const q = new URL(req.url).searchParams
  const rawLimit = q.get('limit') ?? '25'
  if (!/^\d{1,3}$/.test(rawLimit) || Number(rawLimit) < 1 || Number(rawLimit) > LIMIT_MAX)
    return badRequest(`limit: a whole number from 1 to ${LIMIT_MAX}`)
  const rawCursor = q.get('cursor')
  const c = rawCursor ? decodeCursor(rawCursor) : undefined
  if (c && !c.ok) return badRequest(c.message)
  return withIndex(async (rt) => {
    const db = rt.store.db
    const [page, status, items] = await Promise.all([
      tokenTransfers(db, n.value, id, Number(rawLimit), c?.cursor),
      rt.status(n.value),
      c ? undefined : collectionItems(db, n.value, id),
    ])
    // A collection's balances are its items': it lists those instead of holders.
    const accounts = c || items?.length ? undefined : await tokenAccounts(db, n.value, id, HOLDERS_MAX)
    const holders: TokenHolderRow[] | undefined =
      accounts &&
      (await Promise.all(
        accounts.map(async (a) => {
          const balance = await balanceOf(n.value, a.address, id)
          return { ...a, ...(balance !== undefined && { balance }) }
        }),
      ))
    const body: TokenPage = { ...page, ...(holders && { holders }), ...(items?.length && { items }), status }
    return jsonResponse(body)
  })
}

/**
 * The accounts the index saw move a token or item most recently, recipients first (a page looking for a holder
 * asks them); none when the index cannot answer.
 */
export async function recentTokenAccounts(network: NetworkId, token: string, max: number): Promise<string[]> {
  try {
    const rt = await historyRuntime()
    return (await tokenAccounts(rt.store.db, network, token, max)).map((a) => a.address)
  } catch {
    return []
  }
}
