import 'server-only'
import { sha256 } from '@noble/hashes/sha2.js'
import type { CosmosGatewayId } from '@/lib/catalog/types'
import type { OperationId } from '@/lib/catalog'
import { offers } from '@/lib/client/resolve'
import { txHashOf } from '@/lib/explorer/cosmos/block'
import { coinsOf, messageRow } from '@/lib/explorer/cosmos/messages'
import { headOf } from '@/lib/explorer/head'
import { recordsOf, recordCall } from '@/lib/explorer/records'
import { amount, link, list, mono, text, type Field } from '@/lib/explorer/view'
import { proposerAddress } from '@/lib/format/address'
import { base64ToBytes, base64ToHex, bytesToHex } from '@/lib/format/hex'
import { formatPercent } from '@/lib/format/amount'
import { apportionShares } from '@/lib/format/apportion'
import { formatDuration, parseProtoDuration, toEpochMs } from '@/lib/format/time'
import { cosmosBlock } from '@/lib/live/summary'
import { getNetwork } from '@/lib/networks'
import { isHistoryGroupId } from '@/lib/supply/figures'
import { lastHeights, tryGet } from './fetch'
import { arr, obj, str } from '@/lib/format/json-read'
import {
  averageBlockSec,
  chartOf,
  typeInWords,
  type BlockRow,
  type Overview,
  type Stat,
  type TxRow,
  type ValidatorRow,
} from './model'

const WINDOW = 10

/** Bonded validators first, then by tokens: the order voting power is ranked in. */
export function validatorRows(body: unknown): ValidatorRow[] {
  const vals = arr(obj(body).validators).map(obj)
  const inSet = vals.filter((v) => v.status === 'BOND_STATUS_BONDED')
  const powers = inSet.map((v) => BigInt(str(v.tokens) ?? '0'))
  // Shares of the bonded power, listed together: apportioned so the column adds up to 100 % (lib/format/apportion).
  const shares = apportionShares(
    powers,
    powers.reduce((a, b) => a + b, 0n),
    2,
  )
  const shareOf = new Map(inSet.map((v, i) => [v, shares?.[i]]))
  const rows = vals.map((v): ValidatorRow => {
    const tokens = str(v.tokens) ?? '0'
    const key = str(obj(v.consensus_pubkey).key)
    let consHex: string | undefined
    try {
      consHex = key ? bytesToHex(sha256(base64ToBytes(key)).slice(0, 20)) : undefined
    } catch {
      consHex = undefined
    }
    const share = shareOf.get(v)
    return {
      operator: str(v.operator_address) ?? '',
      moniker: str(obj(v.description).moniker) ?? str(v.operator_address) ?? '',
      tokens,
      ...(share && { powerShare: `${share}%` }),
      commission: str(obj(obj(v.commission).commission_rates).rate) ?? '0',
      status: STATUS_WORDS[str(v.status) ?? ''] ?? 'Unknown',
      jailed: v.jailed === true,
      ...(consHex && { consHex }),
    }
  })
  return rows.sort((a, b) => (BigInt(b.tokens) > BigInt(a.tokens) ? 1 : BigInt(b.tokens) < BigInt(a.tokens) ? -1 : 0))
}

export const STATUS_WORDS: Record<string, string> = {
  BOND_STATUS_BONDED: 'Active',
  BOND_STATUS_UNBONDING: 'Unbonding',
  BOND_STATUS_UNBONDED: 'Inactive',
  BOND_STATUS_UNSPECIFIED: 'Unknown',
}

function proposerField(g: CosmosGatewayId, raw: string | undefined, byCons: Map<string, ValidatorRow>): Field {
  if (!raw) return { type: 'empty' }
  const hex = /^[0-9a-f]{40}$/i.test(raw) ? raw.toLowerCase() : base64ToHex(raw)?.toLowerCase()
  const v = hex ? byCons.get(hex) : undefined
  if (v) return { type: 'href', href: `/${g}/validators/${v.operator}`, label: v.moniker }
  return mono(proposerAddress(raw, getNetwork(g).address) ?? raw)
}

