import type { Address, SignedTransaction } from 'algosdk'
import { addrStr, optAddr } from './addr'
import type { Effects } from './apply'
import type { TxRecord } from './records'
import type { SigType } from './state'

/**
 * A committed transaction as the node and the indexer look it up: every address it touches in any role (the
 * indexer's `address` search matches them all), the asset and application it names or created.
 */
export function txRecord(
  id: string,
  stxn: SignedTransaction,
  sigType: SigType,
  fx: Effects,
  round: number,
  roundTime: number,
  offset: number,
): TxRecord {
  const t = stxn.txn
  const s = (a: Address | undefined) => (a ? [addrStr(a)] : [])
  const receivers = [...s(t.payment?.receiver), ...s(t.assetTransfer?.receiver)]
  const closeTo = [...s(t.payment?.closeRemainderTo), ...s(t.assetTransfer?.closeRemainderTo)]
  const freezeTarget = optAddr(t.assetFreeze?.freezeAccount)
  const appId = t.applicationCall ? t.applicationCall.appIndex || fx.createdApp : undefined
  const assetId =
    t.assetTransfer?.assetIndex ??
    t.assetFreeze?.assetIndex ??
    (t.assetConfig ? t.assetConfig.assetIndex || fx.createdAsset : undefined)
  const addresses = [
    ...new Set([
      addrStr(t.sender),
      ...receivers,
      ...closeTo,
      ...s(t.assetTransfer?.assetSender),
      ...(freezeTarget ? [freezeTarget] : []),
      ...s(t.rekeyTo),
      ...s(t.heartbeat?.address),
      ...(t.applicationCall?.accounts ?? []).map(addrStr),
    ]),
  ]
  return {
    stxn,
    id,
    round,
    offset,
    roundTime,
    sigType,
    ...fx,
    addresses,
    receivers,
    closeTo,
    freezeTarget,
    assetId,
    appId,
  }
}

/** The ledger's lookups that a new record joins. */
export interface TxLookups {
  readonly txs: TxRecord[]
  readonly byId: Map<string, TxRecord>
  readonly byAddress: Map<string, number[]>
  readonly byAsset: Map<bigint, number[]>
  readonly byApp: Map<bigint, number[]>
}

export function indexTx(l: TxLookups, rec: TxRecord): void {
  const idx = l.txs.length
  l.txs.push(rec)
  l.byId.set(rec.id, rec)
  for (const a of rec.addresses) push(l.byAddress, a, idx)
  if (rec.assetId !== undefined) push(l.byAsset, rec.assetId, idx)
  if (rec.appId !== undefined) push(l.byApp, rec.appId, idx)
}

function push<K>(m: Map<K, number[]>, k: K, v: number): void {
  const a = m.get(k)
  if (a) a.push(v)
  else m.set(k, [v])
}
