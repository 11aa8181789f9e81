import { bytesToHex } from '@noble/hashes/utils.js'
import { blake2b } from '@noble/hashes/blake2.js'
import type { HandlerRequest, HandlerResult, HandlerTable, OperationHandler } from '../types'
import { METACHAIN, SHARDS } from './address'
import { bigToBytes, callAdder, SUM_KEY_HEX } from './contract'
import { fail, ok, vmQueryAnswer } from './envelope'
import {
  CHAIN_ID,
  EXTRA_GAS_GUARDED_TX,
  EXTRA_GAS_RELAYED_TX,
  GAS_PER_DATA_BYTE,
  MAX_GAS_PER_TX,
  MIN_GAS_LIMIT,
  MIN_GAS_PRICE,
  MIN_TX_VERSION,
} from './fees'
import { ROUNDS_PER_EPOCH, type ShardedLedger } from './ledger'
import { accountItems, esdtQuery, esdtSupply, nftOfAccount } from './token-handlers'
import { esdtContract } from './tokens'
import { transactionHandlers } from './tx-handlers'
import { blockInfo, blockView, hyperblockView, networkStatus } from './views'

const paramText = (v: unknown) => String(v ?? '')

/** Resolves the `address` path param, answering the proxy's 500 for an address bech32 rejects. */
function withAddress(l: ShardedLedger, req: HandlerRequest, fn: (address: string) => HandlerResult): HandlerResult {
  const address = paramText(req.path.address)
  try {
    l.addresses.decode(address)
  } catch (e) {
    return fail(500, `cannot get account: ${(e as Error).message}`)
  }
  return fn(address)
}

