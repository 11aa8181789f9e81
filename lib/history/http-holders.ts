import 'server-only'
import { checkEntityId } from '@/lib/explorer/entity-ids'
import { getNetwork, traitsOf } from '@/lib/networks'
import { tokenDenom } from '@/lib/vm-abi/token-facts'
import { badRequest, jsonResponse, withIndex } from './http'
import { parseNetwork } from './params'
import { holderSums, MOVES_MAX } from './store/holders'
import type { IndexedHoldersPage } from './types'

const LIMIT_MAX = 100
const OFFSET_MAX = 1_000_000

/**
 * A VM token's holders as the index's recorded Transfer events sum them (`?offset=&limit=`), largest balance first,
 * with the index's state: the balances count only movements since the index's lowest height.
 */
export async function holdersResponse(req: Request, network: string, token: string) {
  const n = parseNetwork(network)
  if (!n.ok) return badRequest(n.detail)
  if (!traitsOf(n.value).entities.includes('token') || getNetwork(n.value).kind !== 'vm')
    return badRequest(`${n.value} has no holders summed from the index (only a VM ledger’s token events are)`)
  const id = checkEntityId(n.value, 'token', decodeURIComponent(token))
  if (!id.ok) return badRequest(id.message)
  const q = new URL(req.url).searchParams
  const [rawLimit, rawOffset] = [q.get('limit') ?? '25', q.get('offset') ?? '0']
  if (!/^\d{1,3}$/.test(rawLimit) || Number(rawLimit) < 1 || Number(rawLimit) > LIMIT_MAX)
    return badRequest(`limit: a whole number from 1 to ${LIMIT_MAX}`)
  if (!/^\d{1,7}$/.test(rawOffset) || Number(rawOffset) > OFFSET_MAX)
    return badRequest(`offset: a whole number from 0 to ${OFFSET_MAX}`)
  const [limit, offset] = [Number(rawLimit), Number(rawOffset)]
  return withIndex(async (rt) => {
    const denom = tokenDenom(id.value)
    const [sums, status] = await Promise.all([holderSums(rt.store.db, n.value, denom), rt.status(n.value)])
    if (sums.tooMany)
      return jsonResponse(
        {
          error: 'too_many_moves',
          detail: `The index holds more than ${MOVES_MAX.toLocaleString('en-US')} movements of this token: its holders are not summed on request.`,
        },
        422,
      )
    const rows = sums.holders.slice(offset, offset + limit)
    const body: IndexedHoldersPage = {
      denom,
      rows,
      ...(offset + limit < sums.holders.length && { next: offset + limit }),
      total: sums.holders.length,
      moves: sums.moves,
      status,
    }
    return jsonResponse(body)
  })
}