/** A validator operator address named by its moniker and linked to its page, when the network lists validators. */
function validatorField(g: CosmosGatewayId, f: Field | undefined, byOperator: Map<string, ValidatorRow>): Field {
  if (!f) return { type: 'empty' }
  const v = f.type === 'text' ? byOperator.get(f.value) : undefined
  return v ? { type: 'href', href: `/${g}/validators/${v.operator}`, label: v.moniker } : f
}

/** A `cosmos.tx.tx` answer as an overview row. */
export function cosmosTxRow(
  g: CosmosGatewayId,
  body: unknown,
  byOperator: Map<string, ValidatorRow> = new Map(),
): TxRow | undefined {
  const r = obj(obj(body).tx_response)
  const tx = obj(obj(body).tx)
  const hash = str(r.txhash)
  if (!hash) return undefined
  const msgs = arr(obj(tx.body).messages).map(obj)
  const first = msgs[0]
  const m = first ? messageRow(g, first) : undefined
  const type = first
    ? typeInWords(String(first['@type'] ?? '')) + (msgs.length > 1 ? ` +${msgs.length - 1}` : '')
    : 'No message'
  const code = Number(str(r.code) ?? 0)
  const time = toEpochMs(str(r.timestamp))
  return {
    hash,
    href: `/${g}/txs/${hash}`,
    type,
    from: m?.from ?? { type: 'empty' },
    to: validatorField(g, m?.to, byOperator),
    amount: m?.amount ?? { type: 'empty' },
    fee: list(coinsOf(obj(obj(tx.auth_info).fee).amount).map((c) => amount(c.amount, c.denom))),
    ok: code === 0,
    ...(time !== undefined && { time }),
  }
}

