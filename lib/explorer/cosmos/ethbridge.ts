/** Exchange bridge adapters: outgoing batches of transfers to the Ethereum side in amounts and counts, the bridge's parameters in words. */
import { durationWords } from '@/lib/format/duration'
import { chainOf } from '../chain'
import * as z from 'zod/mini'
import { formatPercent } from '@/lib/format/amount'
import { apportionShares } from '@/lib/format/apportion'
import { cellOf, parse } from '../common'
import { amount, kv, link, list, row, shortId, text, type Adapter } from '../view'
import { blockCount, unknownRows } from './param-fields'

const coin = z.looseObject({ contract: z.string(), amount: z.string() })
const transfer = z.looseObject({
  id: z.optional(z.string()),
  erc20_token: z.optional(coin),
  erc20_fee: z.optional(coin),
})
const batch = z.looseObject({
  batch_nonce: z.string(),
  batch_timeout: z.optional(z.string()),
  token_contract: z.string(),
  block: z.optional(z.string()),
  transactions: z.optional(z.array(transfer)),
})

const sum = (xs: (string | undefined)[]) =>
  xs.reduce((s, x) => (x && /^\d+$/.test(x) ? s + BigInt(x) : s), 0n).toString()

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

/** A slash fraction: an sdk.Dec string, or (format byte in the spec) its base64 bytes of the integer ×10¹⁸. */
function fractionPercent(v: string | undefined): string | undefined {
  if (!v) return undefined
  if (/^\d+(\.\d+)?$/.test(v)) return formatPercent(v, 4)
  const decoded = /^[A-Za-z0-9+/]+=*$/.test(v) ? atob(v) : ''
  if (!/^\d+$/.test(decoded)) return v
  const digits = decoded.padStart(19, '0')
  return formatPercent(`${digits.slice(0, -18)}.${digits.slice(-18)}`, 4)
}

const whole = (v: string | undefined) => (v && /^\d+$/.test(v) ? BigInt(v).toLocaleString('en-US') : v)
const millis = (v: string | undefined) => text(v && /^\d+$/.test(v) ? durationWords(Number(v)) : v)
const yesNo = (v: boolean | undefined) => text(v === undefined ? undefined : v ? 'Yes' : 'No')

const optStr = z.optional(z.string())
const bridgeParams = z.looseObject({
  peggy_id: optStr,
  contract_source_hash: optStr,
  bridge_ethereum_address: optStr,
  bridge_chain_id: optStr,
  signed_valsets_window: optStr,
  signed_batches_window: optStr,
  signed_claims_window: optStr,
  target_batch_timeout: optStr,
  average_block_time: optStr,
  average_ethereum_block_time: optStr,
  slash_fraction_valset: optStr,
  slash_fraction_batch: optStr,
  slash_fraction_claim: optStr,
  slash_fraction_conflicting_claim: optStr,
  unbond_slashing_valsets_window: optStr,
  slash_fraction_bad_eth_signature: optStr,
  cosmos_coin_denom: optStr,
  cosmos_coin_erc20_contract: optStr,
  claim_slashing_enabled: z.optional(z.boolean()),
  bridge_contract_start_height: optStr,
  valset_reward: z.nullish(z.looseObject({ denom: z.string(), amount: z.string() })),
  admins: z.optional(z.array(z.string())),
  segregated_wallet_address: optStr,
})
const KNOWN = new Set(Object.keys(bridgeParams.shape))

/** The bridge module's parameters (Peggy): durations, windows, slash fractions and addresses in words. */
export const cosmosBridgeParams: Adapter = (body, ctx) => {
  const { network } = ctx
  const p = parse(z.looseObject({ params: bridgeParams }), body).params
  const d = chainOf(ctx).denom
  const pct = (v: string | undefined) => text(fractionPercent(v))
  return kv([
    row('Bridge id', text(p.peggy_id)),
    row('Ethereum chain id', text(p.bridge_chain_id)),
    row('Bridge contract', shortId(p.bridge_ethereum_address)),
    row('Bridge contract deployed at Ethereum block', text(whole(p.bridge_contract_start_height))),
    row('Bridge contract source hash', shortId(p.contract_source_hash)),
    row('Native coin', text(p.cosmos_coin_denom === d.base ? d.display : p.cosmos_coin_denom)),
    row('Native coin ERC-20 contract', shortId(p.cosmos_coin_erc20_contract)),
    row('Average block time', millis(p.average_block_time)),
    row('Average Ethereum block time', millis(p.average_ethereum_block_time)),
    row('Target batch timeout', millis(p.target_batch_timeout)),
    row('Validator set signing window', blockCount(p.signed_valsets_window)),
    row('Batch signing window', blockCount(p.signed_batches_window)),
    row('Claim signing window', blockCount(p.signed_claims_window)),
    row('Unbonding slashing window', blockCount(p.unbond_slashing_valsets_window)),
    row('Slashed for a missed validator set', pct(p.slash_fraction_valset)),
    row('Slashed for a missed batch', pct(p.slash_fraction_batch)),
    row('Slashed for a missed claim', pct(p.slash_fraction_claim)),
    row('Slashed for a conflicting claim', pct(p.slash_fraction_conflicting_claim)),
    row('Slashed for a bad Ethereum signature', pct(p.slash_fraction_bad_eth_signature)),
    row('Claim slashing', yesNo(p.claim_slashing_enabled)),
    row(
      'Validator set reward',
      p.valset_reward ? amount(p.valset_reward.amount, p.valset_reward.denom) : { type: 'empty' },
    ),
    row('Admins', list((p.admins ?? []).map((a) => cellOf(a, network)))),
    row('Segregated wallet', cellOf(p.segregated_wallet_address, network)),
    ...unknownRows(p, KNOWN, network),
  ])
}

