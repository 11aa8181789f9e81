import { OnApplicationComplete } from 'algosdk'
import { badRequest } from '../errors'
import { addrStr, optAddr } from '../ledger/addr'
import { FEE_SINK, REWARDS_POOL } from '../ledger/constants'
import type { Ledger } from '../ledger/ledger'
import type { AccountState } from '../ledger/state'

/**
 * Rounds an account can be rewound over, like an indexer whose transactions table is pruned to the most recent
 * rounds: older rounds are refused rather than answered from a partial history.
 */
export const REWIND_RETAINED_ROUNDS = 1000

/** The real indexer's prefix for every `round=` failure (api/error_messages.go errRewindingAccount). */
const REWINDING = 'error while rewinding account'

export function lowestRewindRound(ledger: Ledger): number {
  return Math.max(0, ledger.head - REWIND_RETAINED_ROUNDS)
}

function clone(a: AccountState): AccountState {
  return {
    ...a,
    assets: new Map([...a.assets].map(([id, h]) => [id, { ...h }])),
    createdAssets: new Set(a.createdAssets),
    appsLocal: new Map([...a.appsLocal].map(([id, kv]) => [id, new Map(kv)])),
    createdApps: new Set(a.createdApps),
  }
}

/**
 * The account as it was at the end of `round`, rewound from the current state by undoing its later transactions
 * newest first, as the indexer's accounting.AccountAtRound does: amounts, fees, closes, asset holdings (opt-ins,
 * transfers, closes, creations) and created or opted-in applications. Errors carry the indexer's own words.
 */
export function accountAtRound(ledger: Ledger, current: AccountState, round: number): AccountState {
  if (round > ledger.head)
    throw badRequest(`${REWINDING}: the requested round ${round} > the current round ${ledger.head}`)
  if (current.address === FEE_SINK) throw badRequest(`${REWINDING}: unable to rewind the FeeSink`)
  if (current.address === REWARDS_POOL) throw badRequest(`${REWINDING}: unable to rewind the RewardsPool`)
  const lowest = lowestRewindRound(ledger)
  if (round < lowest)
    throw badRequest(
      `${REWINDING}: round ${round} is no longer available, this indexer keeps the last ${REWIND_RETAINED_ROUNDS} rounds (lowest round ${lowest})`,
    )
  const x = current.address
  const a = clone(current)
  const holding = (id: bigint) => {
    let h = a.assets.get(id)
    if (!h) a.assets.set(id, (h = { amount: 0n, frozen: false, optedInRound: 0 }))
    return h
  }
  const mine = ledger.byAddress.get(x) ?? []
  for (let i = mine.length - 1; i >= 0; i--) {
    const rec = ledger.txs[mine[i]!]!
    if (rec.round <= round) break
    const t = rec.stxn.txn
    const sender = addrStr(t.sender)
    if (sender === x) a.amount += t.fee
    switch (t.type) {
      case 'pay': {
        const p = t.payment!
        if (sender === x) a.amount += p.amount + (rec.closeAmount ?? 0n)
        if (addrStr(p.receiver) === x) a.amount -= p.amount
        if (optAddr(p.closeRemainderTo) === x) a.amount -= rec.closeAmount ?? 0n
        break
      }
      case 'axfer': {
        const p = t.assetTransfer!
        const id = p.assetIndex
        const from = p.assetSender ? addrStr(p.assetSender) : sender
        const to = addrStr(p.receiver)
        const close = optAddr(p.closeRemainderTo)
        if (from === x && to === x && p.amount === 0n && !close && a.assets.get(id)?.optedInRound === rec.round) {
          a.assets.delete(id)
          break
        }
        if (from === x) holding(id).amount += p.amount + (rec.assetCloseAmount ?? 0n)
        if (to === x) holding(id).amount -= p.amount
        if (close === x) holding(id).amount -= rec.assetCloseAmount ?? 0n
        break
      }
      case 'acfg':
        if (sender === x && rec.createdAsset !== undefined) {
          a.assets.delete(rec.createdAsset)
          a.createdAssets.delete(rec.createdAsset)
        }
        break
      case 'appl':
        if (sender !== x) break
        if (rec.createdApp !== undefined) a.createdApps.delete(rec.createdApp)
        if (t.applicationCall!.onComplete === OnApplicationComplete.OptInOC && rec.appId !== undefined)
          a.appsLocal.delete(rec.appId)
        break
    }
  }
  return a
}
