import { encodeAddress } from 'algosdk'
import { FEE_SINK, GENESIS_ID, REWARDS_POOL } from '../ledger/constants'
import type { Ledger } from '../ledger/ledger'
import type { BlockRecord, TxRecord } from '../ledger/records'
import { addrOf } from '../ledger/addr'
import type { Format } from '../wire'

/** algod's block in msgpack short keys (`rnd`, `ts`, `txns`, ...), as a tree for `tree()` to encode. */
export function blockTree(ledger: Ledger, b: BlockRecord, headerOnly: boolean, format: Format): Map<string, unknown> {
  // A block digest: `blk-` base32 text in JSON, raw bytes in msgpack.
  const prev = format === 'json' ? (b.round > 0 ? `blk-${encodeAddress(b.prevHash).slice(0, 52)}` : '') : b.prevHash
  const h = new Map<string, unknown>([
    ['rnd', BigInt(b.round)],
    ['prev', prev],
    ['seed', b.seed],
    ['txn', b.txnRoot],
    ['txn256', b.txnRoot256],
    ['ts', BigInt(b.timestamp)],
    ['gen', GENESIS_ID],
    ['gh', ledger.genesisHash],
    ['prp', addrOf(b.proposer)],
    ['fc', b.feesCollected],
    ['bi', 10_000_000n],
    ['pp', b.feesCollected / 2n],
    ['fees', addrOf(FEE_SINK)],
    ['rwd', addrOf(REWARDS_POOL)],
    ['rwcalr', 500_000n],
    ['proto', b.protocol],
    ['tc', b.txnCounter],
    // v42 block fields (load, congestion tax): only after the upgrade round.
    ['ld', b.v42 ? b.load : undefined],
    ['ct', b.v42 ? b.congestionTax : undefined],
  ])
  if (!headerOnly) h.set('txns', ledger.blockTxs(b).map(inBlock))
  return h
}

/** A transaction as stored in a block: genesis fields dropped from the txn (hgi/hgh) and its apply data. */
export function inBlock(rec: TxRecord): Map<string, unknown> {
  const data = rec.stxn.toEncodingData()
  const txn = new Map(data.get('txn') as Map<string, unknown>)
  txn.delete('gen')
  txn.delete('gh')
  data.set('txn', txn)
  data.set('hgi', true)
  data.set('ca', rec.closeAmount)
  data.set('aca', rec.assetCloseAmount)
  data.set('caid', rec.createdAsset)
  data.set('apid', rec.createdApp)
  if (rec.globalDelta || rec.logs) {
    // go-algorand types logs, state keys and byte values as Go strings: msgpack str holding raw bytes.
    const raw = (b: Uint8Array) => Buffer.from(b).toString('latin1')
    const gd = new Map(
      [...(rec.globalDelta ?? [])].map(([k, v]) => [
        raw(Buffer.from(k, 'base64')),
        new Map<string, unknown>([
          ['at', v.type === 1 ? 1 : 2],
          ['bs', raw(v.bytes)],
          ['ui', v.uint],
        ]),
      ]),
    )
    data.set(
      'dt',
      new Map<string, unknown>([
        ['gd', gd],
        ['lg', rec.logs?.map(raw)],
      ]),
    )
  }
  return data
}
