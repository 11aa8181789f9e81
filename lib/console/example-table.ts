/**
 * The API console's per-operation example table: what the example builder (./examples.ts) cannot discover from
 * earlier answers. Keyed by operation id; operations absent here are built from discovered values alone.
 */
import type { OperationId } from '@/lib/catalog/operation-ids'

export interface OperationExample {
  /** Values that win over discovered ones; `{{field}}` is replaced by a field of an earlier answer. */
  path?: Record<string, string>
  query?: Record<string, string[]>
  /** Body text (JSON, or base64 for binary bodies), with `{{field}}` placeholders. */
  body?: string
  /** Operations whose answers hold the right identifiers (preferred over nearer paths). */
  prefer?: readonly OperationId[]
  /** Prefer records that also hold this field (a transaction's hash, not its block's). */
  beside?: string
  /**
   * The operation answers an error by design with these example values (a write with a placeholder signature,
   * a lookup of an id no record can have): statuses accepted, and why.
   */
  expect?: { status: readonly number[]; why: string }
}

const cosmosTx = (from: string) =>
  JSON.stringify({
    tx: {
      body: {
        messages: [
          {
            '@type': '/cosmos.bank.v1beta1.MsgSend',
            from_address: from,
            to_address: from,
            amount: [{ denom: '{{denom}}', amount: '1' }],
          },
        ],
        memo: 'api console',
      },
      auth_info: { fee: { amount: [], gas_limit: '200000' } },
      signatures: [],
    },
  })

const heights: OperationId[] = ['cosmos.ibc.client.consensusStateHeights']

/**
 * Per-operation examples: bodies, values no list answers, which answers hold the right identifiers, and the
 * errors a gateway answers by design to example values that cannot succeed (a write with a placeholder signature).
 */
