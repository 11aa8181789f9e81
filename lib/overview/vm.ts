import 'server-only'
import { getNetwork, type DenomInfo, type NetworkId } from '@/lib/networks'
import { link, text } from '@/lib/explorer/view'
import { shorten } from '@/lib/format/shorten'
import { vmBlock } from '@/lib/live/summary'
import { tokenDenoms } from '@/lib/explorer/vm/token-denoms'
import { tokenInfos } from '@/lib/vm-abi/token-info'
import { lastHeights, tryGet } from './fetch'
import { arr, obj, str } from '@/lib/format/json-read'
import { averageBlockSec, chartOf, type BlockRow, type Overview, type TxRow } from './model'
import { decodeTokenTransfer, vmTxRow, type TokenInfo } from './vm-rows'

export { decodeTokenTransfer, vmTxRow, type TokenInfo } from './vm-rows'

const WINDOW = 10
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
