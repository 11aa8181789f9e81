import { describe, expect, it } from 'vitest'
import { operationsOf } from '@/lib/catalog'
import { addressCodec, METACHAIN, prefixFromEnv, shardOf } from './address'
import { bigToBase64 } from './contract'
import { sendBody, shardedFixture, signedSend } from './fixtures.test-util'

const { encode: encodeAddress, decode: decodeAddress } = addressCodec()
import { expectCleanLifecycle } from './testing/lifecycle'

describe('sharded devnet gateway', () => {
  it('has a handler for every catalog operation and answers each in the envelope', async () => {
    const { gw, call, samples } = shardedFixture()
    const s = samples()
    for (const op of operationsOf('sharded')) {
      expect(gw.handlers[op.id], op.id).toBeTypeOf('function')
      expect(s[op.id], `sample for ${op.id}`).toBeDefined()
      const res = await call(op.id, s[op.id])
      expect(res.status, `${op.id}: ${res.body.error}`).toBe(200)
      expect(res.body).toMatchObject({ error: '', code: 'successful' })
      expect(res.body.data).not.toBeNull()
    }
  })

  it('encodes bech32 shd addresses and places them on shards with the real mask rule', () => {
    const pk = new Uint8Array(32)
    pk.fill(0x11)
    for (const [last, shard] of [
      [0, 0],
      [1, 1],
      [2, 2],
      [3, 1],
      [7, 1],
      [6, 2],
    ] as const) {
      pk[31] = last
      expect(shardOf(pk)).toBe(shard)
    }
    const addr = encodeAddress(pk)
    expect(addr.startsWith('shd1')).toBe(true)
    expect(decodeAddress(addr)).toEqual(pk)
    expect(() => decodeAddress(addr.slice(0, -1) + (addr.endsWith('q') ? 'p' : 'q'))).toThrow()
  })

  it('answers 500 internal_issue for an address with a bad checksum, as the real proxy does', async () => {
    const { call, l } = shardedFixture()
    const a = l.named[0]!.address
    const bad = a.slice(0, -1) + (a.endsWith('q') ? 'p' : 'q')
    const res = await call('sharded.address.get', { path: { address: bad } })
    expect(res.status).toBe(500)
    expect(res.body).toMatchObject({
      data: null,
      code: 'internal_issue',
      error: expect.stringContaining('cannot get account'),
    })
  })

  it('produces blocks on three shards and the metachain, and hyperblocks notarize shard blocks', async () => {
    const { call, l, advance } = shardedFixture()
    const before = l.latestNonce(METACHAIN)
    advance(6000 * 3)
    const after = (await call('sharded.hyperblock.byNonce', { path: { nonce: String(before + 3) } })).body.data
      .hyperblock as {
      shardBlocks: { shard: number; nonce: number; hash: string }[]
      round: number
    }
    expect(l.latestNonce(METACHAIN)).toBe(before + 3)
    expect(after.shardBlocks.map((b) => b.shard)).toEqual([0, 1, 2])
    for (const sb of after.shardBlocks) {
      const block = (
        await call('sharded.block.byNonce', { path: { shard: String(sb.shard), nonce: String(sb.nonce) } })
      ).body.data.block as {
        hash: string
        round: number
      }
      expect(block.hash).toBe(sb.hash)
      expect(block.round).toBe(after.round - 1)
    }
    const meta = await call('sharded.block.byNonce', { path: { shard: String(METACHAIN), nonce: String(before + 3) } })
    expect((meta.body.data.block as { notarizedBlocks: unknown[] }).notarizedBlocks).toEqual(after.shardBlocks)
    expect((await call('sharded.hyperblock.byNonce', { path: { nonce: String(before + 10) } })).status).toBe(404)
  })

  it('names its smart contract in every hyperblock that notarizes the contract’s shard: a call whose receiver vm-values answers for', async () => {
    const { call, l } = shardedFixture()
    const shard = shardOf(decodeAddress(l.contract.address))
    let notarizing = 0
    for (let nonce = 20; nonce <= 60; nonce++) {
      const hb = (await call('sharded.hyperblock.byNonce', { path: { nonce: String(nonce) } })).body.data
        .hyperblock as {
        shardBlocks: { shard: number }[]
        transactions: { receiver: string; function?: string; processingTypeOnSource: string; status: string }[]
      }
      if (!hb.shardBlocks.some((b) => b.shard === shard)) continue
      notarizing++
      const calls = hb.transactions.filter((t) => t.function)
      expect(calls.length, `hyperblock ${nonce}`).toBeGreaterThan(0)
      for (const t of calls)
        expect(t).toMatchObject({
          receiver: l.contract.address,
          processingTypeOnSource: 'SCInvoking',
          status: 'success',
        })
    }
    expect(notarizing).toBeGreaterThan(30)
    const q = await call('sharded.vmValues.query', {
      body: { scAddress: l.contract.address, funcName: 'getCalls', args: [] },
    })
    expect(q.body.data.data).toMatchObject({
      returnCode: 'ok',
      returnData: [bigToBase64(BigInt(l.contract.state.calls))],
    })
    expect(l.contract.state.calls).toBeGreaterThan(l.latestNonce(shard) - 1)
  })

  it('derives the same chain from the same seed and a different one from another', async () => {
    const a = shardedFixture(5)
    const b = shardedFixture(5)
    const c = shardedFixture(6)
    const q = { path: { shard: '1', nonce: '100' }, query: { withTxs: 'true' } }
    const ba = (await a.call('sharded.block.byNonce', q)).body
    expect((await b.call('sharded.block.byNonce', q)).body).toEqual(ba)
    expect((await c.call('sharded.block.byNonce', q)).body).not.toEqual(ba)
  })

  it('rejects a send missing any required field with 400 bad_request naming the field', async () => {
    const { call, l } = shardedFixture()
    const full = sendBody(l.named[1]!.address, l.named[2]!.address, 0)
    for (const field of [
      'nonce',
      'value',
      'receiver',
      'sender',
      'gasPrice',
      'gasLimit',
      'chainID',
      'version',
      'signature',
    ] as const) {
      const body: Record<string, unknown> = { ...full }
      delete body[field]
      const res = await call('sharded.transaction.send', { body })
      expect(res.status, field).toBe(400)
      expect(res.body).toMatchObject({ data: null, code: 'bad_request' })
      expect(res.body.error).toContain(field)
    }
    const wrongChain = await call('sharded.transaction.send', { body: { ...full, chainID: 'X' } })
    expect(wrongChain).toEqual({
      status: 400,
      body: { data: null, error: 'transaction generation failed: invalid chain ID', code: 'internal_issue' },
    })
  })

  it('includes a sent transaction in a later block, moving pending → success and the balances', async () => {
    const { call, l, advance } = shardedFixture()
    const sender = l.dev[3]!.address
    const receiver = encodeAddress(new Uint8Array(32).fill(9))
    const startBalance = l.account(sender).balance
    const sent = await call('sharded.transaction.send', { body: signedSend(l, 3, receiver) })
    const hash = sent.body.data.txHash as string
    expect(hash).toMatch(/^[0-9a-f]{64}$/)
    expect((await call('sharded.transaction.status', { path: { txhash: hash } })).body.data).toEqual({
      status: 'pending',
    })
    advance(6000)
    expect((await call('sharded.transaction.status', { path: { txhash: hash } })).body.data).toEqual({
      status: 'success',
    })
    const tx = (await call('sharded.transaction.get', { path: { txhash: hash } })).body.data.transaction as Record<
      string,
      unknown
    >
    expect(tx).toMatchObject({
      hash,
      status: 'success',
      sender,
      receiver,
      value: '1000000000000000000',
      miniblockType: 'TxBlock',
    })
    const fee = BigInt(tx.fee as string)
    expect(l.account(sender).balance).toBe(startBalance - 10n ** 18n - fee)
    expect((await call('sharded.address.balance', { path: { address: receiver } })).body.data.balance).toBe(
      '1000000000000000000',
    )
    const block = (
      await call('sharded.block.byNonce', {
        path: { shard: String(tx.sourceShard), nonce: String(tx.blockNonce) },
        query: { withTxs: 'true' },
      })
    ).body.data.block as { miniBlocks: { transactions: { hash: string }[] }[] }
    expect(block.miniBlocks.flatMap((m) => m.transactions.map((t) => t.hash))).toContain(hash)
  })

  it('answers vm-values/query from the contract state, which transactions change', async () => {
    const { call, l, advance } = shardedFixture()
    const sum0 = l.contract.state.sum
    const q = { body: { scAddress: l.contract.address, funcName: 'getSum' } }
    expect(((await call('sharded.vmValues.query', q)).body.data.data as { returnData: string[] }).returnData).toEqual([
      bigToBase64(sum0),
    ])
    const caller = l.dev[0]!.address
    const data = Buffer.from('add@0100').toString('base64')
    const sent = await call('sharded.transaction.send', {
      body: signedSend(l, 0, l.contract.address, { value: '0', data, gasLimit: 5_000_000 }),
    })
    expect(sent.status, sent.body.error).toBe(200)
    advance(6000)
    const res = (await call('sharded.vmValues.query', q)).body.data.data as {
      returnData: string[]
      returnCode: string
      outputAccounts: object
    }
    // Synthetic blocks also call the adder; the sum grew by at least our 0x100.
    const after = l.contract.state.sum
    expect(after - sum0 >= 256n).toBe(true)
    expect(res).toMatchObject({ returnCode: 'ok', returnData: [bigToBase64(after)] })
    expect(Object.keys(res.outputAccounts)).toHaveLength(1)
    const key = (await call('sharded.address.key', { path: { address: l.contract.address, key: '73756d' } })).body.data
      .value
    expect(BigInt(`0x${key as string}`)).toBe(after)
    const missing = (
      await call('sharded.vmValues.query', { body: { scAddress: l.contract.address, funcName: 'nope' } })
    ).body.data.data
    expect(missing).toMatchObject({ returnCode: 'function not found', returnData: null })
    expect((await call('sharded.vmValues.query', { body: { scAddress: caller, funcName: 'getSum' } })).status).toBe(400)
  })

  it('reports token holdings per address', async () => {
    const { call, l } = shardedFixture()
    const token = l.tokens[0]!
    const [holder, amount] = [...token.holdings][0]!
    const all = (await call('sharded.address.tokens', { path: { address: holder } })).body.data.esdts as Record<
      string,
      { balance: string }
    >
    expect(all[token.identifier]!.balance).toBe(amount.toString())
    const none = encodeAddress(new Uint8Array(32).fill(3))
    const one = (await call('sharded.address.token', { path: { address: none, tokenIdentifier: token.identifier } }))
      .body.data.tokenData
    expect(one).toMatchObject({ tokenIdentifier: token.identifier, balance: '0' })
  })

  it("starts only unref'd timers and clears them on stop", () => {
    const { gw } = shardedFixture()
    expectCleanLifecycle(gw)
    expect(gw.error(400, 'x')).toEqual({ status: 400, body: { data: null, error: 'x', code: 'bad_request' } })
  })
})

