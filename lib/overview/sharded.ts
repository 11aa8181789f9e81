import 'server-only'
import { recordsOf, recordCall } from '@/lib/explorer/records'
import { amount, link, text } from '@/lib/explorer/view'
import { formatDuration } from '@/lib/format/time'
import { shardedHyperblock } from '@/lib/live/summary'
import { getNetwork, type NetworkId } from '@/lib/networks'
import { pct } from './cosmos'
import { lastHeights, tryGet } from './fetch'
import { arr, obj, str } from '@/lib/format/json-read'
import { averageBlockSec, chartOf, type BlockRow, type Overview, type Stat, type TxRow } from './model'
import { shardedTxRow } from './sharded-rows'

const WINDOW = 10

export async function shardedOverviewData(network: NetworkId): Promise<Overview> {
  const g = getNetwork(network).gateways[0]!
  const [headBody, config, economics] = await Promise.all([
    tryGet(recordCall(recordsOf(network).head!)),
    tryGet({ gateway: g, opId: 'sharded.network.config' }),
    tryGet({ gateway: g, opId: 'sharded.network.economics' }),
  ])
  const cfg = obj(obj(obj(config).data).config)
  const eco = obj(obj(obj(economics).data).metrics)
  const decimals = Number(str(cfg.erd_denomination) ?? getNetwork(network).denom.exponent)
  const d = { ...getNetwork(network).denom, exponent: decimals }
  const headNonce = str(obj(obj(obj(headBody).data).blockInfo).nonce)
  const bodies = headNonce
    ? await Promise.all(
        lastHeights(headNonce, WINDOW).map((n) =>
          tryGet({ gateway: g, opId: 'sharded.hyperblock.byNonce', path: { nonce: n } }),
        ),
      )
    : []
  const blocks: BlockRow[] = []
  const txs: TxRow[] = []
  let newest: Record<string, unknown> | undefined
  for (const b of bodies) {
    const s = shardedHyperblock(network, b)
    if (!s) continue
    const hb = obj(obj(obj(b).data).hyperblock)
    newest ??= hb
    blocks.push({
      height: s.height,
      href: `/${network}/blocks/${s.height}`,
      proposer: text(s.shards ? `${s.shards.length} shard blocks` : undefined),
      ...(s.time !== undefined && { time: s.time }),
      ...(s.txs !== undefined && { txs: s.txs }),
    })
    for (const t of arr(hb.transactions)) {
      if (txs.length >= WINDOW) break
      const r = shardedTxRow(network, obj(t), decimals, s.time)
      if (r) txs.push(r)
    }
  }
  const amt = (v: unknown) => amount(str(v), d.base, d.exponent, d.display)
  const supply = str(eco.erd_total_supply)
  const staked = str(eco.erd_total_staked_value)
  const avg = averageBlockSec(blocks)
  const roundMs = Number(str(cfg.erd_round_duration))
  const stats: Stat[] = [
    ...(headNonce ? [{ label: 'Metachain nonce', value: link('block', network, headNonce) }] : []),
    ...(newest
      ? [
          {
            label: 'Epoch · round',
            value: text(`${str(newest.epoch) ?? '?'} · ${str(newest.round) ?? '?'}`),
            ...(cfg.erd_rounds_per_epoch !== undefined && {
              note: `${str(cfg.erd_rounds_per_epoch)} rounds per epoch`,
            }),
          },
        ]
      : []),
    ...(cfg.erd_num_shards_without_meta !== undefined
      ? [
          {
            label: 'Shards',
            value: text(`${str(cfg.erd_num_shards_without_meta)} + metachain`),
            note: `${str(cfg.erd_num_nodes_in_shard) ?? '?'} nodes per shard`,
          },
        ]
      : []),
    ...(avg !== undefined
      ? [
          {
            label: 'Block time',
            value: text(`${avg.toFixed(2)} s`),
            note: `average of the last ${blocks.length} hyperblocks${Number.isFinite(roundMs) ? `; round ${formatDuration(roundMs)}` : ''}`,
          },
        ]
      : []),
    ...(blocks.length
      ? [
          {
            label: 'Transactions',
            value: text(String(blocks.reduce((s, b) => s + (b.txs ?? 0), 0))),
            note: `in the last ${blocks.length} hyperblocks`,
          },
        ]
      : []),
    ...(supply ? [{ label: 'Total supply', value: amt(supply) }] : []),
    ...(staked
      ? [
          {
            label: 'Staked',
            value: amt(staked),
            ...(supply && BigInt(supply) > 0n && { note: `${pct(BigInt(staked), BigInt(supply))} of the supply` }),
            history: '/supply?token=sharded#history',
          },
        ]
      : []),
    ...(eco.erd_inflation !== undefined
      ? [
          {
            label: 'Inflation',
            value: amt(eco.erd_inflation),
            note: `issued in epoch ${str(eco.erd_epoch_for_economics_data) ?? '?'}`,
          },
        ]
      : []),
    ...(eco.erd_total_fees !== undefined ? [{ label: 'Fees collected', value: amt(eco.erd_total_fees) }] : []),
    ...(cfg.erd_chain_id !== undefined
      ? [
          {
            label: 'Chain id',
            value: text(str(cfg.erd_chain_id)),
            ...(cfg.erd_latest_tag_software_version !== undefined && {
              note: `software ${str(cfg.erd_latest_tag_software_version)}`,
            }),
          },
        ]
      : []),
  ]
  return { stats, blocks: { rows: blocks }, txs: { rows: txs }, chart: chartOf(blocks) }
}
