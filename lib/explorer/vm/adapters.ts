/** VM ledger adapters (Meter-like): hex amounts, two tokens (balance and energy), clauses and receipts. */
import * as z from 'zod/mini'
import { toEpochMs } from '@/lib/format/time'
import { parse, uint } from '../common'
import { energyAmount, nativeAmount } from '../chain'
import { kv, link, list, mono, row, status, text, time, type Adapter, type AdapterContext, type Field } from '../view'

/**
 * `balance` is the native token, `energy` the gas coin; clause/transfer `token`: 0 = energy, 1 = native token.
 * Their names come from the chain profile (VeChain's VET and VTHO, Meter's MTRG and MTR, devnet's own).
 */
const hexAmount = z.string().check(z.regex(/^0x[0-9a-fA-F]*$/))
const byToken = (ctx: AdapterContext, raw: string, token: number | undefined) =>
  token === 0 ? energyAmount(ctx, raw) : nativeAmount(ctx, raw)

const block = z.looseObject({
  number: uint,
  id: z.string(),
  size: z.optional(uint),
  parentID: z.optional(z.string()),
  timestamp: z.union([z.number(), z.string()]),
  gasLimit: z.optional(uint),
  gasUsed: z.optional(uint),
  beneficiary: z.optional(z.string()),
  totalScore: z.optional(uint),
  txsRoot: z.optional(z.string()),
  stateRoot: z.optional(z.string()),
  receiptsRoot: z.optional(z.string()),
  signer: z.optional(z.string()),
  isTrunk: z.optional(z.boolean()),
  blockType: z.optional(z.union([z.number(), z.string()])),
  epoch: z.optional(uint),
  nonce: z.optional(uint),
  lastKBlockHeight: z.optional(uint),
  committee: z.nullish(z.array(z.unknown())),
  transactions: z.array(z.union([z.string(), z.looseObject({ id: z.string() })])),
})

const nullable = <T extends z.ZodMiniType>(s: T) => z.union([z.null(), s])

export const vmBlockHeader: Adapter = (body, { network }) => {
  const b = parse(nullable(block), body)
  if (!b) return { kind: 'text', text: 'No such block (the gateway answered null).' }
  return kv(
    [
      row('Number', text(b.number)),
      row('Id', mono(b.id)),
      row('Time', time(toEpochMs(b.timestamp))),
      row('Parent', b.parentID ? link('block', network, b.parentID) : { type: 'empty' }),
      row('Signer', link('account', network, b.signer)),
      row('Beneficiary', link('account', network, b.beneficiary)),
      row('Transactions', text(String(b.transactions.length))),
      row('Gas used / limit', text(b.gasUsed ? `${b.gasUsed} / ${b.gasLimit ?? '?'}` : undefined)),
      row('Size', text(b.size ? `${b.size} bytes` : undefined)),
      row('Total score', text(b.totalScore)),
      row('Epoch', text(b.epoch)),
      row('Nonce', text(b.nonce)),
      row('Block type', text(b.blockType)),
      row('Last K-block height', text(b.lastKBlockHeight)),
      row('Committee size', text(b.committee ? String(b.committee.length) : undefined)),
      row('On trunk', text(b.isTrunk === undefined ? undefined : b.isTrunk ? 'yes' : 'no')),
      row('State root', mono(b.stateRoot)),
      row('Receipts root', mono(b.receiptsRoot)),
    ],
    b.number,
  )
}

export const vmBlockTxs: Adapter = (body, { network }) => {
  const b = parse(nullable(block), body)
  return {
    kind: 'table',
    columns: [
      { key: 'i', label: '#' },
      { key: 'id', label: 'Transaction' },
    ],
    rows: (b?.transactions ?? []).map((t, i) => ({
      i: text(String(i)),
      id: link('tx', network, typeof t === 'string' ? t : t.id),
    })),
    empty: 'No transactions in this block.',
    ...(b && { height: b.number }),
  }
}

const clause = z.looseObject({
  to: z.nullish(z.string()),
  value: z.union([hexAmount, z.string()]),
  data: z.optional(z.string()),
  token: z.optional(z.number()),
})
const tx = z.looseObject({
  id: z.string(),
  origin: z.string(),
  delegator: z.nullish(z.string()),
  clauses: z.array(clause),
  gas: z.optional(uint),
  gasPriceCoef: z.optional(uint),
  nonce: z.optional(z.string()),
  dependsOn: z.nullish(z.string()),
  size: z.optional(uint),
  chainTag: z.optional(uint),
  expiration: z.optional(uint),
  meta: z.nullish(
    z.looseObject({ blockID: z.string(), blockNumber: uint, blockTimestamp: z.union([z.number(), z.string()]) }),
  ),
})

