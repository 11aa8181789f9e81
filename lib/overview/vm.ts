import 'server-only'
import { energyAmount, nativeAmount } from '@/lib/explorer/chain'
import { getNetwork, type DenomInfo, type NetworkId } from '@/lib/networks'
import { amount, link, text, type Field } from '@/lib/explorer/view'
import { shorten } from '@/lib/format/shorten'
import { vmBlock } from '@/lib/live/summary'
import { tokenDenoms } from '@/lib/explorer/vm/token-denoms'
import { tokenInfos } from '@/lib/vm-abi/token-info'
import { lastHeights, tryGet } from './fetch'
import { arr, obj, str } from '@/lib/format/json-read'
import { averageBlockSec, chartOf, type BlockRow, type Overview, type TxRow } from './model'

const WINDOW = 10
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

export async function vmOverviewData(network: NetworkId): Promise<Overview> {
  const g = getNetwork(network).gateways[0]!
  const [best, committee, peers] = await Promise.all([
    tryGet({ gateway: g, opId: 'vm.blocks.get', path: { revision: 'best' } }),
    tryGet({ gateway: g, opId: 'vm.node.committee' }),
    tryGet({ gateway: g, opId: 'vm.node.peers' }),
  ])
  const head = vmBlock(network, best)
  const bodies = head
    ? [
        best,
        ...(await Promise.all(
          lastHeights(head.height, WINDOW)
            .slice(1)
            .map((h) => tryGet({ gateway: g, opId: 'vm.blocks.get', path: { revision: h } })),
        )),
      ]
    : []
  const blocks: BlockRow[] = []
  const ids: string[] = []
  for (const b of bodies) {
    const s = vmBlock(network, b)
    if (!s) continue
    ids.push(...arr(obj(b).transactions).filter((x): x is string => typeof x === 'string'))
    blocks.push({
      height: s.height,
      href: `/${network}/blocks/${s.height}`,
      proposer: s.proposer ? link('account', network, s.proposer) : { type: 'empty' },
      ...(s.time !== undefined && { time: s.time }),
      ...(s.txs !== undefined && { txs: s.txs }),
    })
  }
  const fetched = await Promise.all(
    ids
      .slice(0, WINDOW)
      .map(async (id) =>
        Promise.all([
          tryGet({ gateway: g, opId: 'vm.transactions.get', path: { id } }),
          tryGet({ gateway: g, opId: 'vm.transactions.receipt', path: { id } }),
        ]),
      ),
  )
  const contracts = new Set<string>()
  for (const [tx] of fetched) {
    const c = obj(arr(obj(tx).clauses)[0])
    if (c.to && decodeTokenTransfer(str(c.data) ?? '')) contracts.add(String(c.to).toLowerCase())
  }
  // Each token's symbol and decimals (the token page's units, its unit linking there), for at most five tokens.
  const infos = await tokenInfos(g, [...contracts].slice(0, 5))
  const tokens = new Map<string, TokenInfo>()
  const denoms: Record<string, DenomInfo> = {}
  for (const [c, i] of Object.entries(infos)) {
    if (i.decimals === undefined) continue
    tokens.set(c, { decimals: i.decimals, label: i.symbol ?? `token ${shorten(c, 6, 4)}` })
    Object.assign(denoms, tokenDenoms(network, c, i))
  }
  const txs = fetched.map(([tx, receipt]) => vmTxRow(network, tx, receipt, tokens)).filter((r): r is TxRow => !!r)
  const avg = averageBlockSec(blocks)
  const members = arr(committee)
  return {
    ...(Object.keys(denoms).length > 0 && { denoms }),
    stats: [
      ...(head ? [{ label: 'Height', value: link('block', network, head.height) }] : []),
      ...(avg !== undefined
        ? [
            {
              label: 'Block time',
              value: text(`${avg.toFixed(2)} s`),
              note: `average of the last ${blocks.length} blocks`,
            },
          ]
        : []),
      ...(blocks.length
        ? [
            {
              label: 'Transactions',
              value: text(String(blocks.reduce((s, b) => s + (b.txs ?? 0), 0))),
              note: `in the last ${blocks.length} blocks`,
            },
          ]
        : []),
      ...(head?.gasUsed !== undefined
        ? [
            {
              label: 'Gas used',
              value: text(
                `${BigInt(head.gasUsed).toLocaleString('en-US')} of ${BigInt(head.gasLimit ?? '0').toLocaleString('en-US')}`,
              ),
              note: 'in the best block',
            },
          ]
        : []),
      ...(committee !== undefined
        ? [
            {
              label: 'Committee',
              value: text(`${members.filter((m) => obj(m).inCommittee !== false).length} validators`),
            },
          ]
        : []),
      ...(peers !== undefined ? [{ label: 'Peers', value: text(String(arr(peers).length)) }] : []),
    ],
    blocks: { rows: blocks },
    txs: { rows: txs },
    chart: chartOf(blocks),
  }
}
