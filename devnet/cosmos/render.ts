import { sha256 } from '../primitives/hash'
import type { Block, Chain } from './chain/chain'
import { txToJson } from './chain/codec'
import { b64, dec } from './chain/hash'
import type { BlockTx } from './chain/tx-events'

type Json = Record<string, unknown>

export const iso = (ms: number) => new Date(ms).toISOString().replace(/\.(\d{3})Z$/, '.$1000000Z')
export const coin = (denom: string, amount: bigint | string) => ({ denom, amount: amount.toString() })
export const heightOf = (chain: Chain) => ({
  revision_number: chain.opts.profile.chainId.split('-').pop() ?? '0',
  revision_height: String(chain.head),
})

function blockId(chain: Chain, h: number): Json {
  if (h < 1) return { hash: '', part_set_header: { total: 0, hash: '' } }
  return { hash: b64(chain.blockHash(h)), part_set_header: { total: 1, hash: b64(sha256(chain.blockHash(h))) } }
}

function header(chain: Chain, b: Block, proposer: string): Json {
  const h = (label: string) => b64(sha256(`${label}/${chain.opts.profile.id}/${b.height}`))
  const valset = b64(sha256(`valset/${chain.opts.profile.id}`))
  return {
    version: { block: '11', app: '0' },
    chain_id: chain.opts.profile.chainId,
    height: String(b.height),
    time: iso(b.time),
    last_block_id: blockId(chain, b.height - 1),
    last_commit_hash: h('last_commit'),
    data_hash: b.txs.length
      ? b64(sha256(Buffer.concat(b.txs.map((t) => Buffer.from(t.hash, 'hex')))))
      : b64(sha256('')),
    validators_hash: valset,
    next_validators_hash: valset,
    consensus_hash: h('consensus'),
    app_hash: h('app'),
    last_results_hash: h('results'),
    evidence_hash: b64(sha256('')),
    proposer_address: proposer,
  }
}

function lastCommit(chain: Chain, b: Block): Json {
  const bonded = chain.opts.profile.bonded
  return {
    height: String(b.height - 1),
    round: 0,
    block_id: blockId(chain, b.height - 1),
    signatures: Array.from({ length: bonded }, (_, v) => {
      // Every 23rd (validator, height) pair missed the block.
      const absent = (v * 31 + b.height) % 23 === 0
      return absent
        ? {
            block_id_flag: 'BLOCK_ID_FLAG_ABSENT',
            validator_address: '',
            timestamp: '0001-01-01T00:00:00Z',
            signature: null,
          }
        : {
            block_id_flag: 'BLOCK_ID_FLAG_COMMIT',
            validator_address: b64(chain.book.consAddressBytes(v)),
            timestamp: iso(b.time - 300 - v),
            signature: b64(sha256(`sig/${v}/${b.height}`)),
          }
    }),
  }
}

/** GetLatestBlock / GetBlockByHeight: deprecated `block` (bytes proposer) and `sdk_block` (bech32 valcons). */
export function blockJson(chain: Chain, b: Block): Json {
  const body = (proposer: string) => ({
    header: header(chain, b, proposer),
    data: { txs: b.txs.map((t) => b64(t.bytes)) },
    evidence: { evidence: [] },
    last_commit: lastCommit(chain, b),
  })
  return {
    block_id: blockId(chain, b.height),
    block: body(b64(chain.book.consAddressBytes(b.proposer))),
    sdk_block: body(chain.book.valcons(b.proposer)),
  }
}

export function blockOnly(chain: Chain, b: Block): Json {
  const { block_id, block } = blockJson(chain, b)
  return { block_id, block }
}

export function headerJson(chain: Chain, b: Block): Json {
  return header(chain, b, b64(chain.book.consAddressBytes(b.proposer)))
}

/** TxResponse of a transaction included in a block. */
export function txResponse(chain: Chain, b: Block, t: BlockTx): Json {
  return {
    height: String(b.height),
    txhash: t.hash,
    codespace: t.codespace,
    code: t.code,
    data: t.code
      ? ''
      : Buffer.from(`0A1E0A1C2F${t.hash.slice(0, 16)}`, 'utf8')
          .toString('hex')
          .toUpperCase(),
    raw_log: t.log,
    logs: [],
    info: '',
    gas_wanted: t.gasWanted.toString(),
    gas_used: t.gasUsed.toString(),
    tx: { '@type': '/cosmos.tx.v1beta1.Tx', ...txToJson(t.tx) },
    timestamp: iso(b.time).replace(/\.\d+Z$/, 'Z'),
    events: t.events,
  }
}

export { dec, b64 }
