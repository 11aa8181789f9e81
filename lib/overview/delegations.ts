/**
 * A validator's delegations from the gateway's `delegation_responses`, largest first. The gateway lists a page in
 * its own order (by delegator address), so "largest first" is this sort, over the page read. Pure.
 */
import { arr, obj, str } from '@/lib/format/json-read'

export interface Delegation {
  delegator: string
  amount: string
  denom: string
}

const big = (s: string) => (/^\d+$/.test(s) ? BigInt(s) : 0n)

export function delegationsOf(body: unknown, denom: string): Delegation[] {
  return arr(obj(body).delegation_responses)
    .map(obj)
    .map((d) => ({
      delegator: str(obj(d.delegation).delegator_address) ?? '',
      amount: str(obj(d.balance).amount) ?? '0',
      denom: str(obj(d.balance).denom) ?? denom,
    }))
    .sort((a, b) => {
      const [x, y] = [big(a.amount), big(b.amount)]
      return x === y ? 0 : x > y ? -1 : 1
    })
}
