import { bytesToHex } from '@noble/hashes/utils.js'
import { blake2b } from '@noble/hashes/blake2.js'
import type { HandlerRequest, HandlerResult, HandlerTable, OperationHandler } from '../types'
import { decodeAddress, METACHAIN, SHARDS, shardOf } from './address'
import { bigToBytes, queryAdder, SUM_KEY_HEX } from './contract'
import {
  CHAIN_ID,
  GAS_PER_DATA_BYTE,
  MIN_GAS_LIMIT,
  MIN_GAS_PRICE,
  ROUNDS_PER_EPOCH,
  type ShardedLedger,
} from './ledger'
import { blockInfo, blockView, hyperblockView, txView } from './views'

/** `{data, error, code}` on every answer; 400 is the proxy's validation error, anything else internal. */
export function envelope(status: number, data: unknown, error = ''): HandlerResult {
  const code = status < 300 ? 'successful' : status === 400 ? 'bad_request' : 'internal_issue'
  return { status, body: { data, error, code } }
}

const ok = (data: unknown) => envelope(200, data)
export const fail = (status: number, message: string) => envelope(status, null, message)

const str = (v: unknown) => String(v ?? '')

/** Resolves the `address` path param, answering the proxy's 500 for an address bech32 rejects. */
function withAddress(req: HandlerRequest, fn: (address: string) => HandlerResult): HandlerResult {
  const address = str(req.path.address)
  try {
    decodeAddress(address)
  } catch (e) {
    return fail(500, `cannot get account: ${(e as Error).message}`)
  }
  return fn(address)
}

/** Required fields of POST /transaction/send, checked in the order the proxy's validator reports them. */
const REQUIRED: Record<string, 'number' | 'string'> = {
  nonce: 'number',
  value: 'string',
  receiver: 'string',
  sender: 'string',
  gasPrice: 'number',
  gasLimit: 'number',
  chainID: 'string',
  version: 'number',
  signature: 'string',
}

