import 'server-only'
import type { RowDenoms } from '@/lib/client/history'
import { resolveCall } from '@/lib/client/resolve'
import { tokenDenoms } from '@/lib/explorer/vm/token-denoms'
import { vmTokenFactsCall } from '@/lib/explorer/vm/token-panels'
import { callOperation } from '@/lib/gateway'
import { getNetwork, type DenomInfo, type NetworkId } from '@/lib/networks'
import { readTokenFacts } from '@/lib/vm-abi/token-facts'
import { tokenDenom, tokenOfDenom } from '@/lib/vm-abi/token-denom'
import type { HistoryRow } from './types'

/** A page never asks more tokens than this at once; the rest stay in raw units, labelled so. */
const MAX_TOKENS = 8
/** A token's symbol and decimals are its contract's constants: read once per process, failures asked again. */
const known = new Map<string, DenomInfo | null>()
const KNOWN_MAX = 500

async function tokenUnits(network: NetworkId, token: string): Promise<DenomInfo | undefined> {
  const key = `${network} ${token}`
  const hit = known.get(key)
  if (hit !== undefined) return hit ?? undefined
  const spec = resolveCall(vmTokenFactsCall(network, token))
  const r = await callOperation({
    gateway: spec.gateway,
    opId: spec.opId,
    path: spec.path,
    query: spec.query,
    ...(spec.body !== undefined && { body: spec.body }),
    signal: AbortSignal.timeout(3000),
  }).catch(() => undefined)
  if (!r || r.status >= 400) return undefined
  const facts = readTokenFacts(r.body)
  const info = facts && tokenDenoms(network, token, facts)[tokenDenom(token)]
  if (known.size >= KNOWN_MAX) known.delete(known.keys().next().value!)
  // Not a token (or no decimals) is an answer too: remembered, so a page of its rows asks once.
  known.set(key, info ?? null)
  return info
}

/**
 * The units of the VM tokens a page of history rows moves (symbol and decimals from each token contract), so every
 * table of indexed rows shows `49,514 DCT` rather than base units; undefined when the rows move none.
 */
export async function rowTokenDenoms(rows: readonly HistoryRow[]): Promise<RowDenoms | undefined> {
  const wanted = new Map<string, { network: NetworkId; token: string; denom: string }>()
  for (const r of rows)
    for (const c of [r.amount, r.fee]) {
      const token = c && tokenOfDenom(c.denom)
      if (token && getNetwork(r.network).kind === 'vm' && wanted.size < MAX_TOKENS)
        wanted.set(`${r.network} ${token}`, { network: r.network, token, denom: c.denom })
    }
  if (!wanted.size) return undefined
  const out: RowDenoms = {}
  await Promise.all(
    [...wanted.values()].map(async (w) => {
      const info = await tokenUnits(w.network, w.token)
      if (info) (out[w.network] ??= {})[w.denom] = info
    }),
  )
  return out
}
