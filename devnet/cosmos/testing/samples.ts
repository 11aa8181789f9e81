import { Tx } from 'cosmjs-types/cosmos/tx/v1beta1/tx'
import { buildPath } from '@/lib/catalog/paths'
import type { Operation } from '@/lib/catalog/types'
import { signersOf } from '../chain/ante'
import type { Chain } from '../chain/chain'
import { encodeTxRaw, txToJson } from '../chain/codec'
import { aminoEncode } from '../handlers/amino'
import { orchestratorEth } from '../handlers/ethbridge'

export interface SampleRequest {
  method: 'GET' | 'POST'
  url: string
  body?: unknown
}

/**
 * A request that the chain can answer with 2xx, for every cosmos operation: values picked from the chain's
 * state (a real delegation, grant, pending packet, tx hash...). Used by the schema and pagination tests.
 */
export function sampleRequest(chain: Chain, op: Operation): SampleRequest {
  const p = chain.opts.profile
  const { book, staking } = chain
  const [v0, dmap] = [...staking.delegations].find(([v, m]) => v < p.bonded && [...m.keys()].some((d) => d !== v))!
  const d0 = [...dmap.keys()].find((d) => d !== v0)!
  const unb = staking.unbondings[0]!
  const grant = chain.env.grants[0]!
  const latestWithTx = (() => {
    for (let h = chain.head; h > 0; h--) if (chain.block(h)!.txs.length) return chain.block(h)!
    throw new Error('no block with transactions')
  })()
  const sampleTx = latestWithTx.txs[0]!
  // Catalog denom path params cannot hold a slash: by-denom alliance routes use the native alliance asset.
  const allianceKeys = [...staking.alliance.keys()]
  const allianceKey =
    op.id === 'cosmos.alliance.rewardsByHash'
      ? allianceKeys.find((k) => k.includes('ibc/'))
      : allianceKeys.find((k) => !k.includes('ibc/'))
  const [ad, av, adenom] = (allianceKey ?? '0|0|x').split('|') as [string, string, string]
  const pendingChannel = [...chain.pending].find(([, m]) => m.size > 0)
  const cpRev = chain.topology.counterparties[0]!.chainId.split('-').pop()!
  const tokens = p.nativeDenoms.filter((d) => d.startsWith('peggy')).map((d) => d.slice(5))

  const path: Record<string, string> = {
    address: book.address(d0),
    delegator_addr: book.address(d0),
    validator_addr: book.valoper(v0),
    owner: 'devnet-owner',
    granter: book.address(grant.granter),
    grantee: book.address(grant.grantee),
    address_bytes: Buffer.from(book.accountBytes(d0)).toString('base64'),
    address_string: book.address(d0),
    id: '9',
    denom: p.denom,
    name: 'bonded_tokens_pool',
    height: String(chain.head - 5),
    last_height: '7799',
    hash: sampleTx.hash,
    channel_id: 'channel-0',
    port_id: 'transfer',
    connection: 'connection-0',
    connection_id: 'connection-0',
    client_id: '07-tendermint-0',
    sequence: '1',
    packet_ack_sequences: '1,2,3',
    packet_commitment_sequences: '1,2,3',
    revision_number: cpRev,
    revision_height: '100',
    trace: 'transfer/channel-0/udex',
    chain: 'Ethereum',
    asset: 'uusdc',
    source_chain: 'Ethereum',
    destination_chain: 'Avalanche',
    amount: '25000000uusdc',
    state: 'TRANSFER_STATE_ARCHIVED',
    validator: book.valoper(0),
    nonce: '1',
  }
  const query: Record<string, string> = {}
  let body: unknown
  const txBytes = Buffer.from(sampleTx.bytes).toString('base64')

  switch (op.id) {
    case 'cosmos.upgrade.appliedPlan':
      path.name = 'v1.0'
      break
    case 'cosmos.tx.blockTxs':
      path.height = String(latestWithTx.height)
      break
    case 'cosmos.staking.unbondingDelegation':
      path.validator_addr = book.valoper(unb.validator)
      path.delegator_addr = book.address(unb.delegator)
      break
    case 'cosmos.ibc.transfer.denomTrace':
      path.hash = chain.topology.traces[0]!.hash
      break
    case 'cosmos.ibc.channel.packetCommitment':
      path.channel_id = pendingChannel?.[0] ?? 'channel-0'
      path.sequence = String([...(pendingChannel?.[1].keys() ?? [1])][0])
      break
    case 'cosmos.ibc.channel.packetAcknowledgement': {
      // A packet from the first devnet peer that has arrived (timed-out and stuck ones never do).
      const link = chain.links.in[0]!
      path.channel_id = link.dstChannel
      path.sequence = String(link.receivedUpTo(chain.head)[0] ?? 1)
      break
    }
  }
  if (op.group === 'alliance') {
    path.delegator_addr = book.address(Number(ad))
    path.validator_addr = book.valoper(Number(av))
    path.denom = adenom
    path.hash = adenom.replace(/^ibc\//, '')
  }
  if (op.group === 'oracle' || op.group === 'treasury') path.denom = 'uusd'
  if (op.id === 'cosmos.bank.balances') query.resolve_denom = 'true'
  const q = (k: string, v: string) => {
    if (op.params.some((x) => x.in === 'query' && x.name === k)) query[k] = v
  }
  q('denom', p.denom)
  q('key_id', 'ethereum-genesis')
  q('chain', 'Ethereum')
  q('asset', 'uusdc')
  q('source_chain', 'Ethereum')
  q('destination_chain', 'Avalanche')
  q('amount', '0uusdc')
  q('validator', book.valoper(1))
  q('id', `0x${'ab'.repeat(32)}-7`)
  q('granter', book.address(grant.granter))
  q('grantee', book.address(grant.grantee))
  q('nonce', '1')
  q('contract_address', tokens[0] ?? '')
  q('address', book.address(0))
  q('erc20', tokens[0] ?? '')
  q('sender_address', book.address(p.validators + 3))
  q('eth_address', orchestratorEth(p.id, 1))
  q('orchestrator_address', book.address(1))
  q('validator_address', book.valoper(1))
  q('offer_coin', '1000000uusd')
  q('ask_denom', 'ukrw')
  q('path', '/app/version')
  q('account_id', '9')
  if (op.id === 'cosmos.ethbridge.denomToErc20')
    query.denom = p.nativeDenoms.find((d) => d.startsWith('peggy')) ?? p.denom

  switch (op.id) {
    case 'cosmos.tx.simulate': {
      // Simulate checks the signer's sequence as the ante handler does: the sample's signer at its current one.
      const r = book.resolve(signersOf(sampleTx.tx)[0] ?? '')
      const seq = r?.kind === 'account' ? (chain.sequences.get(r.index) ?? 0) + chain.pendingOf(r.index) : 0
      const auth = sampleTx.tx.authInfo!
      const fresh = Tx.fromPartial({
        ...sampleTx.tx,
        authInfo: { ...auth, signerInfos: auth.signerInfos.map((si) => ({ ...si, sequence: BigInt(seq) })) },
      })
      body = { tx_bytes: Buffer.from(encodeTxRaw(fresh)).toString('base64') }
      break
    }
    case 'cosmos.tx.decode':
    case 'cosmos.stable.tx.computeTax':
      body = { tx_bytes: txBytes }
      break
    case 'cosmos.tx.encode':
      body = { tx: txToJson(sampleTx.tx) }
      break
    case 'cosmos.tx.encodeAmino':
      body = { amino_json: '{"type":"cosmos-sdk/StdTx","value":{"memo":"devnet"}}' }
      break
    case 'cosmos.tx.decodeAmino':
      body = {
        amino_binary: Buffer.from(aminoEncode('{"type":"cosmos-sdk/StdTx","value":{"memo":"devnet"}}')).toString(
          'base64',
        ),
      }
      break
    case 'cosmos.tx.broadcast': {
      const fresh = Tx.fromPartial({
        ...sampleTx.tx,
        body: { ...sampleTx.tx.body!, memo: `sample ${Date.now()} ${Math.random()}` },
      })
      body = { tx_bytes: Buffer.from(encodeTxRaw(fresh)).toString('base64'), mode: 'BROADCAST_MODE_SYNC' }
      break
    }
  }
  const values = Object.fromEntries(
    op.params
      .filter((x) => x.in === 'path')
      .map((x) => [x.name, x.array ? (path[x.name] ?? '').split(',') : (path[x.name] ?? '')]),
  )
  const qs = new URLSearchParams(query).toString()
  return {
    method: op.method === 'POST' ? 'POST' : 'GET',
    url: `/${p.id}${buildPath(op, values)}${qs ? `?${qs}` : ''}`,
    body,
  }
}