export const vmTxSummary: Adapter = (body, { network }) => {
  const t = parse(nullable(tx), body)
  if (!t) return { kind: 'text', text: 'No such transaction (the gateway answered null).' }
  return kv(
    [
      row('Id', mono(t.id)),
      row('Status', status(!!t.meta, t.meta ? 'Included' : 'Pending')),
      row('Block', t.meta ? link('block', network, t.meta.blockNumber) : { type: 'empty' }),
      row('Time', time(t.meta ? toEpochMs(t.meta.blockTimestamp) : undefined)),
      row('Origin', link('account', network, t.origin)),
      row('Fee delegator', t.delegator ? link('account', network, t.delegator) : { type: 'empty' }),
      row('Clauses', text(String(t.clauses.length))),
      row('Gas limit', text(t.gas)),
      row('Gas price coefficient', text(t.gasPriceCoef)),
      row('Nonce', mono(t.nonce)),
      row('Depends on', t.dependsOn ? link('tx', network, t.dependsOn) : { type: 'empty' }),
      row('Size', text(t.size ? `${t.size} bytes` : undefined)),
    ],
    t.meta?.blockNumber,
  )
}

export const vmTxClauses: Adapter = (body, ctx) => {
  const { network } = ctx
  const t = parse(nullable(tx), body)
  return {
    kind: 'table',
    columns: [
      { key: 'i', label: '#' },
      { key: 'to', label: 'To' },
      { key: 'value', label: 'Value', numeric: true },
      { key: 'data', label: 'Data' },
    ],
    rows: (t?.clauses ?? []).map((c, i) => ({
      i: text(String(i)),
      to: c.to ? link('account', network, c.to) : text('contract deployment'),
      value: byToken(ctx, c.value, c.token),
      // Whole: the table cell shortens it in the middle and its copy button takes every byte.
      data: mono(c.data && c.data !== '0x' ? c.data : undefined),
    })),
    empty: 'No clauses.',
  }
}

const receipt = z.looseObject({
  gasUsed: uint,
  gasPayer: z.optional(z.string()),
  paid: z.string(),
  reward: z.optional(z.string()),
  reverted: z.boolean(),
  meta: z.optional(z.looseObject({ blockNumber: uint })),
  outputs: z.array(
    z.looseObject({
      contractAddress: z.nullish(z.string()),
      events: z._default(
        z.array(z.looseObject({ address: z.string(), topics: z.array(z.string()), data: z.string() })),
        [],
      ),
      transfers: z._default(
        z.array(
          z.looseObject({
            sender: z.string(),
            recipient: z.string(),
            amount: z.string(),
            token: z.optional(z.number()),
          }),
        ),
        [],
      ),
    }),
  ),
})

export const vmReceipt: Adapter = (body, ctx) => {
  const { network } = ctx
  const r = parse(nullable(receipt), body)
  if (!r) return { kind: 'text', text: 'No receipt yet (the transaction is pending or unknown).' }
  return kv(
    [
      row('Result', status(!r.reverted, r.reverted ? 'Reverted' : 'Success')),
      r.reverted &&
        row(
          'Failure reason',
          text('The VM reverted the transaction: its clauses had no effect and the gas was still paid.'),
        ),
      row('Gas used', text(r.gasUsed)),
      row('Gas payer', link('account', network, r.gasPayer)),
      row('Paid', energyAmount(ctx, r.paid)),
      row('Reward', energyAmount(ctx, r.reward)),
      row(
        'Contracts created',
        list(r.outputs.flatMap((o) => (o.contractAddress ? [link('account', network, o.contractAddress)] : []))),
      ),
    ],
    r.meta?.blockNumber,
  )
}

export const vmReceiptLogs: Adapter = (body, ctx) => {
  const { network } = ctx
  const r = parse(nullable(receipt), body)
  const rows: Record<string, Field>[] = []
  r?.outputs.forEach((o, clause) => {
    for (const t of o.transfers)
      rows.push({
        clause: text(String(clause)),
        kind: text('transfer'),
        from: link('account', network, t.sender),
        to: link('account', network, t.recipient),
        detail: byToken(ctx, t.amount, t.token),
      })
    for (const e of o.events)
      rows.push({
        clause: text(String(clause)),
        kind: text('event'),
        from: link('account', network, e.address),
        to: { type: 'empty' },
        detail: list([...e.topics.map((x) => mono(x)), mono(`data ${e.data}`)]),
      })
  })
  return {
    kind: 'table',
    columns: [
      { key: 'clause', label: 'Clause' },
      { key: 'kind', label: 'Kind' },
      { key: 'from', label: 'From / emitter' },
      { key: 'to', label: 'To' },
      { key: 'detail', label: 'Amount / topics' },
    ],
    rows,
    empty: 'No transfers or events.',
  }
}

const account = z.looseObject({
  balance: z.string(),
  energy: z.string(),
  hasCode: z.boolean(),
  boundbalance: z.optional(z.string()),
  boundenergy: z.optional(z.string()),
})

export const vmAccount: Adapter = (body, ctx) => {
  const a = parse(account, body)
  return kv([
    row('Balance', nativeAmount(ctx, a.balance)),
    row('Energy', energyAmount(ctx, a.energy)),
    row('Bound balance', nativeAmount(ctx, a.boundbalance)),
    row('Bound energy', energyAmount(ctx, a.boundenergy)),
    row('Contract', text(a.hasCode ? 'yes (has code)' : 'no')),
  ])
}

export const vmCode: Adapter = (body) => {
  const c = parse(z.looseObject({ code: z.string() }), body)
  return c.code === '0x' || !c.code
    ? { kind: 'text', text: 'No code: this is not a contract.' }
    : kv([row('Runtime bytecode', mono(c.code)), row('Size', text(`${(c.code.length - 2) / 2} bytes`))])
}
