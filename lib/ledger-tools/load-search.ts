import 'server-only'
import type { GatewayId } from '@/lib/catalog/types'
import { GatewayError } from '@/lib/client/types'
import { getNetwork, type NetworkId } from '@/lib/networks'
import { assetInfo } from './asset-info'
import type { WindowTx } from './newest'
import { runSearch } from './run-search'
import { rowOf, searchQuery, type SearchForm, type SearchRow } from './search'

type Params = Record<string, string | string[] | undefined>

export interface TxSearch {
  form: SearchForm
  problems: string[]
  /** The indexer's fault, in its words. */
  error?: string
  /** The search ran (the filters were valid and the indexer answered). */
  ran: boolean
  rows: SearchRow[]
  nextToken?: string
  /** This page's own position, for the trail when it is left (a pinned first page). */
  at?: string
}

/** The ledger transaction search a URL asks for: filters checked, one page read newest first, amounts in units. */
export async function searchTransactions(network: NetworkId, indexer: GatewayId, p: Params): Promise<TxSearch> {
  const parsed = searchQuery(p)
  if (!parsed.ok) return { form: parsed.form, problems: parsed.problems, ran: false, rows: [] }
  const form = parsed.q.form
  try {
    const found = await runSearch<Parameters<typeof rowOf>[0] & WindowTx>(indexer, parsed.q)
    const assetIds = found.txs.flatMap((t) =>
      t['asset-transfer-transaction'] ? [String(t['asset-transfer-transaction']['asset-id'])] : [],
    )
    const assets = await assetInfo(indexer, assetIds)
    return {
      form,
      problems: [],
      ran: true,
      rows: found.txs.map((t) => rowOf(t, getNetwork(network).denom, assets)),
      ...(found.next && { nextToken: found.next }),
      ...(found.at && { at: found.at }),
    }
  } catch (e) {
    const error = e instanceof GatewayError ? (e.detail ?? e.error) : String(e)
    return { form, problems: [], ran: false, rows: [], error }
  }
}
