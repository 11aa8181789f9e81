import {
  assignGroupID,
  makeApplicationNoOpTxnFromObject,
  makePaymentTxnWithSuggestedParamsFromObject,
  type SuggestedParams,
  type Transaction,
} from 'algosdk'
import { addrOf } from './addr'
import type { SynthEnv } from './synth-env'

const enc = new TextEncoder()

/** The note every member of these groups carries, so a test finds them through the indexer's note-prefix search. */
export const GROUP_NOTE = 'devnet group'

const pay = (sp: SuggestedParams, from: string, to: string, amount: bigint, note: string) =>
  makePaymentTxnWithSuggestedParamsFromObject({
    sender: addrOf(from),
    receiver: addrOf(to),
    amount,
    note: enc.encode(`${GROUP_NOTE}: ${note}`),
    suggestedParams: sp,
  })

/**
 * Atomic groups at fixed points of the history (after the account lifecycle events), beyond the random pay + call
 * pairs: members signed by a multisig account (users 3 and 11, 2 of 3) and by a logic signature (user 6), so the
 * group page draws several lanes and the transaction page has multisig and logic-signature details to show.
 * - "settle": the multisig and the escrow pay user 7, who calls the first application;
 * - "ring": four payments round users 8 → 9 → 10 → 11 → 8, the last signed by the multisig.
 */
export function groupEvents(env: SynthEnv, round: number, sp: SuggestedParams): Transaction[] {
  const k = round - Math.floor(env.upgradeRound / 2)
  const u = env.genesis.users
  if (k === 12) {
    const app = [...env.state.apps.values()][0]
    return assignGroupID([
      pay(sp, u[3]!, u[7]!, 2_000_000n, 'settle'),
      pay(sp, u[6]!, u[7]!, 1_000_000n, 'settle'),
      ...(app
        ? [
            makeApplicationNoOpTxnFromObject({
              sender: addrOf(u[7]!),
              appIndex: app.id,
              appArgs: [enc.encode('settle')],
              note: enc.encode(`${GROUP_NOTE}: settle`),
              suggestedParams: sp,
            }),
          ]
        : []),
    ])
  }
  if (k === 14) {
    const ring = [u[8]!, u[9]!, u[10]!, u[11]!]
    return assignGroupID(ring.map((from, i) => pay(sp, from, ring[(i + 1) % ring.length]!, 500_000n, 'ring')))
  }
  return []
}
