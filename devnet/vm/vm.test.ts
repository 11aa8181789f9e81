import { beforeAll, describe, expect, it } from 'vitest'
import { operationsOf } from '@/lib/catalog'
import { TOKEN_RUNTIME, TRANSFER_TOPIC, abi } from './contracts'
import { expectCleanLifecycle } from '../sharded/testing/lifecycle'
import { vmFixture } from './testing/fixtures'

// Test-side view of JSON answers: fields are read loosely and asserted on.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>
let f: Awaited<ReturnType<typeof vmFixture>>
beforeAll(async () => {
  f = await vmFixture()
})

describe('VM devnet gateway', () => {
  it('has a handler or a subscription for every catalog operation, and answers each sample with 200', async () => {
    const samples = f.samples()
    for (const op of operationsOf('vm')) {
      if (op.flags.websocket) {
        expect(f.gw.subscriptions?.[op.id], op.id).toBeTypeOf('function')
        continue
      }
      expect(f.gw.handlers[op.id], op.id).toBeTypeOf('function')
      const res = await f.call(op.id, samples[op.id])
      expect(res.status, `${op.id}: ${String(res.body)}`).toBe(200)
      expect(res.body, op.id).not.toBeNull()
    }
  })

  it('answers accounts with hex amounts, hasCode, and history by revision', async () => {
    const tx = f.tokenTx()
    const origin = tx.origin
    const now = (await f.call('vm.accounts.get', { path: { address: origin } })).body as Json
    expect(now).toMatchObject({
      balance: expect.stringMatching(/^0x[0-9a-f]+$/),
      energy: expect.stringMatching(/^0x[0-9a-f]+$/),
      hasCode: false,
    })
    // The origin paid energy for the transaction: its energy before the block is higher than after it.
    const before = (
      await f.call('vm.accounts.get', { path: { address: origin }, query: { revision: String(tx.blockNumber - 1) } })
    ).body as Json
    const after = (
      await f.call('vm.accounts.get', {
        path: { address: origin },
        query: { revision: f.l.blocks[tx.blockNumber]!.id },
      })
    ).body as Json
    expect(BigInt(before.energy) - BigInt(after.energy)).toBeGreaterThanOrEqual(tx.receipt!.paid - tx.receipt!.reward)
    expect(((await f.call('vm.accounts.get', { path: { address: f.l.token } })).body as Json).hasCode).toBe(true)
    expect(((await f.call('vm.accounts.code', { path: { address: f.l.token } })).body as Json).code).toBe(TOKEN_RUNTIME)
    expect(((await f.call('vm.accounts.code', { path: { address: origin } })).body as Json).code).toBe('0x')
    const bad = await f.call('vm.accounts.get', { path: { address: origin }, query: { revision: 'yesterday' } })
    expect(bad).toMatchObject({
      status: 400,
      body: 'revision: invalid\n',
      contentType: expect.stringContaining('text/plain'),
    })
  })

  it('reads token balances from contract storage, matching balanceOf', async () => {
    const holder = f.l.accounts[2]!.address
    const slot = `0x${holder.slice(2).padStart(64, '0')}`
    const stored = ((await f.call('vm.accounts.storage', { path: { address: f.l.token, key: slot } })).body as Json)
      .value
    const called = (
      (await f.call('vm.accounts.call', { path: { address: f.l.token }, body: { data: abi.balanceOf(holder) } }))
        .body as Json
    ).data
    expect(stored).toBe(called)
    expect(BigInt(stored)).toBeGreaterThan(0n)
  })

  it('serves blocks by number, ID and best; unknown is null, malformed is a plain-text 400', async () => {
    const best = (await f.call('vm.blocks.get', { path: { revision: 'best' } })).body as Json
    expect(best.number).toBe(f.l.best.number)
    const byId = (await f.call('vm.blocks.get', { path: { revision: best.id } })).body as Json
    expect(byId).toEqual(best)
    const parent = (await f.call('vm.blocks.get', { path: { revision: String(best.number - 1) } })).body as Json
    expect(parent.id).toBe(best.parentID)
    expect((await f.call('vm.blocks.get', { path: { revision: String(best.number + 100) } })).body).toBeNull()
    expect((await f.call('vm.blocks.get', { path: { revision: 'nope' } })).status).toBe(400)
  })

  it('serves transactions, raw form and receipts; null when unknown or after the given head', async () => {
    const tx = f.tokenTx()
    const view = (await f.call('vm.transactions.get', { path: { id: tx.id } })).body as Json
    expect(view).toMatchObject({ id: tx.id, origin: tx.origin, meta: { blockNumber: tx.blockNumber } })
    const raw = (await f.call('vm.transactions.get', { path: { id: tx.id }, query: { raw: 'true' } })).body as Json
    expect(raw.raw).toMatch(/^0x[0-9a-f]+$/)
    const receipt = (await f.call('vm.transactions.receipt', { path: { id: tx.id } })).body as Json
    expect(receipt).toMatchObject({ reverted: false, gasPayer: tx.origin, meta: { txID: tx.id } })
    const reverted = f.revertedTx()
    expect((await f.call('vm.transactions.receipt', { path: { id: reverted.id } })).body as Json).toMatchObject({
      reverted: true,
      outputs: [],
    })
    const unknown = `0x${'ab'.repeat(32)}`
    expect((await f.call('vm.transactions.get', { path: { id: unknown } })).body).toBeNull()
    const earlier = f.l.blocks[tx.blockNumber - 1]!.id
    expect((await f.call('vm.transactions.get', { path: { id: tx.id }, query: { head: earlier } })).body).toBeNull()
  })

  it('filters event logs by criteria, range, order and options in both generations', async () => {
    const all = (
      await f.call('vm.logs.event', { body: { criteriaSet: [{ address: f.l.token, topic0: TRANSFER_TOPIC }] } })
    ).body as { meta: { blockNumber: number; blockTimestamp: number } }[]
    expect(all.length).toBeGreaterThan(5)
    expect(all.every((e) => (e as unknown as { address: string }).address === f.l.token)).toBe(true)
    const desc = (await f.call('vm.logs.event', { body: { criteriaSet: [{ address: f.l.token }], order: 'desc' } }))
      .body as unknown[]
    expect(desc).toEqual([...all].reverse())
    const paged = (
      await f.call('vm.logs.event', {
        body: { criteriaSet: [{ address: f.l.token }], options: { offset: 2, limit: 3 } },
      })
    ).body as unknown[]
    expect(paged).toEqual(all.slice(2, 5))
    const mid = all[Math.floor(all.length / 2)]!.meta
    const byTime = (
      await f.call('vm.logs.event', {
        body: { range: { unit: 'time', from: mid.blockTimestamp, to: mid.blockTimestamp } },
      })
    ).body as { meta: { blockNumber: number } }[]
    expect(byTime.every((e) => e.meta.blockNumber === mid.blockNumber)).toBe(true)
    expect(byTime.length).toBeGreaterThan(0)
    const legacy = (
      await f.call('vm.logs.events', {
        query: { address: f.l.token, order: 'desc' },
        body: { topicSets: [{ topic0: TRANSFER_TOPIC }] },
      })
    ).body as unknown[]
    expect(legacy).toEqual(desc)
    expect((await f.call('vm.events', { query: { address: f.l.token }, body: {} })).body).toEqual(all)
    const none = (
      await f.call('vm.logs.event', { body: { criteriaSet: [{ address: f.l.token, topic0: `0x${'00'.repeat(32)}` }] } })
    ).body as unknown[]
    expect(none).toEqual([])
  })

  it('filters transfer logs by origin, sender and recipient in both generations', async () => {
    const sender = f.l.accounts[0]!.address
    const mine = (await f.call('vm.logs.transfer', { body: { criteriaSet: [{ sender }] } })).body as {
      sender: string
      amount: string
    }[]
    expect(mine.length).toBeGreaterThan(0)
    expect(mine.every((t) => t.sender === sender && /^0x[0-9a-f]+$/.test(t.amount))).toBe(true)
    const legacy = (await f.call('vm.logs.transfers', { query: {}, body: { addressSets: [{ sender }] } })).body
    expect(legacy).toEqual(mine)
    expect(
      (await f.call('vm.transfers', { query: { order: 'desc' }, body: { addressSets: [{ txOrigin: sender }] } })).body,
    ).toEqual([...mine].reverse())
  })

  it('answers peers, committee and every named tracer for a clause', async () => {
    const peers = (await f.call('vm.node.peers')).body as Json[]
    expect(peers[0]).toMatchObject({ bestBlockID: f.l.best.id })
    expect(((await f.call('vm.node.committee')).body as unknown[]).length).toBe(f.l.validators.length)
    const tx = f.tokenTx()
    const target = `${f.l.blocks[tx.blockNumber]!.id}/${tx.index}/0`
    const call = (await f.call('vm.debug.tracers', { body: { name: 'call', target } })).body as Json
    expect(call).toMatchObject({ type: 'CALL', from: tx.origin, to: f.l.token, output: `0x${'0'.repeat(63)}1` })
    const struct = (await f.call('vm.debug.tracers', { body: { target } })).body as { structLogs: { op: string }[] }
    expect(struct.structLogs.some((s) => s.op === 'LOG3')).toBe(true)
    expect((await f.call('vm.debug.tracers', { body: { name: 'opcount', target } })).body).toBe(
      struct.structLogs.length,
    )
    expect((await f.call('vm.debug.tracers', { body: { name: '4byte', target } })).body).toEqual({ '0xa9059cbb-64': 1 })
    for (const name of ['bigram', 'evmdis', 'noop', 'prestate', 'trigram', 'unigram'])
      expect((await f.call('vm.debug.tracers', { body: { name, target } })).status).toBe(200)
    const missing = await f.call('vm.debug.tracers', {
      body: { name: 'call', target: `${f.l.blocks[tx.blockNumber]!.id}/99/0` },
    })
    expect(missing.status).toBe(400)
  })

  it("starts only unref'd timers and clears them on stop", () => {
    expectCleanLifecycle(f.gw)
  })

  it('is deterministic per seed', async () => {
    const other = await vmFixture(3)
    expect(other.l.blocks[100]).toEqual(f.l.blocks[100])
    expect(other.l.token).toBe(f.l.token)
  })
})
