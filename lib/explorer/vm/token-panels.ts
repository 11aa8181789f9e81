/**
 * The VM token page's panels: the token's facts (the standard's four views in one simulated batch) and its Transfer
 * events, newest first, paged by offset. Pure, so the real-answers walk sees them; ./token-page.ts loads the facts.
 */
import type { CallInput } from '@/lib/client/resolve'
import { primaryGateway, type NetworkId } from '@/lib/networks'
import { tokenTransfersBody, tokenViewsBody } from '@/lib/vm-abi/token-facts'
import { panel, type PageDefs } from '../panels'

export const vmTokenFactsCall = (network: NetworkId, token: string): CallInput => ({
  gateway: primaryGateway(network),
  opId: 'vm.accounts.batchCall',
  body: tokenViewsBody(token),
})

export function vmTokenPage(network: NetworkId, token: string): PageDefs {
  const extra = { token }
  return {
    panels: [
      panel('token', 'Token', vmTokenFactsCall(network, token), 'vm.tokenFacts', { extra }),
      panel(
        'transfers',
        'Transfers (newest first)',
        { gateway: primaryGateway(network), opId: 'vm.logs.event', body: tokenTransfersBody(token) },
        'vm.tokenTransfers',
        { wide: true, extra, csv: `token-${token}-transfers` },
      ),
    ],
  }
}
