/** Which panels the SDK networks show on block, tx, account and overview pages (from what each gateway offers). */
import { offers, type CallInput } from '@/lib/client/resolve'
import type { CosmosGatewayId, OperationId } from '@/lib/catalog'
import { getNetwork } from '@/lib/networks'
import { panel, type PageDefs, type PanelDef } from '../panels'

const has = offers

export function cosmosBlockPage(g: CosmosGatewayId, height: string): PageDefs {
  if (has(g, 'cosmos.tx.blockTxs')) {
    const call: CallInput = { gateway: g, opId: 'cosmos.tx.blockTxs', path: { height } }
    return {
      panels: [
        panel('block', 'Block', call, 'cosmos.blockTxsHeader', { paged: false }),
        panel('txs', 'Transactions', call, 'cosmos.blockTxs', { wide: true }),
      ],
    }
  }
  if (has(g, 'cosmos.base.block')) {
    const call: CallInput = { gateway: g, opId: 'cosmos.base.block', path: { height } }
    return {
      panels: [
        panel('block', 'Block', call, 'cosmos.block'),
        panel('txs', 'Transactions', call, 'cosmos.blockTxHashes', { wide: true }),
      ],
    }
  }
  return {
    unsupported: `The ${getNetwork(g).name} gateway offers no block queries (neither blocks by height nor the transactions of a block).`,
  }
}

export function cosmosTxPage(g: CosmosGatewayId, hash: string): PageDefs {
  if (!has(g, 'cosmos.tx.tx')) return { unsupported: `The ${getNetwork(g).name} gateway offers no transaction lookup.` }
  const call: CallInput = { gateway: g, opId: 'cosmos.tx.tx', path: { hash } }
  return {
    panels: [
      panel('tx', 'Transaction', call, 'cosmos.txSummary'),
      panel('messages', 'Messages', call, 'cosmos.txMessages', { wide: true }),
      panel('events', 'Events', call, 'cosmos.txEvents', { wide: true }),
    ],
  }
}

