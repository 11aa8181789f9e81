import 'server-only'
import { link, text } from '@/lib/explorer/view'
import { gatewayOfKind, type NetworkId } from '@/lib/networks'
import { pct } from './cosmos'
import { lastHeights, tryGet } from './fetch'
import { arr, obj, str } from '@/lib/format/json-read'
import { averageBlockSec, chartOf, type BlockRow, type Overview, type Stat } from './model'
import { ledgerTxRow, native } from './ledger-rows'

const WINDOW = 10
export async function ledgerOverviewData(network: NetworkId): Promise<Overview> {
  const g = gatewayOfKind(network, 'node')!
  const indexer = gatewayOfKind(network, 'indexer')
  const [status, supply] = await Promise.all([
    tryGet({ gateway: g, opId: 'node.status' }),
    tryGet({ gateway: g, opId: 'node.ledger.supply' }),
  ])
  const round = str(obj(status)['last-round'])
  // The indexer follows the node: start from the round both have.
  const bodies = round
    ? await Promise.all(
        lastHeights(round, WINDOW).map((r) =>
          indexer ? tryGet({ gateway: indexer, opId: 'indexer.blocks.get', path: { 'round-number': r } }) : undefined,
        ),
      )
    : []
  const blocks: BlockRow[] = []
  const raw: Record<string, unknown>[] = []
  for (const b of bodies.map(obj)) {
    const r = str(b.round)
    if (!r) continue
    const ts = Number(str(b.timestamp))
    const txs = arr(b.transactions).map(obj)
    raw.push(...txs)
    blocks.push({
      height: r,
      href: `/${network}/blocks/${r}`,
      proposer: b.proposer ? link('account', network, str(b.proposer)) : { type: 'empty' },
      txs: txs.length,
      ...(Number.isFinite(ts) && ts > 0 && { time: ts * 1000 }),
    })
  }
  const recent = raw.slice(0, WINDOW)
  const assetIds = [
    ...new Set(
      recent.map((t) => str(obj(t['asset-transfer-transaction'])['asset-id'])).filter((x): x is string => !!x),
    ),
  ].slice(0, 5)
  const assets = new Map<string, { decimals: number; unit: string }>()
  await Promise.all(
    assetIds.map(async (id) => {
      const p = obj(obj(await tryGet({ gateway: g, opId: 'node.assets.get', path: { 'asset-id': id } })).params)
      if (p.decimals !== undefined)
        assets.set(id, { decimals: Number(str(p.decimals)), unit: str(p['unit-name']) ?? `asset #${id}` })
    }),
  )
  const s = obj(supply)
  const total = str(s['total-money'])
  const online = str(s['online-money'])
  const avg = averageBlockSec(blocks)
  const stats: Stat[] = [
    ...(round ? [{ label: 'Round', value: link('block', network, round) }] : []),
    ...(avg !== undefined
      ? [
          {
            label: 'Round time',
            value: text(`${avg.toFixed(2)} s`),
            note: `average of the last ${blocks.length} rounds`,
          },
        ]
      : []),
    ...(blocks.length
      ? [
          {
            label: 'Transactions',
            value: text(String(blocks.reduce((n, b) => n + (b.txs ?? 0), 0))),
            note: `in the last ${blocks.length} rounds`,
          },
        ]
      : []),
    ...(total ? [{ label: 'Total supply', value: native(network, total) }] : []),
    ...(online
      ? [
          {
            label: 'Online stake',
            value: native(network, online),
            ...(total && BigInt(total) > 0n && { note: `${pct(BigInt(online), BigInt(total))} of the supply` }),
            history: '/supply?token=ledger#history',
          },
        ]
      : []),
  ]
  return {
    stats,
    blocks: { rows: blocks },
    txs: { rows: recent.flatMap((t) => ledgerTxRow(network, t, assets) ?? []) },
    chart: chartOf(blocks),
  }
}
