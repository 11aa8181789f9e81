/** SDK-network adapters, loaded only by pages that show SDK panels. */
import type { Adapter } from '../view'
import {
  cosmosAllianceDelegations,
  cosmosAllianceRedelegations,
  cosmosAlliances,
  cosmosAllianceUnbondings,
  cosmosAllianceValidator,
} from './alliance'
import {
  cosmosBatches,
  cosmosBatchFees,
  cosmosBridgeParams,
  cosmosDelegateKeys,
  cosmosLastBridgeEvent,
  cosmosPendingTransfers,
  cosmosValset,
} from './ethbridge'
import { cosmosNodeInfo, cosmosUpgradePlan } from './node'
import { cosmosAccount, cosmosAccounts, cosmosAllowances, cosmosBalances, cosmosGrants, cosmosSupply } from './account'
import { cosmosBlock, cosmosBlockTxHashes, cosmosBlockTxs, cosmosBlockTxsHeader } from './block'
import { cosmosValidatorDelegations, cosmosValidatorUnbondings } from './staking'
import {
  cosmosDyncommRate,
  cosmosExchangeRates,
  cosmosOracleFeeder,
  cosmosOracleMisses,
  cosmosOracleParams,
  cosmosOracleVote,
  cosmosSeigniorage,
  cosmosTaxProceeds,
  cosmosTaxRate,
  cosmosTreasuryIndicators,
} from './stable'
import { cosmosValidator } from './validator'
import { cosmosDenomMetadata, cosmosDenomOwners, cosmosDenomSupply } from './denom'
import {
  cosmosInflationRate,
  cosmosMultisigParams,
  cosmosNexusChains,
  cosmosNexusParams,
  cosmosRewardParams,
} from './xnet'
import { cosmosTxEvents, cosmosTxMessages, cosmosTxSummary } from './tx'

export const cosmosAdapters = {
  'cosmos.block': cosmosBlock,
  'cosmos.blockTxHashes': cosmosBlockTxHashes,
  'cosmos.blockTxsHeader': cosmosBlockTxsHeader,
  'cosmos.blockTxs': cosmosBlockTxs,
  'cosmos.txSummary': cosmosTxSummary,
  'cosmos.txMessages': cosmosTxMessages,
  'cosmos.txEvents': cosmosTxEvents,
  'cosmos.account': cosmosAccount,
  'cosmos.accounts': cosmosAccounts,
  'cosmos.balances': cosmosBalances,
  'cosmos.denomMetadata': cosmosDenomMetadata,
  'cosmos.denomSupply': cosmosDenomSupply,
  'cosmos.denomOwners': cosmosDenomOwners,
  'cosmos.grants': cosmosGrants,
  'cosmos.allowances': cosmosAllowances,
  'cosmos.alliances': cosmosAlliances,
  'cosmos.allianceDelegations': cosmosAllianceDelegations,
  'cosmos.allianceUnbondings': cosmosAllianceUnbondings,
  'cosmos.allianceRedelegations': cosmosAllianceRedelegations,
  'cosmos.validator': cosmosValidator,
  'cosmos.validatorDelegations': cosmosValidatorDelegations,
  'cosmos.validatorUnbondings': cosmosValidatorUnbondings,
  'cosmos.batches': cosmosBatches,
  'cosmos.bridgeParams': cosmosBridgeParams,
  'cosmos.valset': cosmosValset,
  'cosmos.batchFees': cosmosBatchFees,
  'cosmos.delegateKeys': cosmosDelegateKeys,
  'cosmos.pendingTransfers': cosmosPendingTransfers,
  'cosmos.lastBridgeEvent': cosmosLastBridgeEvent,
  'cosmos.allianceValidator': cosmosAllianceValidator,
  'cosmos.nexusChains': cosmosNexusChains,
  'cosmos.nexusParams': cosmosNexusParams,
  'cosmos.multisigParams': cosmosMultisigParams,
  'cosmos.rewardParams': cosmosRewardParams,
  'cosmos.inflationRate': cosmosInflationRate,
  'cosmos.supply': cosmosSupply,
  'cosmos.nodeInfo': cosmosNodeInfo,
  'cosmos.upgradePlan': cosmosUpgradePlan,
  'cosmos.exchangeRates': cosmosExchangeRates,
  'cosmos.taxRate': cosmosTaxRate,
  'cosmos.treasuryIndicators': cosmosTreasuryIndicators,
  'cosmos.taxProceeds': cosmosTaxProceeds,
  'cosmos.seigniorage': cosmosSeigniorage,
  'cosmos.oracleParams': cosmosOracleParams,
  'cosmos.oracleFeeder': cosmosOracleFeeder,
  'cosmos.oracleMisses': cosmosOracleMisses,
  'cosmos.oracleVote': cosmosOracleVote,
  'cosmos.dyncommRate': cosmosDyncommRate,
} satisfies Record<string, Adapter>
