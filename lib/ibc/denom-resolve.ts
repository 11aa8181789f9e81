import 'server-only'
/**
 * What an `ibc/<hash>` denomination means on a network: its base denom and path (denom traces where the gateway
 * serves them, else matched by hashing `transfer/<channel>/<base>` for the network's channels and every base
 * denom known here), the chain it comes from (its path walked hop by hop through the counterparties), and
 * its decimals (the network's bank metadata, else the origin's). Traces never change, so results are cached.
 */
import { type CosmosGatewayId } from '@/lib/catalog/types'
import { cosmosGatewayIds } from '@/lib/networks'
import { offers } from '@/lib/client/resolve'
import { getNetwork } from '@/lib/networks'
import { ibcDenomOf } from './denom'
import { bodyOf, channelInfo, resolveCounterparty } from './server'

export interface IbcDenomTrace {
  denom: string
  path: string
  baseDenom: string
  /** Network name, or the chain id of a chain not explored here; undefined when the path could not be walked. */
  origin?: string
  exponent?: number
  display?: string
}

const TTL_MS = 10 * 60_000
const cacheByNetwork = new Map<CosmosGatewayId, { at: number; value: Promise<IbcDenomTrace[]> }>()

type Meta = { base: string; display?: string; symbol?: string; denom_units?: { denom: string; exponent?: number }[] }

async function metadataOf(g: CosmosGatewayId): Promise<Meta[]> {
  if (!offers(g, 'cosmos.bank.denomsMetadata')) return []
  const body = (await bodyOf({ gateway: g, opId: 'cosmos.bank.denomsMetadata' }, { 'pagination.limit': '500' })) as
    { metadatas?: Meta[] } | undefined
  return body?.metadatas ?? []
}

const exponentOf = (m: Meta | undefined) => {
  if (!m?.denom_units?.length) return undefined
  const unit =
    m.denom_units.find((u) => u.denom === m.display) ??
    m.denom_units.reduce((a, b) => ((b.exponent ?? 0) > (a.exponent ?? 0) ? b : a))
  return unit.exponent ?? 0
}

async function transferChannels(g: CosmosGatewayId): Promise<string[]> {
  const body = (await bodyOf({ gateway: g, opId: 'cosmos.ibc.channel.channels' }, { 'pagination.limit': '1000' })) as
    { channels?: { port_id?: string; channel_id?: string }[] } | undefined
  return (body?.channels ?? []).filter((c) => c.port_id === 'transfer' && c.channel_id).map((c) => c.channel_id!)
}

/** Traces a gateway lists, or (without the query) the one-hop traces its channels and the known base denoms make. */
async function tracesOf(g: CosmosGatewayId, metas: Meta[]): Promise<{ path: string; baseDenom: string }[]> {
  if (offers(g, 'cosmos.ibc.transfer.denomTraces')) {
    const body = (await bodyOf(
      { gateway: g, opId: 'cosmos.ibc.transfer.denomTraces' },
      { 'pagination.limit': '1000' },
    )) as { denom_traces?: { path?: string; base_denom?: string }[] } | undefined
    if (body?.denom_traces)
      return body.denom_traces
        .filter((t) => t.path && t.base_denom)
        .map((t) => ({ path: t.path!, baseDenom: t.base_denom! }))
  }
  const wanted = new Set(metas.map((m) => m.base).filter((b) => b.startsWith('ibc/')))
  if (!wanted.size) return []
  const bases = new Set<string>(cosmosGatewayIds().map((n) => getNetwork(n).denom.base))
  const others = await Promise.all(
    cosmosGatewayIds()
      .filter((n) => n !== g)
      .map(metadataOf),
  )
  for (const m of others.flat()) if (!m.base.startsWith('ibc/')) bases.add(m.base)
  // Tokens of chains not explored here are known by the traces of the networks that list theirs.
  const listed = await Promise.all(
    cosmosGatewayIds()
      .filter((n) => n !== g && offers(n, 'cosmos.ibc.transfer.denomTraces'))
      .map((n) => bodyOf({ gateway: n, opId: 'cosmos.ibc.transfer.denomTraces' }, { 'pagination.limit': '1000' })),
  )
  for (const b of listed)
    for (const t of (b as { denom_traces?: { base_denom?: string }[] } | undefined)?.denom_traces ?? [])
      if (t.base_denom) bases.add(t.base_denom)
  const out: { path: string; baseDenom: string }[] = []
  for (const ch of await transferChannels(g))
    for (const base of bases) {
      const path = `transfer/${ch}`
      if (wanted.has(ibcDenomOf(path, base))) out.push({ path, baseDenom: base })
    }
  return out
}

/** Walk `port/channel` hops from g: the network (or external chain id) the tokens came from. */
async function originOf(g: CosmosGatewayId, path: string): Promise<{ network?: CosmosGatewayId; name?: string }> {
  const parts = path.split('/')
  let net = g
  for (let i = 0; i + 1 < parts.length; i += 2) {
    const ref = { port: parts[i]!, channel: parts[i + 1]! }
    const info = await channelInfo(net, ref)
    const cp = await resolveCounterparty(net, ref, info)
    if (!cp) {
      const chainId = info.client?.state.chainId
      return chainId ? { name: chainId } : {}
    }
    net = cp.network
  }
  return { network: net, name: getNetwork(net).name }
}

async function resolveAll(g: CosmosGatewayId): Promise<IbcDenomTrace[]> {
  const metas = await metadataOf(g)
  const traces = await tracesOf(g, metas)
  const originMetas = new Map<CosmosGatewayId, Promise<Meta[]>>()
  return Promise.all(
    traces.map(async (t): Promise<IbcDenomTrace> => {
      const denom = ibcDenomOf(t.path, t.baseDenom)
      const origin = await originOf(g, t.path).catch(() => ({}) as { network?: CosmosGatewayId; name?: string })
      const own = metas.find((m) => m.base === denom)
      let exponent = exponentOf(own)
      let display = own?.symbol || own?.display?.toUpperCase()
      if (exponent === undefined && origin.network) {
        const n = getNetwork(origin.network)
        if (n.denom.base === t.baseDenom) {
          exponent = n.denom.exponent
          display ??= n.denom.display
        } else {
          if (!originMetas.has(origin.network)) originMetas.set(origin.network, metadataOf(origin.network))
          const m = (await originMetas.get(origin.network)!).find((x) => x.base === t.baseDenom)
          exponent = exponentOf(m)
          display ??= m?.symbol || m?.display?.toUpperCase()
        }
      }
      return {
        denom,
        path: t.path,
        baseDenom: t.baseDenom,
        ...(origin.name && { origin: origin.name }),
        ...(exponent !== undefined && { exponent }),
        ...(display && { display }),
      }
    }),
  )
}

/** Every IBC denomination network g can explain, cached for ten minutes (a failure is not cached). */
export function ibcDenomTraces(g: CosmosGatewayId): Promise<IbcDenomTrace[]> {
  const hit = cacheByNetwork.get(g)
  if (hit && Date.now() - hit.at < TTL_MS) return hit.value
  const value = resolveAll(g).catch((e: unknown) => {
    cacheByNetwork.delete(g)
    throw e
  })
  cacheByNetwork.set(g, { at: Date.now(), value })
  return value
}
