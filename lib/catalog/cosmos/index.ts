import type { OperationInput } from '../types'
import { allianceOperations } from './alliance'
import { authOperations } from './auth'
import { authzOperations } from './authz'
import { bankOperations } from './bank'
import { baseOperations } from './base'
import { ethbridgeOperations } from './ethbridge'
import { feegrantOperations } from './feegrant'
import { ibcChannelOperations } from './ibc-channel'
import { ibcClientOperations } from './ibc-client'
import { ibcConnectionOperations } from './ibc-connection'
import { ibcTransferOperations } from './ibc-transfer'
import { icaOperations } from './ica'
import { stableOperations } from './stable'
import { stakingOperations } from './staking'
import { txOperations } from './tx'
import { upgradeOperations } from './upgrade'
import { xnetOperations } from './xnet'

/** Every operation of the five SDK gateways (Hub, Staking, Exchange, Platform, Classic). */
export const cosmosOperations: OperationInput[] = [
  ...authOperations,
  ...bankOperations,
  ...baseOperations,
  ...stakingOperations,
  ...txOperations,
  ...upgradeOperations,
  ...authzOperations,
  ...feegrantOperations,
  ...ibcChannelOperations,
  ...ibcClientOperations,
  ...ibcConnectionOperations,
  ...ibcTransferOperations,
  ...icaOperations,
  ...xnetOperations,
  ...ethbridgeOperations,
  ...stableOperations,
  ...allianceOperations,
]
