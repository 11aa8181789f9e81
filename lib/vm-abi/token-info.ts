import 'server-only'
import type { GatewayId } from '@/lib/catalog/types'
import { resolveCall } from '@/lib/client/resolve'
import { serverFetch } from '@/lib/query/server'
import { readDecimals, readSymbol, type TokenInfo } from './tx-view'

const SYMBOL = '0x95d89b41'
const DECIMALS = '0x313ce567'

/**
 * A token's symbol and decimals, read with the clause call endpoint on the server (absent when it does not answer
 * them), so a page shows its amounts in the token's own units, as the transaction page does in the browser.
 */
export async function tokenInfo(gateway: GatewayId, address: string): Promise<TokenInfo> {
  const read = async (data: string) => {
    try {
      const r = await serverFetch(
        resolveCall({ gateway, opId: 'vm.accounts.call', path: { address }, body: { data, value: '0x0' } }),
      )
      const b = r.body as { data?: unknown; reverted?: unknown }
      return b.reverted === true || typeof b.data !== 'string' ? undefined : b.data
    } catch {
      return undefined
    }
  }
  const [symbol, decimals] = await Promise.all([read(SYMBOL), read(DECIMALS)])
  const s = readSymbol(symbol)
  const d = readDecimals(decimals)
  return { ...(s && { symbol: s }), ...(d !== undefined && { decimals: d }) }
}

/** Symbol and decimals of each token, read at once. */
export async function tokenInfos(gateway: GatewayId, tokens: string[]): Promise<Record<string, TokenInfo>> {
  const unique = [...new Set(tokens.map((t) => t.toLowerCase()))]
  return Object.fromEntries(await Promise.all(unique.map(async (t) => [t, await tokenInfo(gateway, t)] as const)))
}