export function shardedHandlers(l: ShardedLedger): HandlerTable {
  // Every read first produces the rounds the clock has reached, so an injected clock moves the chain.
  const read =
    (fn: OperationHandler): OperationHandler =>
    (req) => {
      l.catchUp()
      return fn(req)
    }
  const account = (req: HandlerRequest, pick: (address: string) => unknown) =>
    withAddress(l, req, (address) => ok(pick(address)))
  const raw: HandlerTable = {
    'sharded.about': () =>
      ok({
        appVersion: 'v1.1.0-devnet',
        commitHash: bytesToHex(blake2b(new TextEncoder().encode(`devnet/${l.seed}`), { dkLen: 20 })),
      }),
    'sharded.about.nodesVersions': () =>
      ok({ nodesVersions: Object.fromEntries([...SHARDS, METACHAIN].map((s) => [String(s), ['v1.7.13-devnet']])) }),
    'sharded.address.get': (req) =>
      account(req, (address) => {
        const state = l.account(address)
        const isContract = address === l.contract.address
        return {
          account: {
            address,
            nonce: state.nonce,
            balance: state.balance.toString(),
            username: l.usernameOf(address),
            code: isContract ? l.contract.code : '',
            codeHash: isContract
              ? Buffer.from(blake2b(Buffer.from(l.contract.code, 'hex'), { dkLen: 32 })).toString('base64')
              : null,
            rootHash: Buffer.from(
              blake2b(new TextEncoder().encode(`${address}/${state.nonce}`), { dkLen: 32 }),
            ).toString('base64'),
            codeMetadata: isContract ? 'BQY=' : null,
            developerReward: '0',
            ownerAddress: isContract ? l.contract.owner : '',
          },
          blockInfo: blockInfo(l, l.addresses.shardOf(address)),
        }
      }),
    'sharded.address.balance': (req) =>
      account(req, (a) => ({
        balance: l.account(a).balance.toString(),
        blockInfo: blockInfo(l, l.addresses.shardOf(a)),
      })),
    'sharded.address.nonce': (req) =>
      account(req, (a) => ({ nonce: l.account(a).nonce, blockInfo: blockInfo(l, l.addresses.shardOf(a)) })),
    'sharded.address.username': (req) =>
      account(req, (a) => ({ username: l.usernameOf(a), blockInfo: blockInfo(l, l.addresses.shardOf(a)) })),
    'sharded.address.shard': (req) => account(req, (a) => ({ shardID: l.addresses.shardOf(a) })),
    'sharded.address.key': (req) =>
      account(req, (a) => {
        const key = paramText(req.path.key).replace(/^0x/, '').toLowerCase()
        const value =
          a === l.contract.address && key === SUM_KEY_HEX ? bytesToHex(bigToBytes(l.contract.state.sum)) : ''
        return { value, blockInfo: blockInfo(l, l.addresses.shardOf(a)) }
      }),
    'sharded.address.tokens': (req) =>
      account(req, (a) => ({
        esdts: {
          ...Object.fromEntries(
            l.tokens
              .filter((t) => t.holdings.has(a))
              .map((t) => [
                t.identifier,
                { tokenIdentifier: t.identifier, balance: t.holdings.get(a)!.toString(), properties: '' },
              ]),
          ),
          ...accountItems(l, a),
        },
        blockInfo: blockInfo(l, l.addresses.shardOf(a)),
      })),
    'sharded.address.token': (req) =>
      account(req, (a) => {
        const id = paramText(req.path.tokenIdentifier)
        const token = l.tokens.find((t) => t.identifier === id)
        return {
          tokenData: { tokenIdentifier: id, balance: (token?.holdings.get(a) ?? 0n).toString(), properties: '' },
          blockInfo: blockInfo(l, l.addresses.shardOf(a)),
        }
      }),
    // Every field mx-chain-go's statusMetrics.ConfigMetrics reports: numbers as numbers, the rest as text.
    'sharded.network.config': () =>
      ok({
        config: {
          erd_adaptivity: 'false',
          erd_chain_id: CHAIN_ID,
          erd_denomination: 18,
          erd_extra_gas_limit_guarded_tx: EXTRA_GAS_GUARDED_TX,
          erd_extra_gas_limit_relayed_tx: EXTRA_GAS_RELAYED_TX,
          erd_gas_per_data_byte: GAS_PER_DATA_BYTE,
          erd_gas_price_modifier: '0.01',
          erd_hysteresis: '0.200000',
          erd_latest_tag_software_version: 'v1.7.13-devnet',
          erd_max_gas_per_transaction: MAX_GAS_PER_TX,
          erd_meta_consensus_group_size: 7,
          erd_min_gas_limit: MIN_GAS_LIMIT,
          erd_min_gas_price: MIN_GAS_PRICE,
          erd_min_transaction_version: MIN_TX_VERSION,
          erd_num_metachain_nodes: 7,
          erd_num_nodes_in_shard: 7,
          erd_num_shards_without_meta: SHARDS.length,
          erd_rewards_top_up_gradient_point: '2000000000000000000000000',
          erd_round_duration: l.intervalMs,
          erd_rounds_per_epoch: ROUNDS_PER_EPOCH,
          erd_shard_consensus_group_size: 7,
          erd_start_time: Math.floor(l.genesisMs / 1000),
          erd_top_up_factor: '0.500000',
        },
      }),
    'sharded.network.status': (req) => {
      const shard = Number(req.path.shard)
      if (shard !== METACHAIN && !SHARDS.includes(shard as 0 | 1 | 2))
        return fail(500, "the specified shard ID does not exist in proxy's configuration")
      return ok({ status: networkStatus(l, shard) })
    },
    'sharded.network.economics': () => {
      const total = [...l.accounts.values()].reduce((a, s) => a + s.balance, 0n)
      return ok({
        metrics: {
          erd_dev_rewards: '0',
          erd_epoch_for_economics_data: l.epochOf(l.round),
          erd_inflation: (total / 100n).toString(),
          erd_total_fees: [...SHARDS].reduce((a, s) => a + l.feesOf(s, l.latestNonce(s)), 0n).toString(),
          erd_total_staked_value: (total / 4n).toString(),
          erd_total_supply: total.toString(),
          erd_total_top_up_value: (total / 20n).toString(),
        },
      })
    },
    'sharded.block.byNonce': (req) => {
      const shard = Number(req.path.shard)
      const nonce = Number(req.path.nonce)
      if (!l.hasBlock(shard, nonce))
        return fail(404, `block not found: shard ${req.path.shard as string} nonce ${req.path.nonce as string}`)
      return ok({ block: blockView(l, shard, nonce, req.query.withTxs === 'true') })
    },
    'sharded.hyperblock.byNonce': (req) => {
      const nonce = Number(req.path.nonce)
      if (!l.hasBlock(METACHAIN, nonce)) return fail(404, `hyperblock not found: nonce ${req.path.nonce as string}`)
      return ok({ hyperblock: hyperblockView(l, nonce) })
    },
    'sharded.address.nft': (req) => withAddress(l, req, (a) => nftOfAccount(l, req, a)),
    'sharded.network.esdtSupply': (req) => ok(esdtSupply(l.tokens, paramText(req.path.token), l.collections)),
    'sharded.vmValues.query': (req) => {
      const b = (req.body ?? {}) as { scAddress?: string; funcName?: string; args?: string[]; callerAddr?: string }
      if (!b.scAddress) return fail(400, 'executeQuery: missing scAddress')
      if (b.scAddress === esdtContract(l.addresses)) return esdtQuery(l, b.funcName ?? '', b.args ?? [])
      if (b.scAddress !== l.contract.address) return fail(400, `executeQuery: ${b.scAddress} is no smart contract`)
      if (!b.funcName) return fail(400, 'executeQuery: missing funcName')
      const out = callAdder(l.contract.state, b.funcName, b.args ?? [], false)
      return vmQueryAnswer({
        returnData: out.ok ? out.returnData : null,
        returnCode: out.returnCode,
        returnMessage: out.ok ? '' : out.message,
        address: l.contract.address,
        hexAddress: bytesToHex(l.addresses.decode(l.contract.address)),
        nonce: l.account(l.contract.address).nonce,
      })
    },
  }
  const all: HandlerTable = { ...raw, ...transactionHandlers(l) }
  return Object.fromEntries(Object.entries(all).map(([id, fn]) => [id, read(fn)]))
}