export function cosmosAccountPage(g: CosmosGatewayId, address: string): PageDefs {
  const net = getNetwork(g)
  const isValoper = net.address.kind === 'bech32' && address.startsWith(`${net.address.validatorPrefix}1`)
  const p: PanelDef[] = []
  const add = (opId: OperationId, make: () => PanelDef) => has(g, opId) && p.push(make())
  if (isValoper) {
    add('cosmos.staking.validator', () =>
      panel(
        'validator',
        'Validator',
        { gateway: g, opId: 'cosmos.staking.validator', path: { validator_addr: address } },
        'cosmos.validator',
      ),
    )
    add('cosmos.staking.validatorDelegations', () =>
      panel(
        'delegations',
        'Delegations to this validator',
        { gateway: g, opId: 'cosmos.staking.validatorDelegations', path: { validator_addr: address } },
        'cosmos.validatorDelegations',
        { wide: true },
      ),
    )
    add('cosmos.staking.validatorUnbondingDelegations', () =>
      panel(
        'unbondings',
        'Unbonding from this validator',
        { gateway: g, opId: 'cosmos.staking.validatorUnbondingDelegations', path: { validator_addr: address } },
        'cosmos.validatorUnbondings',
        { wide: true },
      ),
    )
    add('cosmos.alliance.validator', () =>
      panel(
        'alliance',
        'Alliance validator',
        { gateway: g, opId: 'cosmos.alliance.validator', path: { validator_addr: address } },
        'cosmos.allianceValidator',
      ),
    )
    add('cosmos.xnet.reward.inflationRate', () =>
      panel(
        'inflation',
        'Inflation rate',
        { gateway: g, opId: 'cosmos.xnet.reward.inflationRate', path: { validator: address } },
        'cosmos.inflationRate',
      ),
    )
    add('cosmos.stable.oracle.feeder', () =>
      panel(
        'feeder',
        'Oracle feeder',
        { gateway: g, opId: 'cosmos.stable.oracle.feeder', path: { validator_addr: address } },
        'cosmos.oracleFeeder',
      ),
    )
    add('cosmos.stable.oracle.missCounter', () =>
      panel(
        'miss',
        'Oracle misses',
        { gateway: g, opId: 'cosmos.stable.oracle.missCounter', path: { validator_addr: address } },
        'cosmos.oracleMisses',
      ),
    )
    add('cosmos.stable.oracle.aggregateVote', () =>
      panel(
        'vote',
        'Oracle aggregate vote',
        { gateway: g, opId: 'cosmos.stable.oracle.aggregateVote', path: { validator_addr: address } },
        'cosmos.oracleVote',
      ),
    )
    add('cosmos.stable.dyncomm.rate', () =>
      panel(
        'dyncomm',
        'Dynamic commission',
        { gateway: g, opId: 'cosmos.stable.dyncomm.rate', path: { validator_addr: address } },
        'cosmos.dyncommRate',
      ),
    )
    add('cosmos.ethbridge.delegateKeysByValidator', () =>
      panel(
        'keys',
        'Bridge delegate keys',
        { gateway: g, opId: 'cosmos.ethbridge.delegateKeysByValidator', query: { validator_address: address } },
        'cosmos.delegateKeys',
      ),
    )
  } else {
    add('cosmos.auth.account', () =>
      panel('account', 'Account', { gateway: g, opId: 'cosmos.auth.account', path: { address } }, 'cosmos.account', {
        // The auth module keeps an account only from its first incoming funds: a 404 is an unused address, not a fault.
        absent: `No account on ${net.name} yet: this address has never received funds.`,
      }),
    )
    add('cosmos.bank.balances', () =>
      panel('balances', 'Balances', { gateway: g, opId: 'cosmos.bank.balances', path: { address } }, 'cosmos.balances'),
    )
    add('cosmos.bank.spendableBalances', () =>
      panel(
        'spendable',
        'Spendable',
        { gateway: g, opId: 'cosmos.bank.spendableBalances', path: { address } },
        'cosmos.balances',
      ),
    )
    add('cosmos.alliance.delegationsByDelegator', () =>
      panel(
        'delegations',
        'Alliance delegations',
        { gateway: g, opId: 'cosmos.alliance.delegationsByDelegator', path: { delegator_addr: address } },
        'cosmos.allianceDelegations',
        { wide: true },
      ),
    )
    add('cosmos.alliance.unbondingsByDelegator', () =>
      panel(
        'unbondings',
        'Alliance unbondings',
        { gateway: g, opId: 'cosmos.alliance.unbondingsByDelegator', path: { delegator_addr: address } },
        'cosmos.allianceUnbondings',
        { wide: true },
      ),
    )
    add('cosmos.alliance.redelegationsByDelegator', () =>
      panel(
        'redelegations',
        'Alliance redelegations',
        { gateway: g, opId: 'cosmos.alliance.redelegationsByDelegator', path: { delegator_addr: address } },
        'cosmos.allianceRedelegations',
        { wide: true },
      ),
    )
    add('cosmos.authz.granterGrants', () =>
      panel(
        'granted',
        'Authz grants given',
        { gateway: g, opId: 'cosmos.authz.granterGrants', path: { granter: address } },
        'cosmos.grants',
        { wide: true },
      ),
    )
    add('cosmos.authz.granteeGrants', () =>
      panel(
        'received',
        'Authz grants received',
        { gateway: g, opId: 'cosmos.authz.granteeGrants', path: { grantee: address } },
        'cosmos.grants',
        { wide: true },
      ),
    )
    add('cosmos.feegrant.allowances', () =>
      panel(
        'allowances',
        'Fee allowances received',
        { gateway: g, opId: 'cosmos.feegrant.allowances', path: { grantee: address } },
        'cosmos.allowances',
        { wide: true },
      ),
    )
    add('cosmos.feegrant.issued', () =>
      panel(
        'issued',
        'Fee allowances issued',
        { gateway: g, opId: 'cosmos.feegrant.issued', path: { granter: address } },
        'cosmos.allowances',
        { wide: true },
      ),
    )
    add('cosmos.ethbridge.pendingSendToEth', () =>
      panel(
        'pending',
        'Pending bridge transfers',
        { gateway: g, opId: 'cosmos.ethbridge.pendingSendToEth', query: { sender_address: address } },
        'cosmos.pendingTransfers',
      ),
    )
    add('cosmos.ethbridge.delegateKeysByOrchestrator', () =>
      panel(
        'orchestrator',
        'As bridge orchestrator',
        { gateway: g, opId: 'cosmos.ethbridge.delegateKeysByOrchestrator', query: { orchestrator_address: address } },
        'cosmos.delegateKeys',
      ),
    )
    add('cosmos.ethbridge.lastEventByAddress', () =>
      panel(
        'event',
        'Last bridge event observed',
        { gateway: g, opId: 'cosmos.ethbridge.lastEventByAddress', path: { address } },
        'cosmos.lastBridgeEvent',
      ),
    )
  }
  if (!p.length)
    return {
      unsupported: `The ${net.name} gateway has no queries about ${isValoper ? 'validators' : 'accounts'} (no auth, bank, authz or feegrant module is exposed).`,
    }
  const missing =
    !has(g, 'cosmos.bank.balances') && !isValoper
      ? `The ${net.name} gateway exposes no bank module, so balances are not available here.`
      : undefined
  return { panels: p, ...(missing && { note: missing }) }
}

