import { allianceHandlers } from './alliance'
import { authHandlers } from './auth'
import { bankHandlers } from './bank'
import { baseHandlers } from './base'
import { ethbridgeHandlers } from './ethbridge'
import { grantsHandlers } from './grants'
import { ibcHandlers } from './ibc'
import type { HandlerGroup } from './kit'
import { stableHandlers } from './stable'
import { stakingHandlers } from './staking'
import { txHandlers } from './tx'
import { upgradeHandlers } from './upgrade'
import { xnetHandlers } from './xnet'

/** Every handler group; each returns handlers keyed by catalog operation id. */
export const GROUPS: readonly HandlerGroup[] = [
  authHandlers,
  bankHandlers,
  baseHandlers,
  stakingHandlers,
  txHandlers,
  upgradeHandlers,
  grantsHandlers,
  ibcHandlers,
  xnetHandlers,
  ethbridgeHandlers,
  stableHandlers,
  allianceHandlers,
]
