/** Exchange bridge adapters: outgoing batches of transfers to the Ethereum side, in amounts and counts. */
import * as z from 'zod/mini'
import { parse } from '../common'
import { amount, text, type Adapter } from '../view'

const coin = z.looseObject({ contract: z.string(), amount: z.string() })
const transfer = z.looseObject({ id: z.optional(z.string()), erc20_token: z.optional(coin), erc20_fee: z.optional(coin) })
const batch = z.looseObject({
  batch_nonce: z.string(),
  batch_timeout: z.optional(z.string()),
  token_contract: z.string(),
  block: z.optional(z.string()),
  transactions: z.optional(z.array(transfer)),
})

const sum = (xs: (string | undefined)[]) => xs.reduce((s, x) => (x && /^\d+$/.test(x) ? s + BigInt(x) : s), 0n).toString()

/** An ERC-20 bridged to the chain is held under `peggy<contract>`: the amounts name their token by it. */
const bridgedDenom = (contract: string) => `peggy${contract}`

export const cosmosBatches: Adapter = (body) => {
  const b = parse(z.looseObject({ batches: z.array(batch) }), body)
  return {
    kind: 'table',
    columns: [
      { key: 'nonce', label: 'Batch', numeric: true },
      { key: 'count', label: 'Transfers', numeric: true },
      { key: 'total', label: 'Amount', numeric: true },
      { key: 'fees', label: 'Fees', numeric: true },
      { key: 'height', label: 'Created at height', numeric: true },
      { key: 'timeout', label: 'Times out at Ethereum block', numeric: true },
    ],
    rows: b.batches.map((x) => {
      const txs = x.transactions ?? []
      const denom = bridgedDenom(x.token_contract)
      return {
        nonce: text(x.batch_nonce),
        count: text(txs.length),
        total: amount(sum(txs.map((t) => t.erc20_token?.amount)), denom),
        fees: amount(sum(txs.map((t) => t.erc20_fee?.amount)), denom),
        height: text(x.block),
        timeout: text(x.batch_timeout),
      }
    }),
    empty: 'No outgoing batches.',
  }
}