export const EXAMPLES: Readonly<Partial<Record<OperationId, OperationExample>>> = {
  // SDK tx helpers chain: encode a transaction, then decode, simulate and broadcast its bytes.
  'cosmos.tx.encode': { body: cosmosTx('{{from_address}}') },
  'cosmos.tx.decode': { body: '{"tx_bytes":"{{tx_bytes}}"}', prefer: ['cosmos.tx.encode'] },
  'cosmos.tx.simulate': { body: '{"tx_bytes":"{{tx_bytes}}"}', prefer: ['cosmos.tx.encode'] },
  'cosmos.tx.broadcast': {
    body: '{"tx_bytes":"{{tx_bytes}}","mode":"BROADCAST_MODE_SYNC"}',
    prefer: ['cosmos.tx.encode'],
  },
  'cosmos.tx.encodeAmino': {
    body: JSON.stringify({
      amino_json: JSON.stringify({ type: 'cosmos-sdk/StdTx', value: { msg: [], memo: 'api console' } }),
    }),
  },
  'cosmos.tx.decodeAmino': { body: '{"amino_binary":"{{amino_binary}}"}', prefer: ['cosmos.tx.encodeAmino'] },
  'cosmos.tx.tx': { beside: 'txhash' },
  // Fee grants: a sponsored transaction's fee names a granter (and its grantee as payer); their lists follow.
  'cosmos.feegrant.allowance': { prefer: ['cosmos.feegrant.allowances', 'cosmos.feegrant.issued'], beside: 'granter' },
  'cosmos.feegrant.allowances': { beside: 'granter' },
  'cosmos.feegrant.issued': { beside: 'granter' },
  'cosmos.staking.unbondingDelegation': {
    prefer: ['cosmos.staking.validatorUnbondingDelegations'],
    beside: 'delegator_address',
  },
  'cosmos.stable.tx.computeTax': { body: cosmosTx('{{voter}}') },
  'cosmos.stable.market.swap': { query: { offer_coin: ['1000000{{actives}}'], ask_denom: ['{{$denom}}'] } },
  'cosmos.xnet.reward.inflationRate': {
    path: { validator: '{{address}}' },
    prefer: ['cosmos.xnet.multisig.key'],
    beside: 'weight',
  },
  'sharded.transaction.get': { beside: 'sender' },
  'sharded.transaction.status': { beside: 'sender' },
  'cosmos.ethbridge.valsetConfirm': {
    query: { address: ['{{orchestrator}}'] },
    prefer: ['cosmos.ethbridge.batchConfirms'],
  },
  'cosmos.ibc.client.consensusState': { prefer: heights },
  'cosmos.ibc.channel.consensusState': { prefer: heights },
  // The connection's own client state names a height its client holds a consensus state for.
  'cosmos.ibc.connection.consensusState': { prefer: ['cosmos.ibc.connection.clientState'] },
  'cosmos.ibc.channel.packetCommitment': { prefer: ['cosmos.ibc.channel.packetCommitments'] },
  'cosmos.ibc.channel.packetAcknowledgement': { prefer: ['cosmos.ibc.channel.packetAcknowledgements'] },
  'cosmos.ibc.transfer.denomHash': {
    path: { trace: '{{path}}/{{base_denom}}' },
    prefer: ['cosmos.ibc.transfer.denomTraces'],
  },
  'cosmos.ibc.transfer.denomTrace': { prefer: ['cosmos.ibc.transfer.denomHash'] },
  'cosmos.xnet.nexus.transferFee': { path: { amount: '1000000{{assets}}' }, prefer: ['cosmos.xnet.nexus.assets'] },
  'cosmos.xnet.nexus.transferFeeByQuery': {
    query: { amount: ['1000000{{assets}}'] },
    prefer: ['cosmos.xnet.nexus.assets'],
  },
  'cosmos.xnet.multisig.key': { prefer: ['cosmos.xnet.multisig.keyId'] },
  'cosmos.xnet.multisig.keygenSession': { prefer: ['cosmos.xnet.multisig.keyId'] },
  'cosmos.xnet.nexus.message': {
    expect: { status: [404], why: 'NOT_FOUND: devnet routes no general message, so no id exists' },
  },
  'vm.blocks.get': { path: { revision: 'best' } },
  // An unknown id is answered 200 null, so the id must be one the best block lists.
  'vm.transactions.get': { path: { id: '{{transactions}}' }, prefer: ['vm.blocks.get'] },
  'vm.transactions.receipt': { path: { id: '{{transactions}}' }, prefer: ['vm.blocks.get'] },
  // The VM gateway answers the structured form without a signature with its signingHash and commits nothing.
  'vm.transactions.commit': {
    body: '{"chainTag":{{chainTag}},"blockRef":"{{blockRef}}","expiration":720,"clauses":[{"to":"{{origin}}","value":"0x0","data":"0x"}],"gasPriceCoef":0,"gas":21000,"nonce":"0x1"}',
    prefer: ['vm.transactions.get'],
  },
  // The sharded gateway answers 400 to a transaction that fails validation (a placeholder signature).
  'sharded.transaction.send': {
    body: '{"nonce":0,"value":"0","receiver":"{{receiver}}","sender":"{{sender}}","gasPrice":1000000000,"gasLimit":50000,"chainID":"{{erd_chain_id}}","version":1,"signature":"00"}',
    expect: { status: [400], why: '400 validation error: the signature is a placeholder' },
  },
  // Cost needs no signature; the node prices the transfer from its data length.
  'sharded.transaction.cost': {
    body: '{"nonce":0,"value":"0","receiver":"{{receiver}}","sender":"{{sender}}","gasPrice":1000000000,"gasLimit":0,"chainID":"{{erd_chain_id}}","version":1}',
  },
  // A simulation still checks the nonce: an account answer gives the sender's current one.
  'sharded.transaction.simulate': {
    query: { checkSignature: ['false'] },
    body: '{"nonce":{{nonce}},"value":"0","receiver":"{{address}}","sender":"{{address}}","gasPrice":1000000000,"gasLimit":50000,"chainID":"{{erd_chain_id}}","version":1}',
    prefer: ['sharded.address.get'],
  },
  'vm.debug.tracers': { body: '{"name":"call","target":"{{id}}/0/0"}', prefer: ['vm.blocks.get'] },
  'sharded.hyperblock.byNonce': { path: { nonce: '40' } },
  // A transaction that calls a function names a smart contract as its receiver; getSum is the adder's view.
  'sharded.vmValues.query': { body: '{"scAddress":"{{receiver}}","funcName":"getSum","args":[]}', beside: 'function' },
  'sharded.block.byNonce': { path: { shard: '0', nonce: '40' } },
  'node.accounts.application': { path: { address: '{{creator}}' }, prefer: ['indexer.applications.search'] },
  'cosmos.alliance.rewardsByHash': { prefer: ['cosmos.alliance.delegations'], beside: 'shares' },
  'node.applications.box': {
    query: { name: ['b64:{{name}}'] },
    prefer: ['node.applications.boxes', 'indexer.applications.boxes'],
  },
  'indexer.applications.box': { query: { name: ['b64:{{name}}'] }, prefer: ['indexer.applications.boxes'] },
  // The ledger node answers 400 to a malformed transaction; the console sends placeholder bytes.
  // A round already passed answers at once with the node's status; the latest round (what an answer holds) is a long
  // poll of up to a minute for the next one, which a first Run should not be, and a frozen devnet never ends.
  'node.status.waitForBlockAfter': { path: { round: '1' } },
  'node.transactions.broadcast': { body: 'AAAA', expect: { status: [400], why: '400 malformed transaction' } },
  'node.transactions.broadcastAsync': { body: 'AAAA', expect: { status: [400], why: '400 malformed transaction' } },
  'node.transactions.simulate': {
    body: '{"txn-groups":[{"txns":["AAAA"]}]}',
    expect: { status: [400], why: '400 malformed transaction group' },
  },
}
