import { METACHAIN, SHARDS } from './address'
import { bigToBytes, parseCallData } from './contract'
import { CHAIN_ID, feeFor } from './fees'
import { hashHex } from '../primitives/hash'
import { ROUNDS_PER_EPOCH, type LedgerTx, type ShardedLedger } from './ledger'
import { smartContractResults, transactionLogs } from './results'
import { itemIdentifier, parseNftTransfer } from './nfts'
import { parseEsdtTransfer } from './tokens'

/** JSON shapes of the real proxy (mx-chain-core-go `data/api`), built from the devnet ledger. */

export function blockInfo(l: ShardedLedger, shard: number) {
  const nonce = l.latestNonce(shard)
  return { nonce, hash: l.blockHash(shard, nonce), rootHash: l.stateRoot(shard, nonce) }
}

/**
 * ApiTransactionResult: decimal-string amounts, base64 data, status, where it was included and, once the next
 * metachain block exists, where it was notarized. `withResults` adds the smart-contract results and logs.
 */
export function txView(l: ShardedLedger, tx: LedgerTx, withResults = false) {
  const inc = tx.inclusion
  const call =
    tx.receiver === l.contract.address ? parseCallData(Buffer.from(tx.data, 'base64').toString('utf8')) : undefined
  const esdt = parseEsdtTransfer(Buffer.from(tx.data, 'base64').toString('utf8'))
  const nft = esdt ? undefined : parseNftTransfer(Buffer.from(tx.data, 'base64').toString('utf8'), l.addresses)
  const processing = call ? 'SCInvoking' : esdt || nft ? 'BuiltInFunctionCall' : 'MoveBalance'
  const notarized = inc && inc.metaNonce <= l.latestNonce(METACHAIN)
  const metaHash = inc ? l.blockHash(METACHAIN, inc.metaNonce) : ''
  const results = withResults ? smartContractResults(l, tx) : []
  const logs = withResults
    ? (transactionLogs(l, tx) ?? (esdt && esdtLogs(l, tx, esdt)) ?? (nft && nftLogs(l, tx, nft)))
    : undefined
  return {
    type: 'normal',
    processingTypeOnSource: processing,
    processingTypeOnDestination: processing,
    hash: tx.hash,
    nonce: tx.nonce,
    round: inc?.round ?? 0,
    epoch: inc ? l.epochOf(inc.round) : 0,
    value: tx.value.toString(),
    receiver: tx.receiver,
    sender: tx.sender,
    ...(tx.senderUsername ? { senderUsername: tx.senderUsername } : {}),
    ...(tx.receiverUsername ? { receiverUsername: tx.receiverUsername } : {}),
    gasPrice: tx.gasPrice,
    gasLimit: tx.gasLimit,
    ...(inc ? { gasUsed: tx.gasUsed } : {}),
    ...(tx.data ? { data: tx.data } : {}),
    signature: tx.signature,
    sourceShard: tx.sourceShard,
    destinationShard: tx.destinationShard,
    ...(inc
      ? {
          blockNonce: inc.nonce,
          blockHash: l.blockHash(inc.shard, inc.nonce),
          miniblockType: 'TxBlock',
          miniblockHash: inc.miniblockHash,
          timestamp: l.timestampOf(inc.round),
        }
      : {}),
    ...(notarized
      ? {
          notarizedAtSourceInMetaNonce: inc.metaNonce,
          NotarizedAtSourceInMetaHash: metaHash,
          notarizedAtDestinationInMetaNonce: inc.metaNonce,
          notarizedAtDestinationInMetaHash: metaHash,
          hyperblockNonce: inc.metaNonce,
          hyperblockHash: metaHash,
        }
      : {}),
    ...(results.length ? { smartContractResults: results } : {}),
    ...(logs ? { logs } : {}),
    status: tx.status,
    operation: esdt ? 'ESDTTransfer' : nft ? 'ESDTNFTTransfer' : 'transfer',
    ...(call ? { function: call.func } : {}),
    ...(esdt ? { tokens: [esdt.identifier], esdtValues: [esdt.amount.toString()], receivers: [tx.receiver] } : {}),
    // An item moves to the destination the data names; the transaction itself goes to the sender.
    ...(nft
      ? {
          tokens: [itemIdentifier(nft.collection, nft.nonce)],
          esdtValues: [nft.quantity.toString()],
          receivers: [nft.to],
          receiversShardIDs: [l.addresses.shardOf(nft.to)],
        }
      : {}),
    initiallyPaidFee: feeFor(tx, tx.gasLimit).toString(),
    fee: (inc ? tx.fee : feeFor(tx, tx.gasLimit)).toString(),
    chainID: tx.chainID,
    version: tx.version,
    options: tx.options,
  }
}

