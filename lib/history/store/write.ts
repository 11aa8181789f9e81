import 'server-only'
import type { Transaction } from 'kysely'
import type { ExtractedBlock } from '../types'
import { accountRows, activeAddresses, blockFees, bucketDeltas } from './rows'
import type { HistoryDb } from './schema'
import { addDeltas, chunks } from './stats'

type Trx = Transaction<HistoryDb>

/**
 * Insert blocks not yet in the index, with their transactions, account rows and bucket figures. A block already
 * there is skipped whole (replays after a crash, a backfill meeting the head's blocks): writes are idempotent,
 * keyed by network + height (+ transaction index). Answers the heights actually inserted.
 */
export async function insertBlocks(
  trx: Trx,
  network: string,
  blocks: readonly ExtractedBlock[],
  nativeDenom: string,
): Promise<bigint[]> {
  if (!blocks.length) return []
  const heights = blocks.map((b) => b.height)
  const have = new Set<bigint>()
  for (const part of chunks(heights))
    for (const r of await trx
      .selectFrom('blocks')
      .select('height')
      .where('network', '=', network)
      .where('height', 'in', part)
      .execute())
      have.add(r.height)
  const fresh = [...new Map(blocks.filter((b) => !have.has(b.height)).map((b) => [b.height, b])).values()].sort(
    (a, b) => (a.height < b.height ? -1 : 1),
  )
  if (!fresh.length) return []

  // Neighbours give block times: the block below each fresh one, and a stored block above waiting for its own.
  const times = new Map<bigint, bigint | null>()
  for (const b of fresh) times.set(b.height, b.time === undefined ? null : BigInt(b.time))
  const around = new Set<bigint>()
  for (const b of fresh) for (const h of [b.height - 1n, b.height + 1n]) if (!times.has(h)) around.add(h)
  for (const part of chunks([...around]))
    for (const r of await trx
      .selectFrom('blocks')
      .select(['height', 'time', 'block_ms'])
      .where('network', '=', network)
      .where('height', 'in', part)
      .execute()) {
      times.set(r.height, r.time)
      if (r.block_ms === null && r.time !== null && around.has(r.height) && times.get(r.height - 1n)) {
        const below = times.get(r.height - 1n)!
        await trx
          .updateTable('blocks')
          .set({ block_ms: r.time - below })
          .where('network', '=', network)
          .where('height', '=', r.height)
          .execute()
      }
    }

  const blockRows = fresh.map((b) => {
    const t = times.get(b.height)
    const below = times.get(b.height - 1n)
    return {
      network,
      height: b.height,
      hash: b.hash ?? null,
      parent_hash: b.parentHash ?? null,
      time: t ?? null,
      tx_count: BigInt(b.txs.length),
      proposer: b.proposer ?? null,
      fees: blockFees(b, nativeDenom).toString(),
      block_ms: t != null && below != null ? t - below : null,
    }
  })
  for (const part of chunks(blockRows)) await trx.insertInto('blocks').values(part).execute()

  const txRows = fresh.flatMap((b) =>
    b.txs.map((tx) => ({
      network,
      height: b.height,
      idx: BigInt(tx.idx),
      hash: tx.hash,
      time: b.time === undefined ? null : BigInt(b.time),
      type: tx.type.slice(0, 120),
      ok: tx.ok === undefined ? null : tx.ok ? 1n : 0n,
      amounts: JSON.stringify(tx.amounts.slice(0, 20)),
      fee: JSON.stringify(tx.fee.slice(0, 5)),
    })),
  )
  for (const part of chunks(txRows))
    await trx
      .insertInto('txs')
      .values(part)
      .onConflict((oc) => oc.doNothing())
      .execute()
  const accRows = fresh.flatMap((b) =>
    b.txs.flatMap((tx) =>
      accountRows(tx).map((a) => ({
        network,
        address: a.address,
        height: b.height,
        idx: BigInt(tx.idx),
        roles: a.roles.join(','),
        dir: a.dir,
        type: tx.type.slice(0, 120),
        counterparty: a.counterparty,
      })),
    ),
  )
  for (const part of chunks(accRows))
    await trx
      .insertInto('tx_accounts')
      .values(part)
      .onConflict((oc) => oc.doNothing())
      .execute()
  const moveRows = fresh.flatMap((b) =>
    b.txs.flatMap((tx) =>
      (tx.moves ?? []).slice(0, 50).map((m, seq) => ({
        network,
        height: b.height,
        idx: BigInt(tx.idx),
        seq: BigInt(seq),
        token: m.token,
        from_addr: m.from ?? null,
        to_addr: m.to ?? null,
        amount: m.amount,
      })),
    ),
  )
  for (const part of chunks(moveRows))
    await trx
      .insertInto('token_moves')
      .values(part)
      .onConflict((oc) => oc.doNothing())
      .execute()

  const summaries = fresh.map((b) => ({
    height: b.height,
    ...(b.time !== undefined && { time: b.time }),
    txs: b.txs.length,
    fees: blockFees(b, nativeDenom),
    addresses: activeAddresses(b),
  }))
  const firsts = new Map<string, { height: bigint; time: bigint }>()
  for (const s of summaries) {
    if (s.time === undefined) continue
    for (const a of s.addresses) {
      const f = firsts.get(a)
      if (!f || s.height < f.height) firsts.set(a, { height: s.height, time: BigInt(s.time) })
    }
  }
  await addDeltas(trx, network, bucketDeltas(summaries), firsts)
  return fresh.map((b) => b.height)
}
