import 'server-only'
/**
 * The units of the tokens a sharded page shows (an account's balances, a transaction's transfers): each token's
 * ticker and decimals from the ESDT system contract, and its page, so amounts read in display units and link there.
 * The lists come from the same cached calls the panels make.
 */
import { resolveCall, type CallInput } from '@/lib/client/resolve'
import { primaryGateway, type DenomInfo, type NetworkId } from '@/lib/networks'
import { serverFetch } from '@/lib/query/server'
import { SHARDED_TOKEN, shardedItem } from '../entity-href'
import { tokenDenom, tokenFacts } from './token-page'

/** A page reads at most this many tokens' properties (one view call each). */
const MAX_TOKENS = 20

/** Tokens and items (`HERO-1a2b3c-0a`: its collection's decimals and name), each linked to its page. */
async function denomsOf(network: NetworkId, ids: Iterable<string>): Promise<Record<string, DenomInfo>> {
  const known = [...new Set(ids)].filter((id) => SHARDED_TOKEN.test(id) || shardedItem(id)).slice(0, MAX_TOKENS)
  const facts = await Promise.all(known.map((id) => tokenFacts(network, shardedItem(id)?.collection ?? id)))
  return Object.fromEntries(
    known.flatMap((id, i) => {
      const f = facts[i]!
      return f.ok ? [[id, tokenDenom(network, id, f.decimals, f.name)]] : []
    }),
  )
}

async function body(call: CallInput): Promise<Record<string, unknown>> {
  try {
    const b = (await serverFetch(resolveCall(call))).body as { data?: unknown }
    return b.data && typeof b.data === 'object' ? (b.data as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [])

export async function accountTokenDenoms(network: NetworkId, address: string): Promise<Record<string, DenomInfo>> {
  const d = await body({ gateway: primaryGateway(network), opId: 'sharded.address.tokens', path: { address } })
  const map = (d.esdts ?? d.tokens ?? {}) as Record<string, unknown>
  return denomsOf(network, Object.keys(map))
}

export async function txTokenDenoms(network: NetworkId, hash: string): Promise<Record<string, DenomInfo>> {
  const d = await body({
    gateway: primaryGateway(network),
    opId: 'sharded.transaction.get',
    path: { txhash: hash },
    query: { withResults: 'true' },
  })
  const t = (d.transaction ?? {}) as { tokens?: unknown; smartContractResults?: unknown }
  const results = Array.isArray(t.smartContractResults) ? (t.smartContractResults as { tokens?: unknown }[]) : []
  return denomsOf(network, [...strings(t.tokens), ...results.flatMap((r) => strings(r.tokens))])
}
