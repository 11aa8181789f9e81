import { METACHAIN, SHARDS } from './address'
import { hashHex, ROUNDS_PER_EPOCH, type LedgerTx, type ShardedLedger } from './ledger'

/** JSON shapes of the real proxy (mx-chain-core-go `data/api`), built from the devnet ledger. */

export function blockInfo(l: ShardedLedger, shard: number) {
  const nonce = l.latestNonce(shard)
  return { nonce, hash: l.blockHash(shard, nonce), rootHash: l.stateRoot(shard, nonce) }
}

/** ApiTransactionResult: decimal-string amounts, base64 data, status, and where it was included. */
export function txView(l: ShardedLedger, tx: LedgerTx) {
  const inc = tx.inclusion
  const scCall = tx.receiver === l.contract.address
  const processing = scCall ? 'SCInvoking' : 'MoveBalance'
  const metaHash = inc ? l.blockHash(METACHAIN, inc.metaNonce) : undefined
  return {
    type: 'normal',
    processingTypeOnSource: processing,
    processingTypeOnDestination: processing,
    hash: tx.hash,
    nonce: tx.nonce,
    ...(inc ? { round: inc.round, epoch: l.epochOf(inc.round) } : {}),
    value: tx.value.toString(),
    receiver: tx.receiver,
    sender: tx.sender,
    gasPrice: tx.gasPrice,
    gasLimit: tx.gasLimit,
    gasUsed: tx.gasUsed || tx.gasLimit,
    ...(tx.data ? { data: tx.data } : {}),
    signature: tx.signature,
    sourceShard: tx.sourceShard,
    destinationShard: tx.destinationShard,
    ...(inc && metaHash
      ? {
          blockNonce: inc.nonce,
          blockHash: l.blockHash(inc.shard, inc.nonce),
          notarizedAtSourceInMetaNonce: inc.metaNonce,
          NotarizedAtSourceInMetaHash: metaHash,
          notarizedAtDestinationInMetaNonce: inc.metaNonce,
          notarizedAtDestinationInMetaHash: metaHash,
          miniblockType: 'TxBlock',
          miniblockHash: inc.miniblockHash,
          hyperblockNonce: inc.metaNonce,
          hyperblockHash: metaHash,
          timestamp: l.timestampOf(inc.round),
        }
      : {}),
    status: tx.status,
    operation: 'transfer',
    ...(scCall ? { function: 'add' } : {}),
    initiallyPaidFee: (BigInt(tx.gasLimit) * BigInt(tx.gasPrice)).toString(),
    fee: (tx.fee || BigInt(tx.gasLimit) * BigInt(tx.gasPrice)).toString(),
    chainID: tx.chainID,
    version: tx.version,
    options: tx.options,
  }
}

function miniBlocks(l: ShardedLedger, txs: LedgerTx[], withTxs: boolean) {
  const groups = new Map<string, LedgerTx[]>()
  for (const tx of txs) {
    const hash = tx.inclusion!.miniblockHash
    groups.set(hash, [...(groups.get(hash) ?? []), tx])
  }
  return [...groups].map(([hash, group]) => ({
    hash,
    type: 'TxBlock',
    processingType: 'Normal',
    constructionState: 'Final',
    sourceShard: group[0]!.sourceShard,
    destinationShard: group[0]!.destinationShard,
    ...(withTxs ? { transactions: group.map((t) => txView(l, t)) } : {}),
  }))
}

const sig = (l: ShardedLedger, ...label: (string | number)[]) =>
  hashHex(l.seed, ...label) + hashHex(l.seed, 'more', ...label)

/** Shard block or metachain block: header fields derived from (seed, shard, nonce). */
export function blockView(l: ShardedLedger, shard: number, nonce: number, withTxs: boolean) {
  const round = l.roundOf(shard, nonce)
  const txs = shard === METACHAIN ? [] : l.txsOf(shard, nonce)
  const base = {
    nonce,
    round,
    epoch: l.epochOf(round),
    shard,
    numTxs: txs.length,
    hash: l.blockHash(shard, nonce),
    prevBlockHash: l.blockHash(shard, nonce - 1),
    stateRootHash: l.stateRoot(shard, nonce),
    accumulatedFees: l.feesOf(shard, nonce).toString(),
    developerFees: '0',
    status: 'on-chain',
    randSeed: sig(l, 'rand', shard, nonce),
    prevRandSeed: sig(l, 'rand', shard, nonce - 1),
    pubKeyBitmap: 'ff01',
    signature: sig(l, 'sig', shard, nonce),
    leaderSignature: sig(l, 'leader', shard, nonce),
    chainID: 'D',
    softwareVersion: '32',
    receiptsHash: l.stateRoot(shard, -nonce),
    reserved: '',
    timestamp: l.timestampOf(round),
    miniBlocks: miniBlocks(l, txs, withTxs),
  }
  if (shard !== METACHAIN) return base
  return { ...base, notarizedBlocks: notarized(l, round) }
}

/** The shard blocks a metachain block of `round` notarizes: each shard's block of the previous round. */
function notarized(l: ShardedLedger, round: number) {
  return SHARDS.flatMap((shard) => {
    const nonce = l.nonceAt(shard, round - 1)
    return nonce >= 1 ? [{ hash: l.blockHash(shard, nonce), nonce, round: round - 1, shard }] : []
  })
}

export function hyperblockView(l: ShardedLedger, metaNonce: number) {
  const round = l.roundOf(METACHAIN, metaNonce)
  const shardBlocks = notarized(l, round)
  const txs = shardBlocks.flatMap((b) => l.txsOf(b.shard, b.nonce))
  const fees = shardBlocks.reduce((a, b) => a + l.feesOf(b.shard, b.nonce), 0n)
  const epoch = l.epochOf(round)
  let epochFees = 0n
  for (let r = Math.max(1, epoch * ROUNDS_PER_EPOCH); r <= round; r++)
    for (const s of SHARDS) epochFees += l.feesOf(s, l.nonceAt(s, r - 1))
  return {
    hash: l.blockHash(METACHAIN, metaNonce),
    prevBlockHash: l.blockHash(METACHAIN, metaNonce - 1),
    stateRootHash: l.stateRoot(METACHAIN, metaNonce),
    nonce: metaNonce,
    round,
    epoch,
    numTxs: txs.length,
    accumulatedFees: fees.toString(),
    developerFees: '0',
    accumulatedFeesInEpoch: epochFees.toString(),
    developerFeesInEpoch: '0',
    timestamp: l.timestampOf(round),
    shardBlocks,
    transactions: txs.map((t) => txView(l, t)),
    status: 'on-chain',
  }
}
