import type { HistoryStore } from '../store'

/** Everything a network's index holds, in a stable order: two indexes of the same chain compare equal. */
export async function snapshot(s: HistoryStore, network = 'hub') {
  const db = s.db
  return {
    blocks: await db.selectFrom('blocks').selectAll().where('network', '=', network).orderBy('height').execute(),
    txs: await db
      .selectFrom('txs')
      .selectAll()
      .where('network', '=', network)
      .orderBy('height')
      .orderBy('idx')
      .execute(),
    accounts: await db
      .selectFrom('tx_accounts')
      .selectAll()
      .where('network', '=', network)
      .orderBy('address')
      .orderBy('height')
      .orderBy('idx')
      .execute(),
    stats: await db
      .selectFrom('stats')
      .selectAll()
      .where('network', '=', network)
      .orderBy('bucket')
      .orderBy('t')
      .execute(),
    first: await db.selectFrom('first_seen').selectAll().where('network', '=', network).orderBy('address').execute(),
  }
}

/** Wait until `check` holds (polling), or fail with what it last saw. */
export async function until<T>(what: () => Promise<T>, check: (v: T) => boolean, ms = 20_000): Promise<T> {
  const t0 = Date.now()
  for (;;) {
    const v = await what()
    if (check(v)) return v
    if (Date.now() - t0 > ms)
      throw new Error(
        `timed out waiting; last: ${JSON.stringify(v, (_, x) => (typeof x === 'bigint' ? x.toString() : x))}`,
      )
    await new Promise((r) => setTimeout(r, 50))
  }
}
