import 'server-only'
import { offers, resolveCall } from '@/lib/client/resolve'
import { getNetwork, primaryGateway, type NetworkId } from '@/lib/networks'
import { serverFetch } from '@/lib/query/server'
import { blockEta, type BlockEta } from './block-eta'
import { chainHead } from './chain-head'

/** What a future block's page shows: how far the head is, when the block is expected, and what is planned there. */
export interface FutureBlock extends BlockEta {
  head: string
  intervalMs: number
  /** The chain's planned software upgrade, when it is planned at this very height. */
  upgrade?: string
}

/** The upgrade plan's name when it is planned at `height` (SDK chains whose gateway offers the plan). */
async function upgradeAt(network: NetworkId, height: bigint): Promise<string | undefined> {
  const g = primaryGateway(network)
  if (!offers(g, 'cosmos.upgrade.currentPlan')) return undefined
  try {
    const r = await serverFetch(resolveCall({ gateway: g, opId: 'cosmos.upgrade.currentPlan' }), {})
    const plan = (r.body as { plan?: { name?: unknown; height?: unknown } | null }).plan
    const at = plan?.height
    const same =
      (typeof at === 'string' || typeof at === 'number' || typeof at === 'bigint') && String(at) === `${height}`
    return same && typeof plan?.name === 'string' && plan.name ? plan.name : undefined
  } catch {
    return undefined
  }
}

/**
 * A block height past the chain's head, within the countdown horizon: when to expect it, at the network's block
 * interval. Undefined for anything else (the block page's 404 then explains, as for any missing record).
 */
export async function futureBlock(network: NetworkId, id: string): Promise<FutureBlock | undefined> {
  if (!/^\d{1,30}$/.test(id)) return undefined
  const head = await chainHead(network)
  if (!head) return undefined
  const intervalMs = getNetwork(network).blockIntervalMs
  const target = BigInt(id)
  const eta = blockEta({
    target,
    head: BigInt(head.height),
    ...(head.timeMs !== undefined && { headTimeMs: head.timeMs }),
    intervalMs,
    nowMs: Date.now(),
  })
  if (!eta) return undefined
  const upgrade = await upgradeAt(network, target)
  return { ...eta, head: head.height, intervalMs, ...(upgrade && { upgrade }) }
}
