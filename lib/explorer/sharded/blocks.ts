/** Sharded ledger blocks: hyperblocks (the metachain's view of every shard) and one shard's block. */
import * as z from 'zod/mini'
import { toEpochMs } from '@/lib/format/time'
import { nativeAmount } from '../chain'
import { kv, link, mono, row, text, time, type Adapter, type AdapterContext, type Field } from '../view'
import { data, num, shardName, txSummary } from './envelope'

type TxSummary = z.output<typeof txSummary>

const txRowOf = (ctx: AdapterContext, t: TxSummary): Record<string, Field> => ({
  hash: link('tx', ctx.network, t.hash),
  type: text(t.function ? `${t.type ?? ''} ${t.function}`.trim() : t.type),
  from: link('account', ctx.network, t.sender),
  to: link('account', ctx.network, t.receiver),
  value: nativeAmount(ctx, t.value),
  route: text(
    t.sourceShard !== undefined ? `${shardName(t.sourceShard)} → ${shardName(t.destinationShard)}` : undefined,
  ),
  status: text(t.status),
})
const TX_COLUMNS = [
  { key: 'hash', label: 'Hash' },
  { key: 'type', label: 'Type' },
  { key: 'from', label: 'Sender' },
  { key: 'to', label: 'Receiver' },
  { key: 'value', label: 'Value', numeric: true },
  { key: 'route', label: 'Shards' },
  { key: 'status', label: 'Status' },
]

const hyperblock = z.looseObject({
  hyperblock: z.looseObject({
    hash: z.string(),
    prevBlockHash: z.optional(z.string()),
    stateRootHash: z.optional(z.string()),
    nonce: num,
    round: z.optional(num),
    epoch: z.optional(num),
    numTxs: z.optional(num),
    accumulatedFees: z.optional(num),
    developerFees: z.optional(num),
    timestamp: z.optional(num),
    status: z.optional(z.string()),
    shardBlocks: z._default(
      z.array(z.looseObject({ hash: z.string(), nonce: num, round: z.optional(num), shard: num })),
      [],
    ),
    transactions: z.nullish(z.array(txSummary)),
  }),
})

export const shardedHyperblock: Adapter = (body, ctx) => {
  const h = data(hyperblock, body).hyperblock
  const prev = /^\d+$/.test(h.nonce) && h.nonce !== '0' ? (BigInt(h.nonce) - 1n).toString() : undefined
  return kv(
    [
      row('Nonce', text(h.nonce)),
      row('Hash', mono(h.hash)),
      row('Time', time(h.timestamp ? toEpochMs(Number(h.timestamp)) : undefined)),
      row('Round / epoch', text(h.round ? `${h.round} / ${h.epoch ?? '?'}` : undefined)),
      row('Transactions', text(h.numTxs)),
      row('Fees', nativeAmount(ctx, h.accumulatedFees)),
      row('Developer fees', nativeAmount(ctx, h.developerFees)),
      row('Status', text(h.status)),
      row(
        'Previous hyperblock',
        prev
          ? link('block', ctx.network, prev, `${prev} (${h.prevBlockHash?.slice(0, 12) ?? ''}…)`)
          : mono(h.prevBlockHash),
      ),
      row('State root', mono(h.stateRootHash)),
    ],
    h.nonce,
  )
}

export const shardedHyperblockShards: Adapter = (body, { network }) => {
  const h = data(hyperblock, body).hyperblock
  return {
    kind: 'table',
    columns: [
      { key: 'shard', label: 'Shard' },
      { key: 'nonce', label: 'Nonce' },
      { key: 'hash', label: 'Hash' },
    ],
    rows: h.shardBlocks.map((b) => ({
      shard: text(shardName(b.shard)),
      nonce: { type: 'href', href: `/${network}/blocks/${b.nonce}?shard=${b.shard}`, label: b.nonce },
      hash: mono(b.hash),
    })),
    empty: 'No shard blocks.',
    height: h.nonce,
  }
}

export const shardedHyperblockTxs: Adapter = (body, ctx) => {
  const h = data(hyperblock, body).hyperblock
  return {
    kind: 'table',
    columns: TX_COLUMNS,
    rows: (h.transactions ?? []).map((t) => txRowOf(ctx, t)),
    empty: 'No transactions.',
    height: h.nonce,
  }
}

const shardBlock = z.looseObject({
  block: z.looseObject({
    nonce: num,
    round: z.optional(num),
    epoch: z.optional(num),
    shard: num,
    hash: z.string(),
    prevBlockHash: z.optional(z.string()),
    numTxs: z.optional(num),
    timestamp: z.optional(num),
    accumulatedFees: z.optional(num),
    status: z.optional(z.string()),
    miniBlocks: z.nullish(
      z.array(
        z.looseObject({
          hash: z.optional(z.string()),
          type: z.optional(z.string()),
          sourceShard: z.optional(num),
          destinationShard: z.optional(num),
          transactions: z.nullish(z.array(txSummary)),
        }),
      ),
    ),
  }),
})

export const shardedBlock: Adapter = (body, ctx) => {
  const b = data(shardBlock, body).block
  return kv(
    [
      row('Shard', text(shardName(b.shard))),
      row('Nonce', text(b.nonce)),
      row('Hash', mono(b.hash)),
      row('Time', time(b.timestamp ? toEpochMs(Number(b.timestamp)) : undefined)),
      row('Round / epoch', text(b.round ? `${b.round} / ${b.epoch ?? '?'}` : undefined)),
      row('Transactions', text(b.numTxs)),
      row('Mini-blocks', text(b.miniBlocks ? String(b.miniBlocks.length) : undefined)),
      row('Fees', nativeAmount(ctx, b.accumulatedFees)),
      row('Status', text(b.status)),
      row('Previous block hash', mono(b.prevBlockHash)),
    ],
    b.nonce,
  )
}

export const shardedBlockTxs: Adapter = (body, ctx) => {
  const b = data(shardBlock, body).block
  const txs = (b.miniBlocks ?? []).flatMap((m) => m.transactions ?? [])
  return {
    kind: 'table',
    columns: TX_COLUMNS,
    rows: txs.map((t) => txRowOf(ctx, t)),
    empty: 'No transactions.',
    height: b.nonce,
  }
}
