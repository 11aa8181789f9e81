/** The Hub's cross-network modules (nexus, multisig, reward): thresholds as fractions, windows in blocks, rates in percents. */
import { chainOf } from '../chain'
import * as z from 'zod/mini'
import { encodeBech32 } from '@/lib/format/address'
import { formatDec } from '@/lib/format/amount'
import { parse } from '../common'
import { kv, link, row, text, type Adapter, type AdapterContext, type Field } from '../view'
import { blockCount, decPercent, unknownRows } from './param-fields'

const num = z.union([z.string(), z.number()])
const ratio = z.looseObject({ numerator: num, denominator: num })

/** `{numerator: 2, denominator: 3}` → `2/3 (66.67%)`. */
function ratioText(r: z.output<typeof ratio> | undefined): Field {
  if (!r) return { type: 'empty' }
  const n = Number(r.numerator)
  const d = Number(r.denominator)
  if (!Number.isFinite(n) || !Number.isFinite(d) || d === 0) return text(`${r.numerator}/${r.denominator}`)
  return text(`${r.numerator}/${r.denominator} (${Number(((n / d) * 100).toFixed(2))}%)`)
}

/** The nexus gateway account arrives as base64 address bytes: shown as the network's own address. */
function accountOfBytes(b64: string | undefined, ctx: AdapterContext): Field {
  if (!b64) return { type: 'empty' }
  const a = chainOf(ctx).address
  try {
    const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))
    if (a.kind === 'bech32' && (bytes.length === 20 || bytes.length === 32))
      return link('account', ctx.network, encodeBech32(a.prefix, bytes))
  } catch {
    // Not base64: shown as given below.
  }
  return text(b64, true)
}

export const cosmosNexusChains: Adapter = (body) => {
  const b = parse(z.looseObject({ chains: z.array(z.string()) }), body)
  return {
    kind: 'table',
    columns: [{ key: 'chain', label: 'Connected chain' }],
    rows: b.chains.map((c) => ({ chain: text(c) })),
    empty: 'No chains are registered with the nexus.',
  }
}

const nexusParams = z.looseObject({
  chain_activation_threshold: z.optional(ratio),
  chain_maintainer_missing_vote_threshold: z.optional(ratio),
  chain_maintainer_incorrect_vote_threshold: z.optional(ratio),
  chain_maintainer_check_window: z.optional(num),
  gateway: z.optional(z.string()),
  end_blocker_limit: z.optional(num),
})

export const cosmosNexusParams: Adapter = (body, ctx) => {
  const { network } = ctx
  const p = parse(z.looseObject({ params: nexusParams }), body).params
  return kv([
    row('Votes needed to activate a chain', ratioText(p.chain_activation_threshold)),
    row('Missed votes that remove a chain maintainer', ratioText(p.chain_maintainer_missing_vote_threshold)),
    row('Incorrect votes that remove a chain maintainer', ratioText(p.chain_maintainer_incorrect_vote_threshold)),
    row('Chain maintainer check window', blockCount(p.chain_maintainer_check_window)),
    row('Gateway account', accountOfBytes(p.gateway, ctx)),
    row('Transfers handled per block, at most', text(p.end_blocker_limit)),
    ...unknownRows(p, Object.keys(nexusParams.shape), network),
  ])
}

const multisigParams = z.looseObject({
  keygen_threshold: z.optional(ratio),
  signing_threshold: z.optional(ratio),
  keygen_timeout: z.optional(num),
  keygen_grace_period: z.optional(num),
  signing_timeout: z.optional(num),
  signing_grace_period: z.optional(num),
  active_epoch_count: z.optional(num),
})

export const cosmosMultisigParams: Adapter = (body, { network }) => {
  const p = parse(z.looseObject({ params: multisigParams }), body).params
  return kv([
    row('Key generation threshold', ratioText(p.keygen_threshold)),
    row('Signing threshold', ratioText(p.signing_threshold)),
    row('Key generation timeout', blockCount(p.keygen_timeout)),
    row('Key generation grace period', blockCount(p.keygen_grace_period)),
    row('Signing timeout', blockCount(p.signing_timeout)),
    row('Signing grace period', blockCount(p.signing_grace_period)),
    row('Active epochs kept', text(p.active_epoch_count)),
    ...unknownRows(p, Object.keys(multisigParams.shape), network),
  ])
}

const rewardParams = z.looseObject({
  external_chain_voting_inflation_rate: z.optional(z.string()),
  key_mgmt_relative_inflation_rate: z.optional(z.string()),
})

export const cosmosRewardParams: Adapter = (body, { network }) => {
  const p = parse(z.looseObject({ params: rewardParams }), body).params
  return kv([
    row('Inflation for voting on external chains', decPercent(p.external_chain_voting_inflation_rate)),
    // A multiplier of the base inflation, not a rate of its own.
    row(
      'Key management inflation, relative to the base',
      text(p.key_mgmt_relative_inflation_rate && `×${formatDec(p.key_mgmt_relative_inflation_rate, 4)}`),
    ),
    ...unknownRows(p, Object.keys(rewardParams.shape), network),
  ])
}

export const cosmosInflationRate: Adapter = (body) => {
  const b = parse(z.looseObject({ inflation_rate: z.string() }), body)
  return kv([row('Inflation rate', decPercent(b.inflation_rate))])
}
