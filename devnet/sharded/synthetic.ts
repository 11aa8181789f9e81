import { rng } from '../primitives/random'
import { CHAIN_ID, GAS_PER_DATA_BYTE, MIN_GAS_LIMIT, MIN_GAS_PRICE } from './fees'
import { hashHex } from '../primitives/hash'
import type { LedgerTx, LedgerView } from './records'
import { ESDT_TRANSFER_GAS } from './execute'
import { nftTransferData } from './nfts'
import { esdtTransferData } from './tokens'
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
  out.push(...tokenTransfers(l, local, shard, nonce, round, out))
  out.push(...nftTransfers(l, local, shard, nonce, round, out))
  return out
}

/**
 * Now and then a named account sends part of a token it holds to another (ESDTTransfer): what the explorer's own
 * index records as token transfers. Drawn from a stream of its own, so the other traffic stays as it was.
 */
function tokenTransfers(
  l: LedgerView,
  local: LedgerView['named'],
  shard: number,
  nonce: number,
  round: number,
  before: LedgerTx[],
): LedgerTx[] {
  const r = rng(l.seed, 'sharded', 'esdt', shard, nonce)
  if (r.next() >= 0.35) return []
  const token = r.pick(l.tokens)
  const sender = r.pick(local).address
  const held = token.holdings.get(sender) ?? 0n
  const receiver = r.pick(l.named).address
  if (held === 0n || receiver === sender) return []
  const data = Buffer.from(esdtTransferData(token.identifier, r.bigint(held / 10n + 1n) + 1n)).toString('base64')
  return [
    made(l, round, {
      nonce: l.account(sender).nonce + before.filter((t) => t.sender === sender).length,
      value: 0n,
      sender,
      receiver,
      gasLimit: MIN_GAS_LIMIT + GAS_PER_DATA_BYTE * Buffer.from(data, 'base64').length + ESDT_TRANSFER_GAS,
      data,
      signature: placeholderSignature(l, 'esdt', shard, nonce),
    }),
  ]
}

/** Now and then a named account passes an NFT (or some of an SFT) it holds to another (ESDTNFTTransfer to itself). */
function nftTransfers(
  l: LedgerView,
  local: LedgerView['named'],
  shard: number,
  nonce: number,
  round: number,
  before: LedgerTx[],
): LedgerTx[] {
  const r = rng(l.seed, 'sharded', 'nft-transfer', shard, nonce)
  if (r.next() >= 0.2) return []
  const c = r.pick(l.collections)
  const item = r.pick(c.items)
  const held = [...item.holdings].filter(([a, q]) => q > 0n && local.some((n) => n.address === a))
  if (!held.length) return []
  const [sender, qty] = r.pick(held)
  const to = r.pick(l.named).address
  if (to === sender || before.some((t) => t.sender === sender)) return []
  const quantity = c.type === 'NonFungibleESDT' ? 1n : r.bigint(qty) + 1n
  const data = Buffer.from(nftTransferData(c.identifier, item.nonce, quantity, l.addresses.decode(to))).toString(
    'base64',
  )
  return [
    made(l, round, {
      nonce: l.account(sender).nonce,
      value: 0n,
      sender,
      receiver: sender,
      gasLimit: MIN_GAS_LIMIT + GAS_PER_DATA_BYTE * Buffer.from(data, 'base64').length + ESDT_TRANSFER_GAS,
      data,
      signature: placeholderSignature(l, 'nft', shard, nonce),
    }),
  ]
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
