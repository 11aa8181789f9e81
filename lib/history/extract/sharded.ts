/**
 * Sharded ledger hyperblocks for the index: one `hyperblock/by-nonce/{nonce}` answer carries every transaction
 * the metachain notarized, with status and fee. Type words from the overview's reading (lib/overview/sharded).
 * A cross-shard transaction is notarized twice (at source and at destination): it is kept once, at destination.
 */
import { getNetwork, type NetworkId } from '@/lib/networks'
import { shardedTxRow } from '@/lib/overview/sharded-rows'
import type { Coin, ExtractedBlock, ExtractedTx, Participant } from '../types'
import { secondsToMs, units } from './common'
import { arr, obj, str } from '@/lib/format/json-read'

/** Smart-contract addresses carry eight zero bytes then the VM type (MultiversX `IsSmartContractAddress`). */
const isContract = (a: string) => a.includes('1qqqqqqqqqqqqqpgq')

/**
 * The tokens a transaction moves, as the gateway's data parser lists them (`tokens`, `esdtValues`): identifiers
 * are the coins' denominations, so the token page finds its transfers among the indexed amounts.
 */
function tokenCoins(t: Record<string, unknown>): Coin[] {
  const values = arr(t.esdtValues)
  return arr(t.tokens).flatMap((id, i) => {
    const amount = units(values[i])
    return typeof id === 'string' && id && amount !== undefined && amount !== '0' ? [{ amount, denom: id }] : []
  })
}

export function shardedBlock(network: NetworkId, body: unknown): ExtractedBlock | undefined {
  const h = obj(obj(obj(body).data).hyperblock ?? obj(body).hyperblock)
  const nonce = units(h.nonce)
  if (nonce === undefined) return undefined
  const { base: denom, exponent } = getNetwork(network).denom
  const txs: ExtractedTx[] = []
  arr(h.transactions).forEach((raw, idx) => {
    const t = obj(raw)
    const hash = str(t.hash)
    if (!hash) return
    const src = units(t.notarizedAtSourceInMetaNonce)
    const dst = units(t.notarizedAtDestinationInMetaNonce)
    if (src !== undefined && dst !== undefined && src !== dst && dst !== nonce) return
    const [sender, receiver] = [str(t.sender), str(t.receiver)]
    // Who the tokens went to, as the gateway's data parser reads the data (an NFT transfer names its destination).
    const moved = [...new Set(arr(t.receivers).map(str))].filter((r): r is string => !!r && r !== sender)
    const participants: Participant[] = []
    if (sender) participants.push({ address: sender, role: 'sender' }, { address: sender, role: 'signer' })
    // An NFT or SFT transfer is sent to oneself with the destination in its data: the sender received nothing.
    const toSelf = receiver === sender && moved.length > 0
    if (receiver && !toSelf)
      participants.push({ address: receiver, role: isContract(receiver) ? 'contract' : 'recipient' })
    const relayer = str(t.relayerAddress)
    if (relayer) participants.push({ address: relayer, role: 'fee payer' })
    else if (sender) participants.push({ address: sender, role: 'fee payer' })
    const value = units(t.value)
    const fee =
      units(t.fee) ??
      (units(t.gasUsed) !== undefined && units(t.gasPrice) !== undefined
        ? (BigInt(units(t.gasUsed)!) * BigInt(units(t.gasPrice)!)).toString()
        : undefined)
    const status = str(t.status)
    const coins = (v: string | undefined): Coin[] => (v !== undefined && v !== '0' ? [{ amount: v, denom }] : [])
    // A token transfer moves `tokens[i]` by `esdtValues[i]` and no native value: the tokens come first.
    const tokens = tokenCoins(t)
    for (const r of moved) if (r !== receiver) participants.push({ address: r, role: 'recipient' })
    txs.push({
      idx,
      hash: hash.toLowerCase(),
      type: tokens.length ? 'Token transfer' : (shardedTxRow(network, t, exponent)?.type ?? 'Transaction'),
      participants,
      amounts: [...tokens, ...coins(value)],
      fee: coins(fee),
      ...(status && { ok: status === 'success' || status === 'executed' }),
    })
  })
  const time = secondsToMs(h.timestamp)
  return {
    height: BigInt(nonce),
    ...(str(h.hash) && { hash: str(h.hash)!.toLowerCase() }),
    ...(str(h.prevBlockHash) && { parentHash: str(h.prevBlockHash)!.toLowerCase() }),
    ...(time !== undefined && { time }),
    txs,
  }
}
