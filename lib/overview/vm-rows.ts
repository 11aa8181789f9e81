/** A VM transaction as an overview row (also the index's reading of it): pure, no gateway calls. */
import { energyAmount, nativeAmount } from '@/lib/explorer/chain'
import type { NetworkId } from '@/lib/networks'
import { amount, link, type Field } from '@/lib/explorer/view'
import { shorten } from '@/lib/format/shorten'
import { arr, obj, str } from '@/lib/format/json-read'
import type { TxRow } from './model'

const vmAmount = (network: NetworkId, raw: string | undefined, token: unknown): Field =>
  token === 0 ? energyAmount({ network }, raw) : nativeAmount({ network }, raw)

/** `transfer(address,uint256)` call data → recipient and raw amount; undefined for anything else. */
export function decodeTokenTransfer(data: string): { to: string; amount: string } | undefined {
  const m = /^0xa9059cbb0{24}([0-9a-f]{40})([0-9a-f]{64})$/i.exec(data)
  return m ? { to: `0x${m[1]!.toLowerCase()}`, amount: BigInt(`0x${m[2]}`).toString() } : undefined
}

export interface TokenInfo {
  decimals: number
  label: string
}

/** A VM transaction (and its receipt) as an overview row: first clause's recipient and value; token transfers decoded. */
export function vmTxRow(
  network: NetworkId,
  tx: unknown,
  receipt: unknown,
  tokens: ReadonlyMap<string, TokenInfo> = new Map(),
): TxRow | undefined {
  const t = obj(tx)
  const id = str(t.id)
  if (!id) return undefined
  const clauses = arr(t.clauses).map(obj)
  const c = clauses[0]
  const data = str(c?.data) ?? '0x'
  const r = obj(receipt)
  const token = c?.to ? decodeTokenTransfer(data) : undefined
  const type = !c
    ? 'No clause'
    : !c.to
      ? 'Contract deployment'
      : token
        ? 'Token transfer'
        : data !== '0x'
          ? 'Contract call'
          : 'Transfer'
  const contract = token ? String(c!.to).toLowerCase() : undefined
  const info = contract ? tokens.get(contract) : undefined
  const ts = Number(obj(t.meta).blockTimestamp)
  return {
    hash: id,
    href: `/${network}/txs/${id}`,
    type: clauses.length > 1 ? `${type} +${clauses.length - 1}` : type,
    from: link('account', network, str(t.origin)),
    to: token ? link('account', network, token.to) : c?.to ? link('account', network, str(c.to)) : { type: 'empty' },
    amount: token
      ? amount(
          token.amount,
          `token ${contract}`,
          info?.decimals ?? 0,
          info?.label ?? `token ${shorten(contract!, 6, 4)}`,
        )
      : c
        ? vmAmount(network, str(c.value), c.token)
        : { type: 'empty' },
    fee: r.paid ? vmAmount(network, str(r.paid), 0) : { type: 'empty' },
    ...(receipt !== undefined && { ok: r.reverted !== true }),
    ...(Number.isFinite(ts) && ts > 0 && { time: ts * 1000 }),
  }
}