/**
 * Peggy normalises the validator set's powers to sum to 2³²: each member's power read as its share of the set, the
 * shares apportioned (lib/format/apportion) so the column adds up to 100 %; a power that is not a number as given.
 */
const POWER_TOTAL = 4_294_967_296n
function powerShares(powers: readonly string[]): string[] {
  const numeric = powers.map((p) => (/^\d+$/.test(p) ? BigInt(p) : 0n))
  const shares = apportionShares(numeric, POWER_TOTAL, 2)!
  return powers.map((p, i) => (/^\d+$/.test(p) ? `${shares[i]}%` : p))
}

const valsetMember = z.looseObject({ power: z.string(), ethereum_address: z.string() })

export const cosmosValset: Adapter = (body) => {
  const v = parse(
    z.looseObject({
      valset: z.looseObject({ nonce: z.optional(z.string()), members: z.array(valsetMember) }),
    }),
    body,
  ).valset
  const shares = powerShares(v.members.map((m) => m.power))
  return {
    kind: 'table',
    columns: [
      { key: 'eth', label: 'Ethereum signer' },
      { key: 'share', label: 'Share of signing power', numeric: true },
    ],
    rows: v.members.map((m, i) => ({ eth: shortId(m.ethereum_address), share: text(shares[i]) })),
    empty: 'The bridge has no validator set yet.',
  }
}

/** Fees waiting per bridged token, in that token's units (`peggy<contract>`, as the batches name them). */
export const cosmosBatchFees: Adapter = (body) => {
  const b = parse(
    z.looseObject({ batchFees: z.array(z.looseObject({ token: z.string(), total_fees: z.string() })) }),
    body,
  )
  return {
    kind: 'table',
    columns: [
      { key: 'token', label: 'Token contract' },
      { key: 'fees', label: 'Fees waiting to be batched', numeric: true },
    ],
    rows: b.batchFees.map((f) => ({ token: shortId(f.token), fees: amount(f.total_fees, bridgedDenom(f.token)) })),
    empty: 'No fees waiting.',
  }
}

/** The Ethereum key and orchestrator account a validator delegated its bridge duties to. */
export const cosmosDelegateKeys: Adapter = (body, { network }) => {
  const b = parse(
    z.looseObject({
      eth_address: z.optional(z.string()),
      orchestrator_address: z.optional(z.string()),
      validator_address: z.optional(z.string()),
    }),
    body,
  )
  return kv([
    row('Ethereum signer', shortId(b.eth_address)),
    row('Orchestrator account', link('account', network, b.orchestrator_address)),
    row('Validator', link('account', network, b.validator_address)),
  ])
}

const pendingTransfer = z.looseObject({
  id: z.optional(z.string()),
  dest_address: z.optional(z.string()),
  erc20_token: z.optional(coin),
  erc20_fee: z.optional(coin),
})

/** An account's transfers to Ethereum not yet executed there: those already in a batch, then those waiting for one. */
export const cosmosPendingTransfers: Adapter = (body) => {
  const b = parse(
    z.looseObject({
      transfers_in_batches: z.optional(z.array(pendingTransfer)),
      unbatched_transfers: z.optional(z.array(pendingTransfer)),
    }),
    body,
  )
  const rowOf = (t: z.output<typeof pendingTransfer>, state: string) => ({
    id: text(t.id),
    to: shortId(t.dest_address),
    amount: t.erc20_token ? amount(t.erc20_token.amount, bridgedDenom(t.erc20_token.contract)) : text(undefined),
    fee: t.erc20_fee ? amount(t.erc20_fee.amount, bridgedDenom(t.erc20_fee.contract)) : text(undefined),
    state: text(state),
  })
  return {
    kind: 'table',
    columns: [
      { key: 'id', label: 'Transfer', numeric: true },
      { key: 'to', label: 'To (Ethereum)' },
      { key: 'amount', label: 'Amount', numeric: true },
      { key: 'fee', label: 'Fee', numeric: true },
      { key: 'state', label: 'State' },
    ],
    rows: [
      ...(b.transfers_in_batches ?? []).map((t) => rowOf(t, 'In a batch')),
      ...(b.unbatched_transfers ?? []).map((t) => rowOf(t, 'Waiting for a batch')),
    ],
    empty: 'No pending transfers to Ethereum.',
  }
}

/** The last Ethereum event an orchestrator (or its validator) attested; nonce 0 means none yet. */
export const cosmosLastBridgeEvent: Adapter = (body) => {
  const e = parse(
    z.looseObject({
      last_claim_event: z.looseObject({
        ethereum_event_nonce: z.optional(z.string()),
        ethereum_event_height: z.optional(z.string()),
      }),
    }),
    body,
  ).last_claim_event
  if (!e.ethereum_event_nonce || e.ethereum_event_nonce === '0')
    return { kind: 'text', text: 'No Ethereum event attested by this account yet.' }
  return kv([
    row('Event number', text(whole(e.ethereum_event_nonce))),
    row('Ethereum block', text(whole(e.ethereum_event_height))),
  ])
}
