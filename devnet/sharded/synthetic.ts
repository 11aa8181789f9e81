import { rng } from '../primitives/random'
import { CHAIN_ID, GAS_PER_DATA_BYTE, MIN_GAS_LIMIT, MIN_GAS_PRICE } from './fees'
import { hashHex } from './hashes'
import type { LedgerTx, LedgerView } from './records'
import type { TxFields } from './txcodec'

/**
 * The traffic devnet makes by itself: a few move-balance transfers and adder calls per shard block from the
 * named accounts, and the contract owner's keeper call. Their signatures are placeholders (nobody holds those
 * keys); their hashes are real hashes of what they carry.
 */
export function syntheticTxs(l: LedgerView, shard: number, nonce: number, round: number): LedgerTx[] {
  const r = rng(l.seed, 'sharded', 'txs', shard, nonce)
  const local = l.named.filter((n) => n.shard === shard)
  if (!local.length) return []
  const out: LedgerTx[] = []
  // The owner runs a keeper that adds to its contract in every block of the contract's shard, so every
  // hyperblock that notarizes that shard holds a smart-contract call naming the contract.
  if (shard === l.addresses.shardOf(l.contract.address)) {
    const data = Buffer.from(`add@${((nonce % 255) + 1).toString(16).padStart(2, '0')}`).toString('base64')
    out.push(
      made(l, round, {
        nonce: l.account(l.contract.owner).nonce,
        value: 0n,
        sender: l.contract.owner,
        receiver: l.contract.address,
        gasLimit: 5_000_000,
        data,
        signature: placeholderSignature(l, 'keeper', shard, nonce),
      }),
    )
  }
  const count = r.int(0, 3)
  for (let i = 0; i < count; i++) {
    const sender = r.pick(local).address
    const callsContract = r.next() < 0.2
    const receiver = callsContract ? l.contract.address : r.pick(l.named).address
    const state = l.account(sender)
    const data = callsContract
      ? Buffer.from(`add@${r.int(1, 255).toString(16).padStart(2, '0')}`).toString('base64')
      : ''
    out.push(
      made(l, round, {
        nonce: state.nonce + out.filter((t) => t.sender === sender).length,
        value: callsContract ? 0n : r.bigint(state.balance / 100n + 1n),
        sender,
        receiver,
        gasLimit: callsContract ? 5_000_000 : MIN_GAS_LIMIT + GAS_PER_DATA_BYTE * Buffer.from(data, 'base64').length,
        data,
        signature: placeholderSignature(l, 'tx', shard, nonce, i),
      }),
    )
  }
  return out
}

const placeholderSignature = (l: LedgerView, ...label: (string | number)[]) =>
  hashHex(l.seed, 'sharded', 'sig', ...label) + hashHex(l.seed, 'sharded', 'sig2', ...label)

function made(
  l: LedgerView,
  round: number,
  f: Pick<TxFields, 'nonce' | 'value' | 'sender' | 'receiver' | 'gasLimit' | 'data' | 'signature'>,
): LedgerTx {
  const fields: TxFields = { ...f, gasPrice: MIN_GAS_PRICE, chainID: CHAIN_ID, version: 1, options: 0 }
  return {
    ...fields,
    hash: l.hashOf(fields),
    sourceShard: l.addresses.shardOf(f.sender),
    destinationShard: l.addresses.shardOf(f.receiver),
    status: 'pending',
    gasUsed: 0,
    fee: 0n,
    submittedRound: round - 1,
  }
}
