/** Cosmos block adapters: header fields and the block's transactions. */
import * as z from 'zod/mini'
import { sha256 } from '@noble/hashes/sha2.js'
import { proposerAddress } from '@/lib/format/address'
import { base64ToBytes, base64ToHex, bytesToHex } from '@/lib/format/hex'
import { toEpochMs } from '@/lib/format/time'
import { chainOf, coinAmount } from '../chain'
import { parse } from '../common'
import {
  kv,
  link,
  list,
  mono,
  row,
  text,
  time,
  type Adapter,
  type AdapterContext,
  type Field,
  type View,
  validator,
} from '../view'
import { coinsOf, shortType } from './messages'
import { block as blockSchema, blockResponse, blockTxsResponse } from './schemas'

type Block = z.output<typeof blockSchema>

/** Tx hash = upper-case hex SHA-256 of the raw tx bytes (base64 in block.data.txs). */
export function txHashOf(b64: string): string | undefined {
  try {
    return bytesToHex(sha256(base64ToBytes(b64))).toUpperCase()
  } catch {
    return undefined
  }
}

function valcons(ctx: AdapterContext, raw: string | undefined): Field {
  if (!raw) return { type: 'empty' }
  const address = proposerAddress(raw, chainOf(ctx).address)
  return address ? validator(address) : mono(raw)
}

function headerView(ctx: AdapterContext, blk: Block, hash: string | null | undefined, txCount: number): View {
  const { network } = ctx
  const h = blk.header
  const prev = h.last_block_id?.hash
  return kv(
    [
      // Linked: on an overview this is the only way from the latest block to its page.
      row('Height', link('block', network, h.height)),
      row('Block hash', mono(hash ? (base64ToHex(hash) ?? hash) : undefined)),
      row('Time', time(toEpochMs(h.time))),
      row('Chain id', text(h.chain_id)),
      row('Proposer', valcons(ctx, h.proposer_address)),
      row('Transactions', text(String(txCount))),
      row('Previous block hash', mono(prev ? (base64ToHex(prev) ?? prev) : undefined)),
      row('App hash', mono(h.app_hash ? base64ToHex(h.app_hash) : undefined)),
      row('Validators hash', mono(h.validators_hash ? base64ToHex(h.validators_hash) : undefined)),
      row(
        'Commit signatures',
        text(blk.last_commit?.signatures ? String(blk.last_commit.signatures.length) : undefined),
      ),
    ],
    h.height,
  )
}

/** `/blocks/latest`, `/blocks/{height}`: header. */
export const cosmosBlock: Adapter = (body, ctx) => {
  const b = parse(blockResponse, body)
  const blk = b.sdk_block ?? b.block
  if (!blk) throw new Error('the answer has no block')
  return headerView(ctx, blk, b.block_id?.hash, blk.data?.txs?.length ?? 0)
}

/** Raw tx hashes of a block (no decoded txs on this gateway): links to the tx pages. */
export const cosmosBlockTxHashes: Adapter = (body, { network }) => {
  const b = parse(blockResponse, body)
  const blk = b.sdk_block ?? b.block
  const txs = blk?.data?.txs ?? []
  return {
    kind: 'table',
    columns: [
      { key: 'i', label: '#' },
      { key: 'hash', label: 'Hash' },
      { key: 'size', label: 'Size (bytes)', numeric: true },
    ],
    rows: txs.map((t, i) => ({
      i: text(String(i)),
      hash: link('tx', network, txHashOf(t)),
      size: text(String(Math.floor((t.length * 3) / 4))),
    })),
    empty: 'This block has no transactions.',
    ...(blk && { height: blk.header.height }),
  }
}

/** `/txs/block/{height}` header part. */
export const cosmosBlockTxsHeader: Adapter = (body, ctx) => {
  const b = parse(blockTxsResponse, body)
  const blk = b.sdk_block ?? b.block
  if (!blk) throw new Error('the answer has no block')
  return headerView(ctx, blk, b.block_id?.hash, blk.data?.txs?.length ?? b.txs?.length ?? 0)
}

/** `/txs/block/{height}` transactions: hash, message types, fee, memo. Paged by the gateway. */
export const cosmosBlockTxs: Adapter = (body, ctx) => {
  const { network } = ctx
  const b = parse(blockTxsResponse, body)
  const blk = b.sdk_block ?? b.block
  const raw = blk?.data?.txs ?? []
  const txs = b.txs ?? []
  // The decoded txs are a page of the block; raw bytes cover the whole block, in the same order.
  const offset = txs.length === raw.length ? 0 : undefined
  return {
    kind: 'table',
    columns: [
      { key: 'hash', label: 'Hash' },
      { key: 'type', label: 'Messages' },
      { key: 'fee', label: 'Fee', numeric: true },
      { key: 'memo', label: 'Memo' },
    ],
    rows: txs.map((t, i) => {
      const rawTx = offset !== undefined ? raw[i + offset] : undefined
      return {
        hash: rawTx ? link('tx', network, txHashOf(rawTx)) : { type: 'empty' },
        type: list(t.body.messages.map((m) => text(shortType(m['@type'])))),
        fee: list(coinsOf(t.auth_info?.fee?.amount).map((c) => coinAmount(ctx, c.amount, c.denom))),
        memo: text(t.body.memo),
      }
    }),
    next: b.pagination?.next_key ?? null,
    empty: 'This block has no transactions.',
    ...(blk && { height: blk.header.height }),
  }
}
