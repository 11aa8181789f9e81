/** Devnet reads the past-state spec uses to pick its VM example. */

const TRANSFER = '0xa9059cbb'
const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

interface ExpandedTx {
  id: string
  origin: string
  reverted: boolean
  clauses: { to?: string; data?: string }[]
}

/**
 * A token transfer in one of the 60 blocks below `head - 1` whose sender's token balance fell over its block: not
 * reverted, and not paid as much or more in the same block (else the storage slot would not read "Fell by"). Its
 * sender's energy fell over the block too: energy also accrues with the sender's balance, and a sponsor may pay the
 * gas, so a sender's energy can rise in the block of its own transfer.
 */
export async function vmTokenSpend(
  devnet: (path: string) => Promise<{ transactions?: ExpandedTx[]; energy?: string }>,
  head: number,
): Promise<{ n: number; id: string; origin: string; token: string } | undefined> {
  const energy = async (address: string, n: number) =>
    BigInt((await devnet(`/vm/accounts/${address}?revision=${n}`)).energy ?? '0x0')
  for (let n = head - 2; n > head - 60; n--) {
    const txs = (await devnet(`/vm/blocks/${n}?expanded=true`)).transactions ?? []
    const moves = txs
      .filter((t) => !t.reverted)
      .flatMap((t) =>
        t.clauses
          .filter((c) => c.to && c.data?.startsWith(TRANSFER))
          .map((c) => ({
            id: t.id,
            from: t.origin,
            token: c.to!,
            to: `0x${c.data!.slice(34, 74)}`,
            v: BigInt(`0x${c.data!.slice(74, 138)}`),
          })),
      )
    const spends = moves.filter((m) => {
      const net = moves
        .filter((x) => same(x.token, m.token))
        .reduce((s, x) => s + (same(x.to, m.from) ? x.v : 0n) - (same(x.from, m.from) ? x.v : 0n), 0n)
      return net < 0n
    })
    for (const m of spends) {
      if ((await energy(m.from, n)) < (await energy(m.from, n - 1)))
        return { n, id: m.id, origin: m.from, token: m.token }
    }
  }
  return undefined
}
