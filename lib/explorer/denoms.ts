import 'server-only'
import * as z from 'zod'
import { offers, resolveCall } from '@/lib/client/resolve'
import { getNetwork, traitsOf, type DenomInfo, type NetworkId } from '@/lib/networks'
import { distinctUnits } from './denom-name'
import { entityHref } from './entity-href'
import { ibcDenomTraces } from '@/lib/ibc/denom-resolve'
import { ibcGateway } from '@/lib/ibc/network'
import { serverFetch } from '@/lib/query/server'

const metadata = z.looseObject({
  metadatas: z.array(
    z.looseObject({
      base: z.string(),
      display: z.string().optional(),
      symbol: z.string().optional(),
      denom_units: z.array(z.looseObject({ denom: z.string(), exponent: z.number().int().nonnegative().optional() })),
    }),
  ),
})

/**
 * Denomination display info for a network: its native denom, plus (SDK gateways with a bank module) the
 * gateway's denom metadata. A failing metadata query only costs the nice names, never the page.
 */
export async function denomsOf(network: NetworkId): Promise<Record<string, DenomInfo>> {
  const n = getNetwork(network)
  // Where the network has denomination pages, every amount's unit links to its page.
  const pages = traitsOf(network).entities.includes('denom')
  const page = (base: string) => (pages ? { href: entityHref(network, 'denom', base) } : {})
  // Every denomination the network file describes (Classic's stable coins beside its own), the native one first.
  const out: Record<string, DenomInfo> = Object.fromEntries(
    [n.denom, ...n.denoms].map((d) => [d.base, { display: d.display, exponent: d.exponent, ...page(d.base) }]),
  )
  if (n.kind !== 'cosmos' || !offers(n.gateways[0]!, 'cosmos.bank.denomsMetadata')) return out
  try {
    const r = await serverFetch(
      resolveCall({
        gateway: n.gateways[0]!,
        opId: 'cosmos.bank.denomsMetadata',
        query: { 'pagination.limit': '200' },
      }),
    )
    const m = metadata.safeParse(r.body)
    if (m.success)
      for (const md of m.data.metadatas) {
        const display =
          md.denom_units.find((u) => u.denom === md.display) ??
          md.denom_units.reduce((a, b) => ((b.exponent ?? 0) > (a.exponent ?? 0) ? b : a), md.denom_units[0]!)
        if (display)
          out[md.base] = {
            display: md.symbol || display.denom.toUpperCase(),
            exponent: display.exponent ?? 0,
            ...page(md.base),
          }
      }
  } catch {
    /* metadata is a nicety */
  }
  const g = ibcGateway(network)
  if (g)
    try {
      // `ibc/<hash>` amounts read as their origin's token: symbol, decimals, and the trace behind it.
      for (const t of await ibcDenomTraces(g))
        out[t.denom] = {
          display: t.display ?? t.baseDenom,
          exponent: t.exponent ?? 0,
          ibc: { path: t.path, baseDenom: t.baseDenom, ...(t.origin && { origin: t.origin }) },
          ...page(t.denom),
        }
    } catch {
      /* traces are a nicety too */
    }
  return distinctUnits(out)
}
