import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js'
import { beforeAll, describe, expect, it } from 'vitest'
import { TRANSFER_TOPIC, abi } from './contracts'
import { vmFixture } from './testing/fixtures'
import { encodeSigned, sign, signingHash, txId, type TxBody } from './txcodec'

// Test-side view of JSON answers: fields are read loosely and asserted on.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>
let f: Awaited<ReturnType<typeof vmFixture>>
beforeAll(async () => {
  f = await vmFixture()
})

const body = (over: Partial<TxBody> = {}): TxBody => ({
  chainTag: f.l.chainTag,
  blockRef: f.l.best.id.slice(0, 18),
  expiration: 32,
  clauses: [{ to: f.l.token, value: 0n, token: 0, data: abi.transfer(f.l.accounts[5]!.address, 7n) }],
  gasPriceCoef: 0,
  gas: 120_000n,
  dependsOn: null,
  nonce: 42n,
  ...over,
})

describe('VM devnet gateway: transactions', () => {
  it('simulates calls with real EVM results: events, reverts with vmError, deployment runtime bytecode', async () => {
    const holder = f.l.accounts[3]!.address
    const ok = (
      await f.call('vm.accounts.call', {
        path: { address: f.l.token },
        body: { data: abi.transfer(f.l.accounts[4]!.address, 1n), caller: holder },
      })
    ).body as Json
    expect(ok).toMatchObject({ reverted: false, vmError: '', data: `0x${'0'.repeat(63)}1` })
    expect((ok.events as { topics: string[] }[])[0]!.topics[0]).toBe(TRANSFER_TOPIC)
    const bad = (await f.call('vm.accounts.call', { path: { address: f.l.guard }, body: { data: abi.double(0n) } }))
      .body as Json
    expect(bad).toMatchObject({ reverted: true, vmError: 'execution reverted', events: [] })
    const deployed = (
      await f.call('vm.accounts.deploy', { body: { data: `0x6100828061000d6000396000f3${'00'.repeat(0x82)}` } })
    ).body as Json
    expect(deployed.data).toBe(`0x${'00'.repeat(0x82)}`)
    const batch = (
      await f.call('vm.accounts.batchCall', {
        body: {
          clauses: [
            { to: f.l.guard, data: abi.double(4n) },
            { to: f.l.guard, data: abi.double(0n) },
            { to: f.l.guard, data: abi.double(5n) },
          ],
        },
      })
    ).body as Json[]
    // The batch stops at the first reverted clause.
    expect(batch.map((r) => r.reverted)).toEqual([false, true])
    expect(BigInt(batch[0]!.data)).toBe(8n)
  })

  it('answers the signingHash of an unsigned structured transaction, computed as Thor does', async () => {
    const b = body()
    const res = (
      await f.call('vm.transactions.commit', {
        body: {
          chainTag: b.chainTag,
          blockRef: b.blockRef,
          expiration: b.expiration,
          clauses: [{ to: f.l.token, value: '0x0', data: b.clauses[0]!.data }],
          gasPriceCoef: 0,
          gas: 120000,
          nonce: '42',
        },
      })
    ).body as Json
    expect(res).toEqual({ signingHash: `0x${bytesToHex(signingHash(b))}` })
  })

  it('commits a signed raw transaction into a later block, with a receipt from the EVM', async () => {
    const dev = f.l.accounts[6]!
    const b = body({ nonce: 7n })
    const raw = `0x${bytesToHex(encodeSigned(b, sign(signingHash(b), dev.key)))}`
    const res = await f.call('vm.transactions.commit', { body: { raw } })
    expect(res.body).toEqual({ id: txId(signingHash(b), dev.address) })
    const id = (res.body as Json).id as string
    expect((await f.call('vm.transactions.receipt', { path: { id } })).body).toBeNull()
    f.advance(3000)
    const receipt = (await f.call('vm.transactions.receipt', { path: { id } })).body as Json
    expect(receipt).toMatchObject({ reverted: false, gasPayer: dev.address })
    const events = (receipt.outputs as { events: { topics: string[] }[] }[])[0]!.events
    expect(events[0]!.topics[1]).toBe(`0x${dev.address.slice(2).padStart(64, '0')}`)
    // The structured signed form commits the same way; a wrong chain tag or a poor origin is refused.
    const b2 = body({ nonce: 8n })
    const sig = `0x${bytesToHex(sign(signingHash(b2), dev.key))}`
    const structured = await f.call('vm.transactions.commit', {
      body: {
        chainTag: b2.chainTag,
        blockRef: b2.blockRef,
        expiration: 32,
        clauses: [{ to: f.l.token, value: '0', data: b2.clauses[0]!.data }],
        gasPriceCoef: 0,
        gas: 120000,
        nonce: '8',
        signature: sig,
      },
    })
    expect(structured.body).toEqual({ id: txId(signingHash(b2), dev.address) })
    const wrongTag = body({ chainTag: (f.l.chainTag + 1) % 256 })
    const rejected = await f.call('vm.transactions.commit', {
      body: { raw: `0x${bytesToHex(encodeSigned(wrongTag, sign(signingHash(wrongTag), dev.key)))}` },
    })
    expect(rejected).toMatchObject({ status: 400, body: 'bad tx: chain tag mismatch\n' })
    const poorKey = hexToBytes('7582be841ca040aa940fff6c05773129e135623e41acce3e0b8ba520dc1ae26a')
    const poor = await f.call('vm.transactions.commit', {
      body: { raw: `0x${bytesToHex(encodeSigned(b, sign(signingHash(b), poorKey)))}` },
    })
    expect(poor).toMatchObject({ status: 403, body: 'tx rejected: insufficient energy\n' })
    expect(await f.call('vm.transactions.commit', { body: { raw } })).toMatchObject({
      status: 403,
      body: 'tx rejected: known tx\n',
    })
    const commitBody = (tx: TxBody) => ({
      body: { raw: `0x${bytesToHex(encodeSigned(tx, sign(signingHash(tx), dev.key)))}` },
    })
    expect((await f.call('vm.transactions.commit', commitBody(body({ gas: 20_000n })))).body).toBe(
      'bad tx: intrinsic gas exceeds provided gas\n',
    )
    const expired = body({ blockRef: f.l.blocks[10]!.id.slice(0, 18), expiration: 5 })
    expect((await f.call('vm.transactions.commit', commitBody(expired))).body).toBe('tx rejected: expired\n')
  })
})