export function cosmosOverview(g: CosmosGatewayId): PageDefs {
  const p: PanelDef[] = []
  const add = (
    id: string,
    title: string,
    opId: OperationId,
    adapter: PanelDef['adapter'],
    extra: Partial<PanelDef> = {},
  ) => has(g, opId) && p.push(panel(id, title, { gateway: g, opId }, adapter, extra))
  // Head, recent blocks and transactions, staking pool, validators and supply are the overview's own sections
  // (lib/overview); these panels are what each gateway offers beyond them.
  // The latest block's header in full (hash, proposer, chain id), refreshed live where the gateway has the query.
  add('latest', 'Latest block', 'cosmos.base.latestBlock', 'cosmos.block')
  add('node', 'Node software', 'cosmos.base.nodeInfo', 'cosmos.nodeInfo')
  add('alliances', 'Alliances', 'cosmos.alliance.alliances', 'cosmos.alliances', { wide: true })
  // Hub: nexus.
  add('chains', 'Nexus chains', 'cosmos.xnet.nexus.chains', 'cosmos.nexusChains')
  add('nexus-params', 'Nexus parameters', 'cosmos.xnet.nexus.params', 'cosmos.nexusParams')
  add('multisig-params', 'Multisig parameters', 'cosmos.xnet.multisig.params', 'cosmos.multisigParams')
  add('reward-params', 'Reward parameters', 'cosmos.xnet.reward.params', 'cosmos.rewardParams')
  // Exchange: bridge.
  add('valset', 'Bridge validator set', 'cosmos.ethbridge.currentValset', 'cosmos.valset', { wide: true })
  add('batches', 'Outgoing batches', 'cosmos.ethbridge.outgoingBatches', 'cosmos.batches', { wide: true })
  add('batch-fees', 'Batch fees', 'cosmos.ethbridge.batchFees', 'cosmos.batchFees')
  add('bridge-params', 'Bridge parameters', 'cosmos.ethbridge.params', 'cosmos.bridgeParams')
  // Classic: oracle and treasury.
  add('rates', 'Oracle exchange rates', 'cosmos.stable.oracle.exchangeRates', 'cosmos.exchangeRates')
  add('tax-rate', 'Treasury tax rate', 'cosmos.stable.treasury.taxRate', 'cosmos.taxRate')
  add('indicators', 'Treasury indicators', 'cosmos.stable.treasury.indicators', 'cosmos.treasuryIndicators')
  add('tax-proceeds', 'Tax proceeds', 'cosmos.stable.treasury.taxProceeds', 'cosmos.taxProceeds')
  add('seigniorage', 'Seigniorage proceeds', 'cosmos.stable.treasury.seigniorageProceeds', 'cosmos.seigniorage')
  add('burn-tax', 'Burn tax rate', 'cosmos.stable.tax.burnTaxRate', 'cosmos.taxRate')
  add('oracle-params', 'Oracle parameters', 'cosmos.stable.oracle.params', 'cosmos.oracleParams')
  // Everyone with a bank module.
  add('supply', 'Supply by denomination', 'cosmos.bank.supply', 'cosmos.supply')
  add('accounts', 'Accounts', 'cosmos.auth.accounts', 'cosmos.accounts', { wide: true })
  add('plan', 'Upgrade plan', 'cosmos.upgrade.currentPlan', 'cosmos.upgradePlan')
  return { panels: p }
}
