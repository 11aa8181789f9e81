/** A hyperblock transaction as an overview row (also the index's reading of it): pure, no gateway calls. */
import { amount, link } from '@/lib/explorer/view'
import { getNetwork, type NetworkId } from '@/lib/networks'
import { str } from '@/lib/format/json-read'
import type { TxRow } from './model'

const METACHAIN = '4294967295'
const shard = (s: unknown) => (str(s) === METACHAIN ? 'metachain' : `shard ${str(s)}`)

const KIND_WORDS: Record<string, string> = {
  MoveBalance: 'Transfer',
  SCInvoking: 'Contract call',
  SCDeployment: 'Contract deployment',
  BuiltInFunctionCall: 'Built-in function',
  RelayedTx: 'Relayed transaction',
  RelayedTxV2: 'Relayed transaction',
}

/** A hyperblock transaction as an overview row. */
export function shardedTxRow(
  network: NetworkId,
  t: Record<string, unknown>,
  decimals: number,
  time?: number,
): TxRow | undefined {
  const hash = str(t.hash)
  if (!hash) return undefined
  const d = getNetwork(network).denom
  const fee =
    str(t.fee) ??
    (t.gasUsed !== undefined && t.gasPrice !== undefined
      ? (BigInt(str(t.gasUsed)!) * BigInt(str(t.gasPrice)!)).toString()
      : undefined)
  const kind = str(t.processingTypeOnSource) ?? str(t.type) ?? 'Transaction'
  const words = KIND_WORDS[kind] ?? kind.replace(/([a-z])([A-Z])/g, '$1 $2')
  const route =
    t.sourceShard !== undefined && str(t.sourceShard) !== str(t.destinationShard)
      ? `${shard(t.sourceShard)} → ${shard(t.destinationShard)}`
      : undefined
  const status = str(t.status)
  return {
    hash,
    href: `/${network}/txs/${hash}`,
    type: words,
    ...(route && { route }),
    from: link('account', network, str(t.sender)),
    to: link('account', network, str(t.receiver)),
    amount: amount(str(t.value), d.base, decimals, d.display),
    fee: amount(fee, d.base, decimals, d.display),
    ...(status && { ok: status === 'success' || status === 'executed' }),
    ...(time !== undefined && { time }),
  }
}
