import 'server-only'
import type { CosmosGatewayId } from '@/lib/catalog/types'
import { offers } from '@/lib/client/resolve'
import { clientStateOfAnswer, type Height } from './client-state'
import { heightPath } from './pages'
import { bodyOf, consensusHeightFor } from './server'

/**
 * The height whose consensus state a connection page shows when the URL names none: its client's latest height,
 * or the newest the client stores (with a note saying so); none when the gateway has no such query.
 */
export async function connectionConsensusHeight(
  g: CosmosGatewayId,
  connection: string,
): Promise<{ at?: Height; note?: string }> {
  if (!offers(g, 'cosmos.ibc.connection.consensusState')) return {}
  let client: ReturnType<typeof clientStateOfAnswer> | undefined
  try {
    client = clientStateOfAnswer(
      await bodyOf({ gateway: g, opId: 'cosmos.ibc.connection.clientState', path: { connection_id: connection } }),
    )
  } catch {
    client = undefined
  }
  return consensusHeightFor(
    g,
    (h) => ({
      gateway: g,
      opId: 'cosmos.ibc.connection.consensusState',
      path: { connection_id: connection, ...heightPath(h) },
    }),
    client?.clientId,
    client?.state.latestHeight,
  )
}
