import 'server-only'
import { denomsOf } from '@/lib/explorer/denoms'
import { ledgerAssetDenoms } from '@/lib/explorer/ledger/asset-denoms'
import { accountTokenDenoms } from '@/lib/explorer/sharded/token-denoms'
import { tokenDenoms, type TokenLoad } from '@/lib/explorer/vm/token-page'
import { getNetwork, type DenomInfo, type NetworkId } from '@/lib/networks'

/**
 * The units an account page's amounts need beyond the network's own: a ledger account's assets and a sharded
 * account's tokens come without their decimals (their asset or token contract says them), and a VM token
 * contract's activity reads in its own token. Undefined: the network's own units are enough.
 */
export async function accountDenoms(
  network: NetworkId,
  address: string,
  token: TokenLoad | undefined,
): Promise<Record<string, DenomInfo> | undefined> {
  switch (getNetwork(network).kind) {
    case 'node':
      return { ...(await denomsOf(network)), ...(await ledgerAssetDenoms(network, address)) }
    case 'sharded':
      return accountTokenDenoms(network, address)
    case 'vm':
      return token?.ok === 'token' && token.facts ? tokenDenoms(network, token.token, token.facts) : undefined
    default:
      return undefined
  }
}
