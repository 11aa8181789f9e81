import 'server-only'
import type { KmdActionName } from '@/lib/client/kmd-contract'
import type { Action } from './action'
import { KEY_ACTIONS } from './keys'
import { MULTISIG_ACTIONS } from './multisig'
import { SESSION_ACTIONS } from './session'
import { SIGNING_ACTIONS } from './signing'
import { WALLET_ACTIONS } from './wallets'

export { BadInputError, type Action, type ActionContext } from './action'
export { sessionView } from './views'

/**
 * What the console may ask of kmd, one entry per route `/api/kmd/<name>`; each name's request schema is the
 * contract's (lib/client/kmd-contract.ts), and the type below fails to compile if an action of the contract has no
 * entry here.
 */
const BY_NAME: Record<KmdActionName, Action> = {
  ...SESSION_ACTIONS,
  ...WALLET_ACTIONS,
  ...KEY_ACTIONS,
  ...MULTISIG_ACTIONS,
  ...SIGNING_ACTIONS,
}

export const ACTIONS: Readonly<Record<string, Action>> = BY_NAME