export async function cosmosOverviewData(g: CosmosGatewayId): Promise<Overview> {
  const net = getNetwork(g)
  const rec = recordsOf(g)
  const has = (op: OperationId) => offers(g, op)
  const [headBody, valBody, poolBody, paramsBody, supplyBody] = await Promise.all([
    rec.head ? tryGet(recordCall(rec.head)) : undefined,
    has('cosmos.staking.validators')
      ? tryGet({ gateway: g, opId: 'cosmos.staking.validators', query: { 'pagination.limit': '500' } })
      : undefined,
    has('cosmos.staking.pool') ? tryGet({ gateway: g, opId: 'cosmos.staking.pool' }) : undefined,
    has('cosmos.staking.params') ? tryGet({ gateway: g, opId: 'cosmos.staking.params' }) : undefined,
    has('cosmos.bank.supplyOf')
      ? tryGet({ gateway: g, opId: 'cosmos.bank.supplyOf', query: { denom: net.denom.base } })
      : has('cosmos.bank.supply')
        ? tryGet({ gateway: g, opId: 'cosmos.bank.supply', query: { 'pagination.limit': '1000' } })
        : undefined,
  ])
  let head: string | undefined
  try {
    head = headBody === undefined || !rec.head ? undefined : headOf(rec.head.opId, headBody, Date.now()).height
  } catch {
    head = undefined
  }
  const validators = valBody ? validatorRows(valBody) : undefined
  const byOperator = new Map((validators ?? []).map((v) => [v.operator, v]))
  const byCons = new Map((validators ?? []).filter((v) => v.consHex).map((v) => [v.consHex!, v]))

  // Recent blocks: the block-by-height operation this gateway offers, the last WINDOW heights in parallel.
  let blockRows: BlockRow[] = []
  let hashes: string[] = []
  if (rec.block && head) {
    const bodies = await Promise.all(lastHeights(head, WINDOW).map((h) => tryGet(recordCall(rec.block!, h))))
    for (const b of bodies) {
      const s = b === undefined ? undefined : cosmosBlock(g, b)
      if (!s) continue
      const blk = obj(obj(b).sdk_block ?? obj(b).block)
      const raws = arr(obj(blk.data).txs).filter((t): t is string => typeof t === 'string')
      hashes = hashes.concat(raws.map(txHashOf).filter((h): h is string => !!h))
      blockRows.push({
        height: s.height,
        href: `/${g}/blocks/${s.height}`,
        proposer: proposerField(g, str(obj(blk.header).proposer_address), byCons),
        ...(s.time !== undefined && { time: s.time }),
        ...(s.txs !== undefined && { txs: s.txs }),
      })
    }
  }
  blockRows = blockRows.sort((a, b) => (BigInt(b.height) > BigInt(a.height) ? 1 : -1))
  const txRows = has('cosmos.tx.tx')
    ? (
        await Promise.all(
          hashes.slice(0, WINDOW).map((h) => tryGet({ gateway: g, opId: 'cosmos.tx.tx', path: { hash: h } })),
        )
      ).flatMap((b) => {
        const r = b === undefined ? undefined : cosmosTxRow(g, b, byOperator)
        return r ? [r] : []
      })
    : []

  const stats: Stat[] = []
  const denom = net.denom
  if (head)
    stats.push({
      label: 'Height',
      value: rec.block ? link('block', g, head) : text(BigInt(head).toLocaleString('en-US')),
      ...(rec.head?.opId === 'cosmos.ibc.channel.channels' && { note: 'from the IBC proof height' }),
    })
  const avg = averageBlockSec(blockRows)
  if (avg !== undefined)
    stats.push({
      label: 'Block time',
      value: text(`${avg.toFixed(2)} s`),
      note: `average of the last ${blockRows.length} blocks`,
    })
  if (blockRows.length)
    stats.push({
      label: 'Transactions',
      value: text(String(blockRows.reduce((s, b) => s + (b.txs ?? 0), 0))),
      note: `in the last ${blockRows.length} blocks`,
    })
  const supplyRaw = supplyOf(supplyBody, denom.base)
  if (supplyRaw)
    stats.push({ label: 'Total supply', value: amount(supplyRaw, denom.base, denom.exponent, denom.display) })
  const pool = obj(obj(poolBody).pool)
  const bonded = str(pool.bonded_tokens)
  if (bonded) {
    stats.push({ label: 'Bonded', value: amount(bonded, denom.base, denom.exponent, denom.display) })
    if (supplyRaw && BigInt(supplyRaw) > 0n)
      stats.push({
        label: 'Bonded ratio',
        value: text(pct(BigInt(bonded), BigInt(supplyRaw))),
        note: 'bonded ÷ total supply',
        ...(isHistoryGroupId(g) && { history: `/supply?token=${g}#history` }),
      })
  }
  if (validators)
    stats.push({
      label: 'Validators',
      value: text(`${validators.filter((v) => v.status === 'Active').length} active`),
      note: `${validators.length} in total`,
    })
  const params = obj(obj(paramsBody).params)
  const unbonding = parseProtoDuration(str(params.unbonding_time) ?? '')
  if (unbonding !== undefined) stats.push({ label: 'Unbonding period', value: text(formatDuration(unbonding)) })
  const minComm = str(params.min_commission_rate)
  if (minComm) stats.push({ label: 'Minimum commission', value: text(formatPercent(minComm)) })

  return {
    stats,
    blocks: rec.block
      ? { rows: blockRows }
      : { unavailable: `The ${net.name} gateway offers no block queries, so recent blocks cannot be listed.` },
    txs:
      rec.block && has('cosmos.tx.tx')
        ? { rows: txRows }
        : {
            unavailable: `The ${net.name} gateway offers no ${rec.block ? 'transaction lookup' : 'block or transaction queries'}, so recent transactions cannot be listed.`,
          },
    chart: chartOf(blockRows),
    ...(validators && { validators }),
  }
}

function supplyOf(body: unknown, denom: string): string | undefined {
  const b = obj(body)
  if (b.amount) return str(obj(b.amount).amount)
  return str(
    obj(
      arr(b.supply)
        .map(obj)
        .find((c) => c.denom === denom),
    ).amount,
  )
}

/** `part/whole` as a percentage with two decimals, exact in bigint. */
export function pct(part: bigint, whole: bigint): string {
  const bp = (part * 10_000n) / whole
  return `${bp / 100n}.${String(bp % 100n).padStart(2, '0')}%`
}