export function validateSend(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return 'invalid tx fields: the body must be a JSON object'
  const b = body as Record<string, unknown>
  for (const [field, type] of Object.entries(REQUIRED)) {
    if (b[field] === undefined || b[field] === null || b[field] === '')
      return `invalid tx fields: missing field ${field}`
    if (typeof b[field] !== type) return `invalid tx fields: ${field} must be a ${type}`
  }
  for (const field of ['sender', 'receiver']) {
    try {
      decodeAddress(b[field] as string)
    } catch (e) {
      return `invalid tx fields: ${field}: ${(e as Error).message}`
    }
  }
  if (!/^\d+$/.test(b.value as string)) return 'invalid tx fields: value must be a decimal string'
  if (b.chainID !== CHAIN_ID) return `invalid tx fields: chainID: expected ${CHAIN_ID}, got ${b.chainID as string}`
  if ((b.version as number) < 1) return 'invalid tx fields: version must be at least 1'
  if ((b.gasPrice as number) < MIN_GAS_PRICE) return `invalid tx fields: gasPrice below the minimum ${MIN_GAS_PRICE}`
  const dataLen = typeof b.data === 'string' ? Buffer.from(b.data, 'base64').length : 0
  if ((b.gasLimit as number) < MIN_GAS_LIMIT + GAS_PER_DATA_BYTE * dataLen)
    return 'invalid tx fields: insufficient gas limit'
  if (!/^[0-9a-fA-F]{128}$/.test(b.signature as string)) return 'invalid tx fields: signature must be 64 bytes of hex'
  return undefined
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
    withAddress(req, (address) => ok(pick(address)))
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
          blockInfo: blockInfo(l, shardOf(decodeAddress(address))),
        }
      }),
    'sharded.address.balance': (req) =>
      account(req, (a) => ({
        balance: l.account(a).balance.toString(),
        blockInfo: blockInfo(l, shardOf(decodeAddress(a))),
      })),
    'sharded.address.nonce': (req) =>
      account(req, (a) => ({ nonce: l.account(a).nonce, blockInfo: blockInfo(l, shardOf(decodeAddress(a))) })),
    'sharded.address.username': (req) =>
      account(req, (a) => ({ username: l.usernameOf(a), blockInfo: blockInfo(l, shardOf(decodeAddress(a))) })),
    'sharded.address.shard': (req) => account(req, (a) => ({ shardID: shardOf(decodeAddress(a)) })),
    'sharded.address.key': (req) =>
      account(req, (a) => {
        const key = str(req.path.key).replace(/^0x/, '').toLowerCase()
        const value =
          a === l.contract.address && key === SUM_KEY_HEX ? bytesToHex(bigToBytes(l.contract.state.sum)) : ''
        return { value, blockInfo: blockInfo(l, shardOf(decodeAddress(a))) }
      }),
    'sharded.address.tokens': (req) =>
      account(req, (a) => ({
        esdts: Object.fromEntries(
          l.tokens
            .filter((t) => t.holdings.has(a))
            .map((t) => [
              t.identifier,
              { tokenIdentifier: t.identifier, balance: t.holdings.get(a)!.toString(), properties: '' },
            ]),
        ),
        blockInfo: blockInfo(l, shardOf(decodeAddress(a))),
      })),
    'sharded.address.token': (req) =>
      account(req, (a) => {
        const id = str(req.path.tokenIdentifier)
        const token = l.tokens.find((t) => t.identifier === id)
        return {
          tokenData: { tokenIdentifier: id, balance: (token?.holdings.get(a) ?? 0n).toString(), properties: '' },
          blockInfo: blockInfo(l, shardOf(decodeAddress(a))),
        }
      }),
    'sharded.network.config': () =>
      ok({
        config: {
          erd_adaptivity: 'false',
          erd_chain_id: CHAIN_ID,
          erd_denomination: 18,
          erd_gas_per_data_byte: GAS_PER_DATA_BYTE,
          erd_gas_price_modifier: '0.01',
          erd_hysteresis: '0.200000',
          erd_latest_tag_software_version: 'v1.7.13-devnet',
          erd_max_gas_per_transaction: 600_000_000,
          erd_meta_consensus_group_size: 7,
          erd_min_gas_limit: MIN_GAS_LIMIT,
          erd_min_gas_price: MIN_GAS_PRICE,
          erd_min_transaction_version: 1,
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
    'sharded.transaction.send': (req) => {
      const invalid = validateSend(req.body)
      if (invalid) return fail(400, invalid)
      const b = req.body as Record<string, unknown>
      const tx = l.submit({
        nonce: b.nonce as number,
        value: BigInt(b.value as string),
        sender: b.sender as string,
        receiver: b.receiver as string,
        gasPrice: b.gasPrice as number,
        gasLimit: b.gasLimit as number,
        data: typeof b.data === 'string' ? b.data : '',
        signature: (b.signature as string).toLowerCase(),
        chainID: b.chainID as string,
        version: b.version as number,
        options: typeof b.options === 'number' ? b.options : 0,
      })
      return ok({ txHash: tx.hash })
    },
    'sharded.transaction.get': (req) => {
      const tx = l.tx(str(req.path.txhash))
      if (!tx) return fail(404, 'transaction not found')
      return ok({ transaction: txView(l, tx) })
    },
    'sharded.transaction.status': (req) => {
      const tx = l.tx(str(req.path.txhash))
      if (!tx) return fail(404, 'transaction not found')
      return ok({ status: tx.status })
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
    'sharded.vmValues.query': (req) => {
      const b = (req.body ?? {}) as { scAddress?: string; funcName?: string; args?: string[]; callerAddr?: string }
      if (!b.scAddress) return fail(400, 'executeQuery: missing scAddress')
      if (b.scAddress !== l.contract.address) return fail(400, `executeQuery: ${b.scAddress} is no smart contract`)
      if (!b.funcName) return fail(400, 'executeQuery: missing funcName')
      const out = queryAdder(l.contract.state, b.funcName, b.args ?? [])
      return ok({
        data: {
          returnData: out.ok ? out.returnData : null,
          returnCode: out.ok ? 'ok' : out.message.includes('not found') ? 'function not found' : 'user error',
          returnMessage: out.ok ? '' : out.message,
          gasRemaining: 1_499_999_999_999,
          gasRefund: 0,
          outputAccounts: {
            [bytesToHex(decodeAddress(l.contract.address))]: {
              address: l.contract.address,
              nonce: l.account(l.contract.address).nonce,
              balance: null,
              balanceDelta: 0,
              storageUpdates: {},
              code: null,
              codeMetaData: null,
              outputTransfers: [],
              callType: 0,
            },
          },
          deletedAccounts: [],
          touchedAccounts: [],
          logs: [],
        },
      })
    },
  }
  return Object.fromEntries(Object.entries(raw).map(([id, fn]) => [id, read(fn)]))
}
