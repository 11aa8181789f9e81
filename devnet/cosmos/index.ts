import { operationsOf } from '@/lib/catalog/index'
import { type CosmosGatewayId } from '@/lib/catalog/types'
import { cosmosGatewayIds } from '@/lib/networks'
import type { GatewayFactory, GatewayModule, HandlerResult, HandlerTable, OperationHandler } from '../types'
import type { CosmosHandler } from './handlers/kit'
import { Chain } from './chain/chain'
import { prefixesFromEnv, profileOf } from './chain/profile'
import { errorForStatus, GrpcError, statusBody } from './grpc'
import { GROUPS } from './handlers/all'
import { checkPastHeightServed } from './height'

/**
 * One epoch per devnet instance: every chain's timeline counts back from the same instant, so packets line up;
 * the resumed one (`ctx.epoch`) when devnet keeps its clock, so a restarted chain goes on from where it was.
 */
const epochs = new WeakMap<object, number>()
const epochOf = (ctx: Parameters<GatewayFactory>[0]) => {
  let e = epochs.get(ctx)
  if (e === undefined) epochs.set(ctx, (e = ctx.epoch ?? ctx.now()))
  return e
}

const isCosmos = (id: string): id is CosmosGatewayId => cosmosGatewayIds().includes(id)

/** DEVNET_TX_INDEX: when a chain hashes its history's transactions (see ChainOptions.txIndex). */
function txIndexFromEnv(env: Readonly<Record<string, string | undefined>>): 'background' | 'on-lookup' {
  const v = env.DEVNET_TX_INDEX || 'background'
  if (v !== 'background' && v !== 'on-lookup')
    throw new Error(`DEVNET_TX_INDEX must be background or on-lookup, got ${JSON.stringify(v)}`)
  return v
}

/**
 * Turn a cosmos handler (JSON or a thrown GrpcError) into the core's HandlerResult. Like grpc-gateway, a success
 * carries the height it was answered at as gRPC metadata (`Grpc-Metadata-X-Cosmos-Block-Height`); a request with
 * `x-cosmos-block-height` is answered at that height where devnet can rebuild the state (./height.ts).
 */
function wrap(chain: Chain, h: (req: Parameters<OperationHandler>[0]) => unknown): OperationHandler {
  const failed = (e: unknown) => {
    if (e instanceof GrpcError) return statusBody(e.code, e.message)
    throw e
  }
  return (req) => {
    try {
      const at = checkPastHeightServed(req, chain)
      const answer = (body: unknown) =>
        ({
          body,
          headers: { 'grpc-metadata-x-cosmos-block-height': String(at ?? chain.head) },
        }) satisfies HandlerResult
      const body = h(req)
      // A handler that yields (a lookup through a young chain's history) answers later.
      return body instanceof Promise ? body.then(answer, failed) : answer(body)
    } catch (e) {
      return failed(e)
    }
  }
}

/** One of the five SDK networks: its own chain, producing blocks, behind the catalog's operations for it. */
export const createGateway: GatewayFactory = (ctx, id) => {
  if (!isCosmos(id)) throw new Error(`devnet/cosmos does not serve ${id}`)
  const prefixes = prefixesFromEnv(ctx.env)
  const chain = new Chain({
    seed: ctx.seed,
    profile: profileOf(id, prefixes),
    prefixes,
    blockMs: ctx.blockMs,
    now: ctx.now,
    epoch: epochOf(ctx),
    txIndex: txIndexFromEnv(ctx.env),
  })
  const all: HandlerTable<CosmosHandler> = Object.assign({}, ...GROUPS.map((g) => g(chain, id)))
  const handlers: HandlerTable = {}
  for (const op of operationsOf(id)) {
    const h = all[op.id]
    if (h) handlers[op.id] = wrap(chain, h)
  }
  const mod: GatewayModule & { chain: Chain } = {
    id,
    chain,
    handlers,
    error: errorForStatus,
    start: () => chain.start(),
    stop: () => chain.stop(),
  }
  return mod
}