/**
 * The ESDTTransfer event an executed token transfer logs (topics: identifier, nonce, amount, receiver's public
 * key), or signalError with the reason when it failed.
 */
function esdtLogs(l: ShardedLedger, tx: LedgerTx, esdt: { identifier: string; amount: bigint }) {
  if (tx.status === 'pending') return undefined
  const b64 = (b: Uint8Array | string) => Buffer.from(b).toString('base64')
  const event =
    tx.status === 'success'
      ? {
          address: tx.sender,
          identifier: 'ESDTTransfer',
          topics: [b64(esdt.identifier), '', b64(bigToBytes(esdt.amount)), b64(l.addresses.decode(tx.receiver))],
          data: null,
          additionalData: null,
        }
      : { address: tx.sender, identifier: 'signalError', topics: [b64(l.addresses.decode(tx.sender))], data: null }
  return { address: tx.sender, events: [event] }
}

/** The ESDTNFTTransfer event (topics: collection, nonce, quantity, destination key), or signalError. */
function nftLogs(
  l: ShardedLedger,
  tx: LedgerTx,
  nft: { collection: string; nonce: number; quantity: bigint; to: string },
) {
  if (tx.status === 'pending') return undefined
  const b64 = (b: Uint8Array | string) => Buffer.from(b).toString('base64')
  const event =
    tx.status === 'success'
      ? {
          address: tx.sender,
          identifier: 'ESDTNFTTransfer',
          topics: [
            b64(nft.collection),
            b64(bigToBytes(BigInt(nft.nonce))),
            b64(bigToBytes(nft.quantity)),
            b64(l.addresses.decode(nft.to)),
          ],
          data: null,
          additionalData: null,
        }
      : { address: tx.sender, identifier: 'signalError', topics: [b64(l.addresses.decode(tx.sender))], data: null }
  return { address: tx.sender, events: [event] }
}

/** A contract call's result looked up by its own hash: an `unsigned` transaction from the contract. */
export function resultView(l: ShardedLedger, tx: LedgerTx) {
  const scr = smartContractResults(l, tx)[0]!
  const inc = tx.inclusion!
  return {
    type: 'unsigned',
    processingTypeOnSource: 'MoveBalance',
    processingTypeOnDestination: 'MoveBalance',
    hash: scr.hash,
    nonce: scr.nonce,
    round: inc.round,
    epoch: l.epochOf(inc.round),
    value: String(scr.value),
    receiver: scr.receiver,
    sender: scr.sender,
    gasPrice: scr.gasPrice,
    data: Buffer.from(scr.data, 'utf8').toString('base64'),
    previousTransactionHash: tx.hash,
    originalTransactionHash: tx.hash,
    ...('returnMessage' in scr ? { returnMessage: scr.returnMessage } : {}),
    sourceShard: tx.destinationShard,
    destinationShard: tx.sourceShard,
    blockNonce: inc.nonce,
    blockHash: l.blockHash(inc.shard, inc.nonce),
    miniblockType: 'SmartContractResultBlock',
    timestamp: l.timestampOf(inc.round),
    status: 'success',
    operation: 'transfer',
    callType: 'directCall',
    options: 0,
  }
}

/** `/network/status/{shard}` metrics (mx-chain-go statusMetrics NetworkMetrics) of a shard or the metachain. */
export function networkStatus(l: ShardedLedger, shard: number) {
  const nonce = l.latestNonce(shard)
  const epoch = l.epochOf(l.round)
  const roundAtEpochStart = epoch * ROUNDS_PER_EPOCH
  const nonceAtEpochStart = Math.max(0, l.nonceAt(shard, roundAtEpochStart))
  const timestamp = l.timestampOf(l.round)
  // The metachain reports the shard nonces it notarized last; a shard the metachain nonce it follows.
  const crossCheck =
    shard === METACHAIN
      ? SHARDS.map((s) => `${s}: ${Math.max(0, l.nonceAt(s, l.round - 1))}, `).join('')
      : `meta ${l.latestNonce(METACHAIN)}`
  return {
    erd_block_timestamp: timestamp,
    erd_block_timestamp_ms: timestamp * 1000,
    erd_cross_check_block_height: crossCheck,
    erd_current_round: l.round,
    erd_epoch_number: epoch,
    erd_highest_final_nonce: Math.max(0, nonce - 1),
    erd_nonce: nonce,
    erd_nonce_at_epoch_start: nonceAtEpochStart,
    erd_nonces_passed_in_current_epoch: nonce - nonceAtEpochStart,
    erd_round_at_epoch_start: roundAtEpochStart,
    erd_rounds_passed_in_current_epoch: l.round - roundAtEpochStart,
    erd_rounds_per_epoch: ROUNDS_PER_EPOCH,
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
    chainID: CHAIN_ID,
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