describe('sharded address prefix', () => {
  it('serves erd when DEVNET_SHARDED_PREFIX or the app’s SHARDED_BECH32_PREFIX asks, shd otherwise', async () => {
    expect(prefixFromEnv({})).toBe('shd')
    expect(prefixFromEnv({ DEVNET_SHARDED_PREFIX: 'erd' })).toBe('erd')
    expect(prefixFromEnv({ SHARDED_BECH32_PREFIX: 'erd' })).toBe('erd')
    // A real sharded gateway configured: its prefix is not devnet's business.
    expect(prefixFromEnv({ SHARDED_BECH32_PREFIX: 'erd', SHARDED_URL: 'https://gateway.example' })).toBe('shd')
    expect(() => prefixFromEnv({ DEVNET_SHARDED_PREFIX: 'Erd' })).toThrow(/DEVNET_SHARDED_PREFIX must be/)
    const { l, call } = shardedFixture(7, { DEVNET_SHARDED_PREFIX: 'erd' })
    expect(l.named[0]!.address).toMatch(/^erd1/)
    expect(l.contract.address).toMatch(/^erd1/)
    const shd = addressCodec().encode(new Uint8Array(32).fill(1))
    expect((await call('sharded.address.get', { path: { address: shd } })).body).toMatchObject({
      code: 'internal_issue',
      error: 'cannot get account: invalid address prefix shd, expected erd',
    })
  })
})
