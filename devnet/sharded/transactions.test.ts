import { describe, expect, it } from 'vitest'
import { addressCodec, METACHAIN } from './address'
import { bigToBytes } from './contract'
import { feeFor } from './fees'
import { sendBody, shardedFixture, signedSend } from './testing/fixtures'

/**
 * What the node checks on send and what a transaction leaves behind, against devnet's handlers on an injected
 * clock. The messages are the node's own (mx-chain-go process/errors.go, txValidator, ed25519 signer), behind
 * the node API's "transaction generation failed: " and the proxy's `internal_issue` code.
 */
const refusal = (error: string) => ({
  status: 400,
  body: { data: null, error: `transaction generation failed: ${error}`, code: 'internal_issue' },
})
const ROUND = 6000
const { encode } = addressCodec()
const stranger = encode(new Uint8Array(32).fill(9))

interface TxAnswer {
  [field: string]: unknown
  fee: string
  initiallyPaidFee: string
  smartContractResults?: Record<string, unknown>[]
  logs?: { events: { identifier: string; topics: string[]; address: string }[] }
}

describe('sharded send: the node’s checks', () => {
  it('refuses a forged signature, a used or far-ahead nonce, an unknown or unfunded sender, in the node’s words', async () => {
    const { call, l } = shardedFixture()
    const good = signedSend(l, 2, stranger)
    const forged = { ...good, signature: good.signature.replace(/^../, good.signature.startsWith('00') ? '11' : '00') }
    expect(await call('sharded.transaction.send', { body: forged })).toEqual(refusal('ed25519: invalid signature'))
    // A signature made for other fields (the value changed after signing) fails the same way.
    expect(await call('sharded.transaction.send', { body: { ...good, value: '2' } })).toEqual(
      refusal('ed25519: invalid signature'),
    )
    expect((await call('sharded.transaction.send', { body: good })).status).toBe(200)
    l.accounts.set(l.dev[2]!.address, { ...l.account(l.dev[2]!.address), nonce: 5 })
    expect(await call('sharded.transaction.send', { body: signedSend(l, 2, stranger, { nonce: 4 }) })).toEqual(
      refusal('invalid transaction lowerNonceInTx: true, veryHighNonceInTx: false'),
    )
    expect(await call('sharded.transaction.send', { body: signedSend(l, 2, stranger, { nonce: 106 }) })).toEqual(
      refusal('invalid transaction lowerNonceInTx: false, veryHighNonceInTx: true'),
    )
    // A key nobody funded: the node reports the missing account as insufficient funds.
    const unknown = signedSend(l, 4, stranger)
    l.accounts.delete(l.dev[4]!.address)
    expect(await call('sharded.transaction.send', { body: unknown })).toEqual(
      refusal(`insufficient funds for address ${l.dev[4]!.address}`),
    )
    l.accounts.set(l.dev[5]!.address, { nonce: 0, balance: 10n })
    const poor = signedSend(l, 5, stranger)
    const fee = feeFor({ gasPrice: poor.gasPrice, data: poor.data ?? '' }, poor.gasLimit)
    expect(await call('sharded.transaction.send', { body: poor })).toEqual(
      refusal(`insufficient funds, for address: ${l.dev[5]!.address}, wanted ${fee}, have 10`),
    )
  })

  it('refuses a wrong version, chain, gas price or gas limit, and a zero version in the proxy’s words', async () => {
    const { call, l } = shardedFixture()
    const cases: [Record<string, unknown>, string][] = [
      [{ version: 1, options: 1 }, 'invalid transaction version'],
      [{ chainID: '1' }, 'invalid chain ID'],
      [{ gasPrice: 999_999_999 }, 'insufficient gas price in tx'],
      [{ gasLimit: 50_000 }, 'insufficient gas limit in tx'],
      [{ gasLimit: 600_000_001 }, 'more gas was provided than gas limit per block'],
    ]
    for (const [extra, error] of cases)
      expect(await call('sharded.transaction.send', { body: signedSend(l, 0, stranger, extra) })).toEqual(
        refusal(error),
      )
    // The proxy's own field check comes first and joins message and reason with " : ".
    const zeroVersion = await call('sharded.transaction.send', { body: signedSend(l, 0, stranger, { version: 0 }) })
    expect(zeroVersion.body.error).toBe('transaction must contain version : no version')
  })

  it('keeps a nonce gap pending and executes both in order once it is filled; a repeated send is one transaction', async () => {
    const { call, l, advance } = shardedFixture()
    const ahead = signedSend(l, 6, stranger, { nonce: 1 })
    const late = (await call('sharded.transaction.send', { body: ahead })).body.data.txHash as string
    advance(ROUND * 2)
    l.catchUp()
    expect(l.tx(late)!.status).toBe('pending')
    const first = signedSend(l, 6, stranger)
    const early = (await call('sharded.transaction.send', { body: first })).body.data.txHash as string
    expect((await call('sharded.transaction.send', { body: first })).body.data.txHash).toBe(early)
    advance(ROUND)
    l.catchUp()
    expect([l.tx(early)!.status, l.tx(late)!.status]).toEqual(['success', 'success'])
    expect(l.tx(early)!.inclusion!.nonce).toBe(l.tx(late)!.inclusion!.nonce)
    expect(l.account(l.dev[6]!.address).nonce).toBe(2)
  })

  it('accepts a value the balance cannot cover (the fee it can) and marks it invalid, taking only the fee', async () => {
    const { call, l, advance } = shardedFixture()
    const sender = l.dev[7]!.address
    const before = l.account(sender).balance
    const body = signedSend(l, 7, stranger, { value: (before * 2n).toString() })
    const hash = (await call('sharded.transaction.send', { body })).body.data.txHash as string
    advance(ROUND * 2)
    l.catchUp()
    expect(l.tx(hash)!.status).toBe('invalid')
    expect(l.account(sender).balance).toBe(before - feeFor({ gasPrice: body.gasPrice, data: body.data ?? '' }, 70_000))
    expect(l.exists(stranger)).toBe(false)
    expect((await call('sharded.transaction.processStatus', { path: { txhash: hash } })).body.data).toEqual({
      status: 'fail',
      reason: '',
    })
  })
})

