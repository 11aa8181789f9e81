/** Sharded ledger adapters: hyperblocks and shard blocks, addresses, tokens, records (the transaction page: ./transaction.ts). */
import * as z from 'zod/mini'
import { toEpochMs } from '@/lib/format/time'
import { parse, recordAdapter } from '../common'
import { amount, kv, link, mono, row, text, time, type Adapter, type Field } from '../view'
import { data, DENOM, num, shardName, txSummary } from './wire'

type TxSummary = z.output<typeof txSummary>

const txRowOf = (network: Parameters<Adapter>[1]['network'], t: TxSummary): Record<string, Field> => ({
  hash: link('tx', network, t.hash),
  type: text(t.function ? `${t.type ?? ''} ${t.function}`.trim() : t.type),
  from: link('account', network, t.sender),
  to: link('account', network, t.receiver),
  value: amount(t.value, DENOM),
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
    accumulatedFees: z.optional(z.string()),
    developerFees: z.optional(z.string()),
    timestamp: z.optional(num),
    status: z.optional(z.string()),
    shardBlocks: z._default(
      z.array(z.looseObject({ hash: z.string(), nonce: num, round: z.optional(num), shard: num })),
      [],
    ),
    transactions: z.nullish(z.array(txSummary)),
  }),
})

export const shardedHyperblock: Adapter = (body, { network }) => {
  const h = data(hyperblock, body).hyperblock
  const prev = /^\d+$/.test(h.nonce) && h.nonce !== '0' ? (BigInt(h.nonce) - 1n).toString() : undefined
  return kv(
    [
      row('Nonce', text(h.nonce)),
      row('Hash', mono(h.hash)),
      row('Time', time(h.timestamp ? toEpochMs(Number(h.timestamp)) : undefined)),
      row('Round / epoch', text(h.round ? `${h.round} / ${h.epoch ?? '?'}` : undefined)),
      row('Transactions', text(h.numTxs)),
      row('Fees', amount(h.accumulatedFees, DENOM)),
      row('Developer fees', amount(h.developerFees, DENOM)),
      row('Status', text(h.status)),
      row(
        'Previous hyperblock',
        prev
          ? link('block', network, prev, `${prev} (${h.prevBlockHash?.slice(0, 12) ?? ''}…)`)
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

export const shardedHyperblockTxs: Adapter = (body, { network }) => {
  const h = data(hyperblock, body).hyperblock
  return {
    kind: 'table',
    columns: TX_COLUMNS,
    rows: (h.transactions ?? []).map((t) => txRowOf(network, t)),
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
    accumulatedFees: z.optional(z.string()),
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

export const shardedBlock: Adapter = (body) => {
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
      row('Fees', amount(b.accumulatedFees, DENOM)),
      row('Status', text(b.status)),
      row('Previous block hash', mono(b.prevBlockHash)),
    ],
    b.nonce,
  )
}

export const shardedBlockTxs: Adapter = (body, { network }) => {
  const b = data(shardBlock, body).block
  const txs = (b.miniBlocks ?? []).flatMap((m) => m.transactions ?? [])
  return {
    kind: 'table',
    columns: TX_COLUMNS,
    rows: txs.map((t) => txRowOf(network, t)),
    empty: 'No transactions.',
    height: b.nonce,
  }
}

const address = z.looseObject({
  account: z.looseObject({
    address: z.string(),
    nonce: num,
    balance: z.string(),
    username: z.nullish(z.string()),
    code: z.nullish(z.string()),
    codeHash: z.nullish(z.string()),
    rootHash: z.nullish(z.string()),
    developerReward: z.nullish(z.string()),
    ownerAddress: z.nullish(z.string()),
  }),
  blockInfo: z.nullish(z.looseObject({ nonce: z.optional(num), hash: z.optional(z.string()) })),
})

export const shardedAccount: Adapter = (body, { network }) => {
  const { account: a, blockInfo } = data(address, body)
  return kv(
    [
      row('Address', mono(a.address)),
      row('Balance', amount(a.balance, DENOM)),
      row('Nonce', text(a.nonce)),
      row('Username', text(a.username)),
      row('Contract', text(a.code ? `yes (${(a.code.length / 2) | 0} bytes of code)` : 'no')),
      row('Owner', a.ownerAddress ? link('account', network, a.ownerAddress) : { type: 'empty' }),
      row('Developer reward', amount(a.developerReward, DENOM)),
      row('Code hash', mono(a.codeHash)),
    ],
    blockInfo?.nonce,
  )
}

export const shardedShard: Adapter = (body) => {
  const d = data(z.looseObject({ shardID: num }), body)
  return kv([row('Shard', text(shardName(d.shardID)))])
}

const tokens = z.looseObject({
  esdts: z.optional(
    z.record(z.string(), z.looseObject({ tokenIdentifier: z.optional(z.string()), balance: z.string() })),
  ),
  tokens: z.optional(
    z.record(z.string(), z.looseObject({ tokenIdentifier: z.optional(z.string()), balance: z.string() })),
  ),
})

export const shardedTokens: Adapter = (body) => {
  const d = data(tokens, body)
  const map = d.esdts ?? d.tokens ?? {}
  return {
    kind: 'table',
    columns: [
      { key: 'id', label: 'Token' },
      { key: 'balance', label: 'Balance (base units)', numeric: true },
    ],
    rows: Object.entries(map).map(([id, tk]) => ({
      id: mono(tk.tokenIdentifier ?? id),
      balance: amount(tk.balance, tk.tokenIdentifier ?? id),
    })),
    empty: 'No tokens.',
  }
}

/** `/network/config`, `/network/economics`, `/about`: the envelope's single object as rows. */
export const shardedRecord: Adapter = (body, ctx) => {
  const env = parse(z.looseObject({ data: z.unknown() }), body)
  return recordAdapter(env.data, ctx)
}

/** The metachain head as the gateway's state block of an address query (there is no status operation). */
export const shardedHead: Adapter = (body, { network }) => {
  const d = data(
    z.looseObject({
      blockInfo: z.looseObject({ nonce: num, hash: z.optional(z.string()), rootHash: z.optional(z.string()) }),
    }),
    body,
  )
  return kv(
    [
      row('Latest hyperblock', link('block', network, d.blockInfo.nonce)),
      row('Hash', mono(d.blockInfo.hash)),
      row('State root', mono(d.blockInfo.rootHash)),
    ],
    d.blockInfo.nonce,
  )
}
