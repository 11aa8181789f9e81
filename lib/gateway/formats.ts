import 'server-only'
import { bech32Parts } from '@/lib/catalog/schema'
import type { GatewayId, Operation } from '@/lib/catalog/types'
import { getNetwork, networkOfGateway } from '@/lib/networks'
import type { GatewayConfig } from '@/lib/server/env'
import { badRequest } from './errors'

/**
 * The part of a param's format only configuration knows: which bech32 prefix a gateway's addresses carry. The
 * catalog checks the checksum and the payload; here a `cosmos1…` address sent to the Hub, or a Hub address sent
 * to the sharded ledger, is refused before it reaches the gateway. The prefix comes from `<ID>_BECH32_PREFIX`
 * when set (a real gateway's chain), else from the network registry (devnet's chains).
 */
export function accountPrefix(gateway: GatewayId, config: Pick<GatewayConfig, 'bech32Prefix'>): string | undefined {
  if (config.bech32Prefix) return config.bech32Prefix
  const network = networkOfGateway(gateway)
  const a = network && getNetwork(network).address
  return a && (a.kind === 'bech32' || a.kind === 'bech32-sharded') ? a.prefix : undefined
}

type Values = Record<string, string | string[] | undefined>

/**
 * Addresses inside a sharded-ledger JSON body (sender, receiver, contract, caller) carry the ledger's own
 * prefix; the catalog already checked their checksum. (SDK bodies are left alone: a transfer's receiver lives on
 * another chain.)
 */
export function checkBodyAddresses(
  gateway: GatewayId,
  kind: string,
  bytes: Uint8Array,
  config: Pick<GatewayConfig, 'bech32Prefix'>,
): void {
  const prefix = kind === 'sharded' ? accountPrefix(gateway, config) : undefined
  if (!prefix || bytes.byteLength === 0) return
  let value: unknown
  try {
    value = JSON.parse(new TextDecoder().decode(bytes))
  } catch {
    return // not JSON: the body check already refused it, or it is not a JSON body
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return
  for (const [k, v] of Object.entries(value)) {
    const got = typeof v === 'string' ? bech32Parts(v)?.prefix : undefined
    if (got !== undefined && got !== prefix)
      throw badRequest(
        'invalid_body',
        `body field ${k.slice(0, 64)}: must be a ${prefix}1… address on the ${gateway} gateway, not ${got}1…`,
      )
  }
}

export function checkAddressPrefixes(
  op: Operation,
  gateway: GatewayId,
  where: 'path' | 'query',
  values: Values,
  config: Pick<GatewayConfig, 'bech32Prefix'>,
): void {
  const prefix = accountPrefix(gateway, config)
  if (!prefix) return
  for (const p of op.params) {
    if (p.in !== where || (p.type !== 'bech32' && p.type !== 'valoper')) continue
    const v = values[p.name]
    if (v === undefined) continue
    const expected = p.type === 'valoper' ? `${prefix}valoper` : prefix
    for (const one of Array.isArray(v) ? v : v.split(',')) {
      const got = bech32Parts(one)?.prefix
      if (got !== expected)
        throw badRequest(
          'invalid_parameter',
          `${where} parameter ${p.name}: must be a ${expected}1… address on the ${gateway} gateway${got ? `, not ${got}1…` : ''}`,
        )
    }
  }
}

/** The sharded ledger's metachain shard id (mx-chain-core-go `core.MetachainShardId`). */
export const METACHAIN_SHARD_ID = '4294967295'

/** The shard count of a gateway's network (lib/networks `shards`), when it is a sharded ledger. */
export function shardCount(gateway: GatewayId): number | undefined {
  const network = networkOfGateway(gateway)
  return network ? getNetwork(network).shards : undefined
}

/**
 * Params whose values only the network's data bounds (`networkBound`): a shard id must be one of the network's
 * shards or the metachain, since the real proxy answers 500 for a shard it has no observers for.
 */
export function checkNetworkBounds(op: Operation, gateway: GatewayId, where: 'path' | 'query', values: Values): void {
  for (const p of op.params) {
    if (p.in !== where || p.networkBound !== 'shard') continue
    const v = values[p.name]
    if (v === undefined) continue
    const shards = shardCount(gateway)
    for (const one of Array.isArray(v) ? v : [v]) {
      if (one === METACHAIN_SHARD_ID || (shards !== undefined && /^\d{1,2}$/.test(one) && Number(one) < shards))
        continue
      const ids = shards === undefined ? 'no numbered shards' : shards === 1 ? 'shard 0' : `shards 0 to ${shards - 1}`
      throw badRequest(
        'invalid_parameter',
        `${where} parameter ${p.name}: the ${gateway} gateway has ${ids} and the metachain ${METACHAIN_SHARD_ID}, not ${one.slice(0, 24)}`,
      )
    }
  }
}