describe('sharded results: smart-contract results, logs, process status', () => {
  it('gives a successful call an @ok result with the new sum and the gas refund, its event and completedTxEvent', async () => {
    const { call, l, advance } = shardedFixture()
    const data = Buffer.from('add@0a').toString('base64')
    const body = signedSend(l, 0, l.contract.address, { value: '0', data, gasLimit: 5_000_000 })
    const hash = (await call('sharded.transaction.send', { body })).body.data.txHash as string
    expect((await call('sharded.transaction.processStatus', { path: { txhash: hash } })).body.data.status).toBe(
      'pending',
    )
    const sum0 = l.contract.state.sum
    advance(ROUND)
    l.catchUp()
    const tx = l.tx(hash)!
    if (!tx.outcome?.ok) throw new Error('the call did not succeed')
    const sumHex = Buffer.from(tx.outcome.returnData[0]!).toString('hex')
    // Keeper calls may run in the same block; ours added 10 to whatever sum it met.
    expect(BigInt(`0x${sumHex}`) >= sum0 + 10n && BigInt(`0x${sumHex}`) <= l.contract.state.sum).toBe(true)
    const view = (await call('sharded.transaction.get', { path: { txhash: hash }, query: { withResults: 'true' } }))
      .body.data.transaction as TxAnswer
    expect(view).toMatchObject({ status: 'success', function: 'add', processingTypeOnSource: 'SCInvoking' })
    const [scr] = view.smartContractResults!
    expect(scr).toMatchObject({
      data: `@6f6b@${sumHex}`,
      receiver: body.sender,
      sender: l.contract.address,
      prevTxHash: hash,
      originalTxHash: hash,
      value: Number(tx.refund),
      isRefund: true,
    })
    expect(tx.refund! > 0n).toBe(true)
    expect(BigInt(view.fee) + tx.refund!).toBe(BigInt(view.initiallyPaidFee))
    const events = view.logs!.events
    expect(events.map((e) => e.identifier)).toEqual(['add', 'completedTxEvent'])
    expect(Buffer.from(events[1]!.topics[0]!, 'base64').toString('hex')).toBe(hash)
    expect((await call('sharded.transaction.processStatus', { path: { txhash: hash } })).body.data).toEqual({
      status: 'success',
      reason: '',
    })
    // The result answers under its own hash as an `unsigned` transaction.
    const byScr = (await call('sharded.transaction.get', { path: { txhash: scr!.hash as string } })).body.data
      .transaction as Record<string, unknown>
    expect(byScr).toMatchObject({ type: 'unsigned', originalTransactionHash: hash, receiver: body.sender })
    // Without withResults the answer carries neither.
    const plain = (await call('sharded.transaction.get', { path: { txhash: hash } })).body.data.transaction as object
    expect(plain).not.toHaveProperty('smartContractResults')
    expect(plain).not.toHaveProperty('logs')
  })

  it('fails a call to a missing function with signalError and its reason, consuming the whole gas limit', async () => {
    const { call, l, advance } = shardedFixture()
    const data = Buffer.from('nope@01').toString('base64')
    const body = signedSend(l, 1, l.contract.address, { value: '0', data, gasLimit: 5_000_000 })
    const hash = (await call('sharded.transaction.send', { body })).body.data.txHash as string
    advance(ROUND)
    const view = (await call('sharded.transaction.get', { path: { txhash: hash }, query: { withResults: 'true' } }))
      .body.data.transaction as TxAnswer
    expect(view).toMatchObject({ status: 'fail', gasUsed: 5_000_000, initiallyPaidFee: view.fee })
    expect(view.smartContractResults).toMatchObject([
      { data: `@${Buffer.from('function not found').toString('hex')}`, returnMessage: 'invalid function (not found)' },
    ])
    const signal = view.logs!.events[0]!
    expect(signal.identifier).toBe('signalError')
    expect(Buffer.from(signal.topics[1]!, 'base64').toString()).toBe('invalid function (not found)')
    expect((await call('sharded.transaction.processStatus', { path: { txhash: hash } })).body.data).toEqual({
      status: 'fail',
      reason: '',
    })
  })

  it('reports a transfer pending until the metachain notarizes it, then success', async () => {
    const { call, l, advance } = shardedFixture()
    const hash = (await call('sharded.transaction.send', { body: signedSend(l, 3, stranger) })).body.data
      .txHash as string
    const status = async () => (await call('sharded.transaction.processStatus', { path: { txhash: hash } })).body.data
    advance(ROUND)
    l.catchUp()
    const tx = l.tx(hash)!
    expect(tx.status).toBe('success')
    // Included, but the metachain block that notarizes it comes a round later.
    expect(tx.inclusion!.metaNonce).toBeGreaterThan(l.latestNonce(METACHAIN))
    expect(await status()).toEqual({ status: 'pending', reason: '' })
    advance(ROUND)
    expect(await status()).toEqual({ status: 'success', reason: '' })
  })
})

