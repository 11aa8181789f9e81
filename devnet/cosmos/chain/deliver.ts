import type { AddressBook } from './accounts'
import type { HistoricMap } from './history'
import type { Ledger } from './ledger'
import type { ChainProfile } from './profile'
import type { Staking } from './staking'
import { anyToJson, TYPE } from './codec'
import { basicSpendLimit, hasFeeAllowance } from './grants'
import { event, type BlockTx, type TxEnv } from './tx-events'

/** The running state DeliverTx reads and changes (a `Chain`'s, named here so this module need not import it). */
export interface DeliveryState {
  readonly opts: { readonly profile: ChainProfile }
  readonly book: AddressBook
  readonly ledger: Ledger
  readonly staking: Staking
  readonly env: TxEnv
  readonly sequences: HistoricMap<number, number>
  readonly feeGrantUsed: HistoricMap<number, bigint>
}

/**
 * DeliverTx of a broadcast transaction, all or nothing: the fee and every bank send and delegation are checked
 * against the balances first; on success they move and the signer's sequence advances.
 */
export function deliverTx(chain: DeliveryState, t: BlockTx): BlockTx {
  const denom = chain.opts.profile.denom
  const moves: { from: string; to: string; denom: string; amount: bigint; delegate?: { d: number; v: number } }[] = []
  let signer: string | undefined
  let problem = ''
  for (const m of t.tx.body?.messages ?? []) {
    const json = anyToJson(m)
    if (m.typeUrl === TYPE.send) {
      signer ??= String(json.from_address)
      for (const c of (json.amount as { denom: string; amount: string }[]) ?? []) {
        if (!/^\d{1,40}$/.test(c.amount)) problem ||= `invalid coins: ${c.amount}${c.denom}`
        else
          moves.push({
            from: String(json.from_address),
            to: String(json.to_address),
            denom: c.denom,
            amount: BigInt(c.amount),
          })
      }
    } else if (m.typeUrl === TYPE.delegate) {
      signer ??= String(json.delegator_address)
      const d = chain.book.resolve(String(json.delegator_address))
      const v = chain.book.validatorOf(String(json.validator_address))
      const amount = String((json.amount as { amount?: string } | null)?.amount ?? '')
      if (d?.kind !== 'account' || v < 0) problem ||= `unknown delegator or validator ${String(json.validator_address)}`
      else if (!/^\d{1,40}$/.test(amount)) problem ||= `invalid delegation amount: ${amount}`
      else
        moves.push({
          from: String(json.delegator_address),
          to: '',
          denom,
          amount: BigInt(amount),
          delegate: { d: d.index, v },
        })
    }
  }
  const fee = (t.tx.authInfo?.fee?.amount ?? [])
    .filter((c) => c.denom === denom)
    .reduce((a, c) => a + BigInt(c.amount), 0n)
  const feeCollector = chain.book.moduleAccount('fee_collector')!.address
  // A fee granter pays under the allowance it gave the signer, or the transaction fails before anything moves.
  const granter = t.tx.authInfo?.fee?.granter || undefined
  const grant = granter && signer ? feeGrantOf(chain, granter, signer, fee) : undefined
  if (grant && 'problem' in grant)
    return { ...t, code: grant.code, codespace: 'feegrant', log: grant.problem, events: [] }
  const payer = granter ?? signer
  // The ante handler: the fee is paid and the sequence advances even when a message then fails.
  if (payer && !chain.ledger.transfer(payer, feeCollector, denom, fee))
    return { ...t, code: 13, codespace: 'sdk', log: `insufficient fees; got: ${fee}${denom}`, events: [] }
  if (grant) chain.feeGrantUsed.set(grant.index, (chain.feeGrantUsed.get(grant.index) ?? 0n) + fee)
  const r = signer ? chain.book.resolve(signer) : null
  if (r?.kind === 'account') chain.sequences.set(r.index, (chain.sequences.get(r.index) ?? 0) + 1)
  const events = signer
    ? [
        ...(grant && granter ? [event('use_feegrant', { granter, grantee: signer })] : []),
        event('tx', { fee: `${fee}${denom}`, fee_payer: payer! }),
        event('tx', { acc_seq: `${signer}/${t.tx.authInfo?.signerInfos[0]?.sequence ?? 0}` }),
        event('message', { sender: signer }),
      ]
    : []
  // Messages are all or nothing: check what each (address, denom) must cover before anything moves.
  const need = new Map<string, bigint>()
  for (const mv of moves) need.set(`${mv.from}|${mv.denom}`, (need.get(`${mv.from}|${mv.denom}`) ?? 0n) + mv.amount)
  for (const [k, amount] of need) {
    const [from, d] = k.split('|') as [string, string]
    if (chain.ledger.balance(from, d) < amount)
      problem ||= `spendable balance is smaller than ${amount}${d}: insufficient funds`
  }
  if (problem) return { ...t, code: 5, codespace: 'sdk', log: problem, gasUsed: (t.gasWanted * 3n) / 10n, events }
  for (const mv of moves) {
    if (mv.delegate) chain.staking.delegate(mv.delegate.d, mv.delegate.v, mv.amount)
    else chain.ledger.transfer(mv.from, mv.to, mv.denom, mv.amount)
    events.push(
      event('transfer', {
        recipient: mv.delegate ? chain.book.moduleAccount('bonded_tokens_pool')!.address : mv.to,
        sender: mv.from,
        amount: `${mv.amount}${mv.denom}`,
      }),
    )
  }
  return { ...t, code: 0, codespace: '', log: '', gasUsed: (t.gasWanted * 7n) / 10n, events }
}

/** The fee allowance `granter` gave `grantee` that can pay `fee` (x/feegrant's errors otherwise: 3 not found, 2 limit). */
export function feeGrantOf(
  chain: DeliveryState,
  granter: string,
  grantee: string,
  fee: bigint,
): { index: number } | { code: number; problem: string } {
  const index = chain.env.grants.findIndex(
    (g) => hasFeeAllowance(g) && chain.book.address(g.granter) === granter && chain.book.address(g.grantee) === grantee,
  )
  const g = chain.env.grants[index]
  if (!g) return { code: 3, problem: `fee-grant not found: ${granter} does not allow to pay fees for ${grantee}` }
  if (
    g.kind === 'generic' &&
    !g.unlimited &&
    (chain.feeGrantUsed.get(index) ?? 0n) + fee > basicSpendLimit(chain.opts.profile)
  )
    return { code: 2, problem: `fee limit exceeded: ${granter} does not allow to pay fees for ${grantee}` }
  return { index }
}
