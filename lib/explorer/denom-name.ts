import type { DenomInfo } from '@/lib/networks'

/** `Gold Ounce (GOLD)`, or whichever of name and unit is known; undefined when neither is. */
export function denomName(info: DenomInfo | undefined): string | undefined {
  if (!info) return undefined
  const unit = info.display.startsWith('#') ? '' : info.display
  if (info.name && unit && info.name !== unit) return `${info.name} (${unit})`
  return info.name || unit || undefined
}

/** The first hop of a trace path (`transfer/channel-1/transfer/channel-0` → `channel-1`), or the path itself. */
const firstHop = (path: string) => /^[^/]+\/([^/]+)/.exec(path)?.[1] ?? path

/**
 * Units that say which voucher they are: two `ibc/<hash>` denominations of one token that came by different routes
 * (DEX over channel-1 and DEX over channel-8) are two coins, and two supply rows both named "DEX" say nothing. A
 * shared unit gets its route on every voucher that has it: `DEX (channel-1)`, or the whole path where the first
 * hop is shared too. Units no other denomination uses are left as they are.
 */
export function distinctUnits(denoms: Record<string, DenomInfo>): Record<string, DenomInfo> {
  const byUnit = new Map<string, string[]>()
  for (const [base, d] of Object.entries(denoms)) byUnit.set(d.display, [...(byUnit.get(d.display) ?? []), base])
  const out = { ...denoms }
  for (const bases of byUnit.values()) {
    if (bases.length < 2) continue
    const vouchers = bases.filter((b) => denoms[b]!.ibc || b.startsWith('ibc/'))
    // Without its trace (the bank metadata named it, the trace query failed) a voucher is told by its hash.
    const hops = vouchers.map((b) => (denoms[b]!.ibc ? firstHop(denoms[b]!.ibc!.path) : `${b.slice(0, 8)}…`))
    vouchers.forEach((b, i) => {
      const d = denoms[b]!
      const route = hops.filter((h) => h === hops[i]).length > 1 && d.ibc ? d.ibc.path : hops[i]
      out[b] = { ...d, display: `${d.display} (${route})` }
    })
  }
  return out
}