describe('sharded cost, simulate and network status', () => {
  it('prices a transfer at its move-balance gas and a call at the gas it uses plus one', async () => {
    const { call, l } = shardedFixture()
    const transfer = await call('sharded.transaction.cost', {
      body: { ...sendBody(l.dev[0]!.address, stranger, 0), gasLimit: 0, signature: undefined },
    })
    expect(transfer.body.data).toEqual({
      txGasUnits: 50_000 + 1_500 * 6,
      returnMessage: '',
      smartContractResults: null,
    })
    const data = Buffer.from('add@01').toString('base64')
    const addCost = await call('sharded.transaction.cost', {
      body: { ...sendBody(l.dev[0]!.address, l.contract.address, 0), value: '0', data, gasLimit: 0 },
    })
    expect(addCost.body.data).toMatchObject({ txGasUnits: 50_000 + 1_500 * 6 + 1_000_000 + 1, returnMessage: '' })
    const missing = await call('sharded.transaction.cost', {
      body: {
        ...sendBody(l.dev[0]!.address, l.contract.address, 0),
        value: '0',
        data: Buffer.from('nope').toString('base64'),
      },
    })
    expect(missing.body.data).toMatchObject({
      txGasUnits: 0,
      returnMessage: 'function not found: invalid function (not found)',
    })
  })

  it('simulates without committing, checks the signature unless told not to, and splits cross-shard answers', async () => {
    const { call, l } = shardedFixture()
    const sum = l.contract.state.sum
    const data = Buffer.from('add@05').toString('base64')
    const body = signedSend(l, 0, l.contract.address, { value: '0', data, gasLimit: 5_000_000 })
    const sim = await call('sharded.transaction.simulate', { body })
    const result =
      (sim.body.data.result as Record<string, unknown>).status !== undefined
        ? (sim.body.data.result as Record<string, unknown>)
        : ((sim.body.data.result as Record<string, Record<string, unknown>>).senderShard as Record<string, unknown>)
    expect(result).toMatchObject({ status: 'success' })
    expect(Object.values(result.scResults as Record<string, { data: string }>)[0]!.data).toBe(
      `@6f6b@${Buffer.from(bigToBytes(sum + 5n)).toString('hex')}`,
    )
    expect(l.contract.state.sum).toBe(sum)
    const forged = { ...body, signature: '00'.repeat(64) }
    const refused = await call('sharded.transaction.simulate', { body: forged })
    expect(refused.status).toBe(500)
    expect(refused.body.error).toMatch(
      /^transaction generation failed: ed25519: invalid signature while trying to simulate on sender shard \(shard \d\)$/,
    )
    const unchecked = await call('sharded.transaction.simulate', { body: forged, query: { checkSignature: 'false' } })
    expect(unchecked.status).toBe(200)
  })

  it('answers each shard’s and the metachain’s status, and refuses a shard the network does not have', async () => {
    const { call, l } = shardedFixture()
    for (const shard of [0, 1, 2, METACHAIN]) {
      const s = (await call('sharded.network.status', { path: { shard: String(shard) } })).body.data.status as Record<
        string,
        unknown
      >
      expect(s).toMatchObject({
        erd_nonce: l.latestNonce(shard),
        erd_current_round: l.round,
        erd_rounds_per_epoch: 600,
      })
      expect(s.erd_highest_final_nonce).toBe(l.latestNonce(shard) - 1)
      expect(s.erd_block_timestamp_ms).toBe((s.erd_block_timestamp as number) * 1000)
      expect(s.erd_cross_check_block_height).toMatch(shard === METACHAIN ? /^0: \d+, 1: \d+, 2: \d+, $/ : /^meta \d+$/)
    }
    const bad = await call('sharded.network.status', { path: { shard: '7' } })
    expect(bad).toMatchObject({ status: 500, body: { code: 'internal_issue', data: null } })
  })
})
