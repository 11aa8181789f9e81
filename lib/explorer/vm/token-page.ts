import 'server-only'
/**
 * `/<network>/tokens/<address>` on a VM ledger: the page reads the token's facts first (one simulated batch of the
 * standard's view functions), so its amounts show in the token's units and a contract that is no token is said so.
 */
import { resolveCall } from '@/lib/client/resolve'
import { isHex20Address } from '@/lib/format/address'
import { getNetwork, type NetworkId } from '@/lib/networks'
import { serverFetch } from '@/lib/query/server'
import { readTokenFacts, type TokenFacts } from '@/lib/vm-abi/token-facts'
import { vmTokenFactsCall } from './token-panels'

export { tokenDenoms } from './token-denoms'

export type TokenLoad =
  | { ok: 'token'; token: string; facts?: TokenFacts }
  | { ok: 'malformed'; message: string }
  | { ok: 'not-a-token'; token: string; message: string }

/** The address checked, then the token's facts read (a gateway fault leaves them unknown: the panels say why). */
export async function loadVmToken(network: NetworkId, raw: string): Promise<TokenLoad> {
  const id = raw.trim()
  if (!isHex20Address(id))
    return { ok: 'malformed', message: 'A token here is its contract’s address: 0x followed by 40 hexadecimal digits.' }
  const token = id.toLowerCase()
  let body: unknown
  try {
    body = (await serverFetch(resolveCall(vmTokenFactsCall(network, token)))).body
  } catch {
    return { ok: 'token', token }
  }
  const facts = readTokenFacts(body)
  if (facts) return { ok: 'token', token, facts }
  return {
    ok: 'not-a-token',
    token,
    message: `${token} on ${getNetwork(network).name} does not answer the token standard’s totalSupply(): it is an account or another kind of contract, not a token.`,
  }
}

/**
 * A VM account page's token, when the account is a token contract (one simulated batch: an account without code
 * answers it with empty data); undefined on other kinds of network and for every other account.
 */
export async function accountToken(network: NetworkId, address: string): Promise<TokenLoad | undefined> {
  if (getNetwork(network).kind !== 'vm') return undefined
  const t = await loadVmToken(network, address)
  return t.ok === 'token' && t.facts ? t : undefined
}
