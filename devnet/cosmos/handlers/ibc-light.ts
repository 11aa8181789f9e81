import { sha256 } from '../../primitives/hash'
import type { Chain } from '../chain/chain'
import { Topology } from '../chain/ibc'
import type { CosmosGatewayId } from '@/lib/catalog/types'
import { b64 } from '../chain/hash'
import { notFound } from '../grpc'
import { iso } from '../render'

/**
 * The light clients and connections this chain holds, one per counterparty k (`07-tendermint-k`,
 * `connection-k`): their states as IBC queries answer them, derived from the chain's head.
 */
export function lightClients(chain: Chain) {
  const topo = chain.topology
  const rev = (chainId: string) => chainId.split('-').pop() ?? '0'
  const cpHeight = (k: number) => Math.floor(chain.head * (1 + k / 10))
  const clientId = (k: number) => `07-tendermint-${k}`
  const clientIndex = (id: string) => {
    const m = /^07-tendermint-(\d+)$/.exec(id)
    const k = m ? Number(m[1]) : -1
    if (k < 0 || k >= topo.counterparties.length) throw notFound(`light client ${id} not found`)
    return k
  }
  const clientState = (k: number) => {
    const cp = topo.counterparties[k]!
    return {
      '@type': '/ibc.lightclients.tendermint.v1.ClientState',
      chain_id: cp.chainId,
      trust_level: { numerator: '1', denominator: '3' },
      trusting_period: cp.status === 'Expired' ? '3600s' : '1209600s',
      unbonding_period: '1814400s',
      max_clock_drift: '40s',
      frozen_height:
        cp.status === 'Frozen'
          ? { revision_number: rev(cp.chainId), revision_height: String(cpHeight(k) - 500) }
          : { revision_number: '0', revision_height: '0' },
      latest_height: { revision_number: rev(cp.chainId), revision_height: String(cpHeight(k)) },
      proof_specs: [
        {
          leaf_spec: {
            hash: 'SHA256',
            prehash_key: 'NO_HASH',
            prehash_value: 'SHA256',
            length: 'VAR_PROTO',
            prefix: 'AA==',
          },
          inner_spec: {
            child_order: [0, 1],
            child_size: 33,
            min_prefix_length: 4,
            max_prefix_length: 12,
            empty_child: null,
            hash: 'SHA256',
          },
          max_depth: 0,
          min_depth: 0,
          prehash_key_before_comparison: false,
        },
      ],
      upgrade_path: ['upgrade', 'upgradedIBCState'],
      allow_update_after_expiry: true,
      allow_update_after_misbehaviour: true,
    }
  }
  /**
   * Consensus state heights of client k: every 100 counterparty blocks, and every height the client moved to over
   * the last RECENT_UPDATES blocks (an update stores one for the height it moves to, and a real client keeps them
   * until they fall out of its trusting period), so a height read from the client state a block ago still resolves.
   */
  const RECENT_UPDATES = 20
  const csHeights = (k: number) => {
    const latest = cpHeight(k)
    const recent = new Set<number>()
    for (let h = Math.max(1, chain.head - RECENT_UPDATES + 1); h <= chain.head; h++)
      recent.add(Math.floor(h * (1 + k / 10)))
    const low = recent.size ? Math.min(...recent) : latest + 1
    const every = Math.floor((low - 1) / 100) // multiples of 100 below the recent updates
    const tail = [
      ...new Set([
        ...recent,
        ...Array.from({ length: Math.floor(latest / 100) - every }, (_, i) => (every + i + 1) * 100),
      ]),
    ]
      .filter((h) => h >= 100 || recent.has(h))
      .sort((a, b) => a - b)
    return {
      size: every + tail.length,
      at: (i: number) => (i < every ? (i + 1) * 100 : tail[i - every]!),
      has: (h: number) => recent.has(h) || (h >= 100 && h <= latest && h % 100 === 0),
    }
  }
  const consensusState = (k: number, h: number) => ({
    '@type': '/ibc.lightclients.tendermint.v1.ConsensusState',
    timestamp: iso(chain.blockTime(Math.min(chain.head, Math.max(1, h)))),
    root: { hash: b64(sha256(`root/${k}/${h}`)) },
    next_validators_hash: Buffer.from(sha256(`nvh/${k}/${h}`))
      .toString('hex')
      .toUpperCase(),
  })
  const heightJson = (k: number, h: number) => ({
    revision_number: rev(topo.counterparties[k]!.chainId),
    revision_height: String(h),
  })
  const consensusAt = (k: number, revNum: string, revHeight: string, latest: boolean) => {
    const hs = csHeights(k)
    const h = latest ? hs.at(hs.size - 1) : Number(BigInt(revHeight))
    if (!latest && (revNum !== rev(topo.counterparties[k]!.chainId) || !hs.has(h)))
      throw notFound(`consensus state not found: client ${clientId(k)} height ${revNum}-${revHeight}`)
    return consensusState(k, h)
  }

  const connectionEnd = (k: number) => {
    const cp = topo.counterparties[k]!
    return {
      client_id: clientId(k),
      versions: [{ identifier: '1', features: ['ORDER_ORDERED', 'ORDER_UNORDERED'] }],
      state: 'STATE_OPEN',
      counterparty: {
        client_id: cp.gateway ? `07-tendermint-${topoIndexOn(cp.gateway)}` : `07-tendermint-${30 + k}`,
        connection_id: cp.gateway ? `connection-${topoIndexOn(cp.gateway)}` : `connection-${30 + k}`,
        prefix: { key_prefix: b64(Buffer.from('ibc')) },
      },
      delay_period: '0',
    }
  }
  const topoIndexOn = (g: CosmosGatewayId) => Topology.indexOn(g, chain.opts.profile.id)
  const connIndex = (id: string) => {
    const m = /^connection-(\d+)$/.exec(id)
    const k = m ? Number(m[1]) : -1
    if (k < 0 || k >= topo.counterparties.length) throw notFound(`connection ${id} not found`)
    return k
  }
  const identifiedClient = (k: number) => ({ client_id: clientId(k), client_state: clientState(k) })

  return {
    rev,
    clientId,
    clientIndex,
    clientState,
    csHeights,
    consensusState,
    heightJson,
    consensusAt,
    connectionEnd,
    connIndex,
    identifiedClient,
  }
}

export type LightClients = ReturnType<typeof lightClients>
