import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  Account,
  Address,
  NetworkConfig,
  ProxyNetworkProvider,
  SmartContractTransactionsOutcomeParser,
  Token,
  Transaction,
  TransactionComputer,
  UserSecretKey,
} from '@multiversx/sdk-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devSecretKey } from '@/devnet/sharded/keys'
import type { ShardedGateway } from '@/devnet/sharded/index'
import { startDevnet, type Devnet } from '@/devnet/server'
import { upstreamPathsFront } from './multiversx-upstream-paths'

/**
 * MultiversX's official SDK (@multiversx/sdk-core, its ProxyNetworkProvider), unmodified but for the base URL
 * and the api-key header, against an in-process devnet serving the real `erd` prefix (the SDK's transaction
 * parsers accept no other). Every step asserts what the SDK parsed, against devnet's own state.
 */
const KEY = 'devnet-key'
const BLOCK_MS = 250
const SEED = 3
/** mx-chain-go statusMetrics.ConfigMetrics: its uint64 metrics are JSON numbers, its string metrics strings. */
const CONFIG_NUMBERS = [
  'erd_denomination',
  'erd_extra_gas_limit_guarded_tx',
  'erd_extra_gas_limit_relayed_tx',
  'erd_gas_per_data_byte',
  'erd_max_gas_per_transaction',
  'erd_meta_consensus_group_size',
  'erd_min_gas_limit',
  'erd_min_gas_price',
  'erd_min_transaction_version',
  'erd_num_metachain_nodes',
  'erd_num_nodes_in_shard',
  'erd_num_shards_without_meta',
  'erd_round_duration',
  'erd_rounds_per_epoch',
  'erd_shard_consensus_group_size',
  'erd_start_time',
]
const CONFIG_STRINGS = [
  'erd_adaptivity',
  'erd_chain_id',
  'erd_gas_price_modifier',
  'erd_hysteresis',
  'erd_latest_tag_software_version',
  'erd_rewards_top_up_gradient_point',
  'erd_top_up_factor',
]

let devnet: Devnet
let front: Awaited<ReturnType<typeof upstreamPathsFront>>
let dataDir: string
let provider: ProxyNetworkProvider
let gw: ShardedGateway
let config: NetworkConfig
const computer = new TransactionComputer()
const accountOf = (index: number) => new Account(new UserSecretKey(devSecretKey(SEED, index)), 'erd')

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'multiversx-sdk-'))
  devnet = await startDevnet({
    port: 0,
    seed: SEED,
    gateways: ['sharded'],
    dataDir,
    blockMs: BLOCK_MS,
    env: { DEVNET_SHARDED_PREFIX: 'erd' },
    log: () => {},
  })
  gw = devnet.modules.get('sharded') as ShardedGateway
  front = await upstreamPathsFront(devnet.url)
  provider = new ProxyNetworkProvider(`${front.url}/sharded`, { headers: { 'api-key': KEY } })
  config = await provider.getNetworkConfig()
}, 60_000)

afterAll(async () => {
  await front?.close()
  await devnet?.close()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

/** A transaction signed by `account` the way sdk-core signs (its Account over computeBytesForSigning). */
async function signed(
  account: Account,
  fields: { receiver: Address; value?: bigint; data?: string; gasLimit?: bigint; nonce?: bigint },
): Promise<Transaction> {
  const data = new TextEncoder().encode(fields.data ?? '')
  const tx = new Transaction({
    sender: account.address,
    receiver: fields.receiver,
    value: fields.value ?? 0n,
    data,
    gasLimit: fields.gasLimit ?? config.minGasLimit + config.gasPerDataByte * BigInt(data.length),
    chainID: config.chainID,
    nonce: fields.nonce ?? (await provider.getAccount(account.address)).nonce,
  })
  tx.signature = await account.signTransaction(tx)
  return tx
}

describe('@multiversx/sdk-core ProxyNetworkProvider against devnet', () => {
  it('reads the network config with every field the proxy returns, in its types', async () => {
    expect(Object.keys(config.raw).sort()).toEqual([...CONFIG_NUMBERS, ...CONFIG_STRINGS].sort())
    for (const k of CONFIG_NUMBERS) expect(typeof config.raw[k], k).toBe('number')
    for (const k of CONFIG_STRINGS) expect(typeof config.raw[k], k).toBe('string')
    expect(config).toMatchObject({
      chainID: 'D',
      minGasLimit: 50_000n,
      minGasPrice: 1_000_000_000n,
      gasPerDataByte: 1_500n,
      extraGasLimitForGuardedTransactions: 50_000n,
      numShards: 3,
      roundDuration: BLOCK_MS,
      numRoundsPerEpoch: 600,
    })
    expect(config.genesisTimestamp).toBe(Math.floor(gw.ledger.genesisMs / 1000))
  })

  it('reads each shard’s status and that shard’s latest block by its nonce', async () => {
    const meta = await provider.getNetworkStatus()
    expect(meta.blockNonce).toBeGreaterThan(900n)
    expect(meta.highestFinalNonce).toBe(meta.blockNonce - 1n)
    expect(meta.currentEpoch).toBe(gw.ledger.epochOf(Number(meta.currentRound)))
    const status = await provider.getNetworkStatus(1)
    const block = await provider.getBlock({ shard: 1, blockNonce: status.blockNonce })
    expect(block).toMatchObject({
      shard: 1,
      nonce: status.blockNonce,
      hash: gw.ledger.blockHash(1, Number(status.blockNonce)),
    })
    expect(block.timestamp).toBe(status.blockTimestamp)
  })

  it('reads an account and its fungible tokens through the upstream esdt paths', async () => {
    const alice = accountOf(0)
    const onNetwork = await provider.getAccount(alice.address)
    expect(onNetwork.address.toBech32()).toBe(alice.address.toBech32())
    expect(onNetwork.address.toBech32()).toMatch(/^erd1/)
    expect(onNetwork.balance).toBe(gw.ledger.account(alice.address.toBech32()).balance)
    const held = gw.ledger.tokens.filter((t) => t.holdings.has(alice.address.toBech32()))
    const tokens = await provider.getFungibleTokensOfAccount(alice.address)
    expect(tokens.map((t) => [t.token.identifier, t.amount]).sort()).toEqual(
      held.map((t) => [t.identifier, t.holdings.get(alice.address.toBech32())]).sort(),
    )
    const one = gw.ledger.tokens[0]!
    const amount = await provider.getTokenOfAccount(alice.address, new Token({ identifier: one.identifier }))
    expect(amount.amount).toBe(one.holdings.get(alice.address.toBech32()) ?? 0n)
    const contract = await provider.getAccount(Address.newFromBech32(gw.ledger.contract.address))
    expect(contract.isContractReadable).toBe(true)
    expect(contract.contractOwnerAddress?.toBech32()).toBe(gw.ledger.contract.owner)
  })

  it('reads an account’s NFT and SFT items, one item through the nft path, and a collection’s definition', async () => {
    const l = gw.ledger
    const c = l.collections[1]!
    const item = c.items[0]!
    // Synthetic transfers pass items between named accounts every few rounds, and each request first catches the
    // ledger up to the clock: read the holdings at the ledger's head, and read again if a round came in between.
    for (let attempt = 0; ; attempt++) {
      l.catchUp()
      const round = l.round
      const holder = [...item.holdings.keys()][0]!
      const held = l.collections.flatMap((x) =>
        x.items
          .filter((i) => i.holdings.has(holder))
          .map((i) => [x.identifier, BigInt(i.nonce), i.holdings.get(holder)]),
      )
      const quantity = item.holdings.get(holder)
      const items = await provider.getNonFungibleTokensOfAccount(Address.newFromBech32(holder))
      const one = await provider.getTokenOfAccount(
        Address.newFromBech32(holder),
        new Token({ identifier: c.identifier, nonce: BigInt(item.nonce) }),
      )
      if (l.round !== round && attempt < 5) continue
      expect(
        items.map((t) => [t.token.identifier.replace(/-[0-9a-f]+$/, ''), BigInt(t.token.nonce), t.amount]).sort(),
      ).toEqual(held.sort())
      expect(one.amount).toBe(quantity)
      expect(BigInt(one.token.nonce)).toBe(BigInt(item.nonce))
      break
    }
    const def = await provider.getDefinitionOfTokenCollection(c.identifier)
    expect(def).toMatchObject({ collection: c.identifier, type: 'SemiFungibleESDT', name: c.name })
    expect(def.owner.toBech32()).toBe(c.owner)
  })

  it('sends a signed transfer, gets the hash the SDK computes, and awaits it to success', async () => {
    const alice = accountOf(1)
    const bob = accountOf(2)
    const before = await provider.getAccount(alice.address)
    const bobBefore = (await provider.getAccount(bob.address)).balance
    const tx = await signed(alice, { receiver: bob.address, value: 10n ** 18n, data: 'conformance' })
    const hash = await provider.sendTransaction(tx)
    expect(hash).toBe(computer.computeTransactionHash(tx))
    const done = await provider.awaitTransactionCompleted(hash)
    expect(done.status.isSuccessful()).toBe(true)
    expect(done).toMatchObject({ hash, nonce: before.nonce, value: 10n ** 18n })
    expect(Buffer.from(done.data).toString()).toBe('conformance')
    expect((await provider.getTransactionStatus(hash)).isSuccessful()).toBe(true)
    const fee = BigInt(done.raw.fee as string)
    const after = await provider.getAccount(alice.address)
    expect(after.nonce).toBe(before.nonce + 1n)
    expect(after.balance).toBe(before.balance - 10n ** 18n - fee)
    expect((await provider.getAccount(bob.address)).balance).toBe(bobBefore + 10n ** 18n)
  })

  it('estimates a transfer’s and a call’s cost, and simulates both without committing', async () => {
    const alice = accountOf(3)
    const transfer = await signed(alice, { receiver: accountOf(4).address, value: 5n, data: 'hi' })
    expect((await provider.estimateTransactionCost(transfer)).gasLimit).toBe(50_000 + 1_500 * 2)
    const contract = Address.newFromBech32(gw.ledger.contract.address)
    const call = await signed(alice, { receiver: contract, data: 'add@07', gasLimit: 5_000_000n })
    const cost = await provider.estimateTransactionCost(call)
    expect(cost.gasLimit).toBe(50_000 + 1_500 * 6 + 1_000_000 + 1)
    // The owner's keeper adds to the contract in every block (250 ms here), so the sum the simulation met lies
    // between the sums read around it.
    const before = gw.ledger.contract.state.sum
    const simulated = await provider.simulateTransaction(call)
    const after = gw.ledger.contract.state.sum
    // Sender and contract may sit on different shards: the proxy then answers per shard.
    const result = (simulated.raw.status ? simulated.raw : simulated.raw.senderShard) as {
      status: string
      scResults: Record<string, { data: string }>
    }
    expect(result.status).toBe('success')
    const data = Object.values(result.scResults)[0]!.data
    expect(data).toMatch(/^@6f6b@(?:[0-9a-f]{2})+$/)
    const returned = BigInt(`0x${data.split('@')[2]}`)
    expect(returned >= before + 7n && returned <= after + 7n).toBe(true)
    // Nothing committed: the sender's nonce is unused and the call is not on the chain.
    expect((await provider.getAccount(alice.address)).nonce).toBe(call.nonce)
    await expect(provider.getTransaction(computer.computeTransactionHash(call))).rejects.toThrow()
  })

  it('queries a contract view and reads its return code and data', async () => {
    const before = gw.ledger.contract.state.sum
    const res = await provider.queryContract({
      contract: Address.newFromBech32(gw.ledger.contract.address),
      function: 'getSum',
      arguments: [],
    })
    const after = gw.ledger.contract.state.sum
    expect(res.returnCode).toBe('ok')
    const sum = BigInt(`0x${Buffer.from(res.returnDataParts[0]!).toString('hex') || '0'}`)
    expect(sum >= before && sum <= after).toBe(true)
  })

  it('calls the contract and parses its results: return code ok and the new sum', async () => {
    const alice = accountOf(5)
    const contract = Address.newFromBech32(gw.ledger.contract.address)
    const before = gw.ledger.contract.state.sum
    const tx = await signed(alice, { receiver: contract, data: 'add@0100', gasLimit: 2_000_000n })
    const hash = await provider.sendTransaction(tx)
    const done = await provider.awaitTransactionCompleted(hash)
    expect(done.status.isSuccessful()).toBe(true)
    expect(done.function).toBe('add')
    expect(done.logs.events.map((e) => e.identifier)).toContain('completedTxEvent')
    const outcome = new SmartContractTransactionsOutcomeParser().parseExecute({ transactionOnNetwork: done })
    expect(outcome.returnCode).toBe('ok')
    const returned = BigInt(`0x${Buffer.from(outcome.values[0] as Uint8Array).toString('hex')}`)
    // Keeper calls share the block; ours added 0x100 to whatever sum it met.
    expect(returned >= before + 256n && returned <= gw.ledger.contract.state.sum).toBe(true)
  })

  it('refuses a forged signature, a used nonce and an unfunded sender as the node does', async () => {
    const alice = accountOf(6)
    const bob = accountOf(7)
    const forged = await signed(alice, { receiver: bob.address, value: 1n })
    forged.signature = Uint8Array.from(forged.signature, (b, i) => (i === 0 ? b ^ 1 : b))
    await expect(provider.sendTransaction(forged)).rejects.toThrow(
      /\[transaction generation failed: ed25519: invalid signature\]/,
    )
    const first = await signed(alice, { receiver: bob.address, value: 1n })
    await provider.awaitTransactionCompleted(await provider.sendTransaction(first))
    const reused = await signed(alice, { receiver: bob.address, value: 2n, nonce: first.nonce })
    await expect(provider.sendTransaction(reused)).rejects.toThrow(
      /\[transaction generation failed: invalid transaction lowerNonceInTx: true, veryHighNonceInTx: false\]/,
    )
    const nobody = new Account(UserSecretKey.generate(), 'erd')
    const unfunded = await signed(nobody, { receiver: bob.address, value: 1n })
    await expect(provider.sendTransaction(unfunded)).rejects.toThrow(
      `[transaction generation failed: insufficient funds for address ${nobody.address.toBech32()}]`,
    )
  })
})
