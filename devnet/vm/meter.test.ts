import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js'
import { beforeAll, describe, expect, it } from 'vitest'
import { INSUFFICIENT } from './clause-run'
import { vmFixture } from './testing/fixtures'
import { QUIET_FUNDS } from './ledger'
import { encodeSigned, recoverOrigin, sign, signingHash, txId, type TxBody, type TxClause } from './txcodec'

/** What sets Meter apart from VeChain Thor in devnet's answers: the clause token, expanded blocks, pending lookups. */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>
let f: Awaited<ReturnType<typeof vmFixture>>
beforeAll(async () => {
  f = await vmFixture()
})
const ONE = 10n ** 18n

const body = (clauses: TxClause[], nonce: bigint): TxBody => ({
  chainTag: f.l.chainTag,
  blockRef: f.l.best.id.slice(0, 18),
  expiration: 32,
  clauses,
  gasPriceCoef: 0,
  gas: 100_000n,
  dependsOn: null,
  nonce,
})
const rawOf = (b: TxBody, key: Uint8Array) => `0x${bytesToHex(encodeSigned(b, sign(signingHash(b), key)))}`

describe('Meter specifics of the VM devnet', () => {
  it('expands a block into its transactions with receipts and signatures, as api/blocks does', async () => {
    const n = f.l.blocks.findLast((b) => b.txs.length > 1)!.number
    const plain = (await f.call('vm.blocks.get', { path: { revision: String(n) } })).body as Json
    const expanded = (await f.call('vm.blocks.get', { path: { revision: String(n) }, query: { expanded: 'true' } }))
      .body as Json
    const { transactions: ids, ...summary } = plain
    expect({ ...expanded, transactions: undefined }).toEqual({ ...summary, transactions: undefined })
    expect(expanded.transactions.map((t: Json) => t.id)).toEqual(ids)
    for (const t of expanded.transactions as Json[]) {
      const tx = f.l.tx(t.id)!
      const receipt = (await f.call('vm.transactions.receipt', { path: { id: t.id } })).body as Json
      expect(t).toMatchObject({
        gasUsed: receipt.gasUsed,
        gasPayer: receipt.gasPayer,
        paid: receipt.paid,
        reward: receipt.reward,
        reverted: receipt.reverted,
        outputs: receipt.outputs,
        type: 0,
        chainId: '0x53',
      })
      // r, s and v are the 65-byte signature the origin signed with.
      const sig = hexToBytes(
        BigInt(t.r).toString(16).padStart(64, '0') + BigInt(t.s).toString(16).padStart(64, '0') + `0${BigInt(t.v)}`,
      )
      expect(recoverOrigin(signingHash(tx.body), sig)).toBe(t.origin)
    }
    const genesis = (await f.call('vm.blocks.get', { path: { revision: '0' }, query: { expanded: 'true' } }))
      .body as Json
    expect(genesis.transactions).toEqual([])
  })

  it('carries each clause token through raw answers, JSON, receipts and transfer logs', async () => {
    const synthetic = f.l.blocks.flatMap((b) => b.txs.map((id) => f.l.tx(id)!))
    const tokens = new Set(synthetic.filter((t) => t.body.clauses[0]!.value > 0n).map((t) => t.body.clauses[0]!.token))
    expect([...tokens].sort()).toEqual([0, 1])
    const energyTx = synthetic.find((t) => t.body.clauses[0]!.token === 0 && t.body.clauses[0]!.value > 0n)!
    const view = (await f.call('vm.transactions.get', { path: { id: energyTx.id } })).body as Json
    expect(view.clauses[0]).toMatchObject({ token: 0, value: `0x${energyTx.body.clauses[0]!.value.toString(16)}` })
    const receipt = (await f.call('vm.transactions.receipt', { path: { id: energyTx.id } })).body as Json
    expect(receipt.outputs[0].transfers[0].token).toBe(0)
    const logs = (
      await f.call('vm.logs.transfer', { body: { criteriaSet: [{ txOrigin: energyTx.origin }], order: 'asc' } })
    ).body as Json[]
    expect(logs.find((t) => t.meta.txID === energyTx.id)).toMatchObject({ token: 0 })
  })

  it('moves energy for token 0 and the balance for token 1, and reverts a token-0 value the sender lacks', async () => {
    const [from, to] = [f.l.quiet[0]!, f.l.quiet[1]!]
    const b = body(
      [
        { to: to.address, value: 3n * ONE, token: 0, data: '0x' },
        { to: to.address, value: 4n * ONE, token: 1, data: '0x' },
      ],
      1n,
    )
    const { id } = (await f.call('vm.transactions.commit', { body: { raw: rawOf(b, from.key) } })).body as Json
    expect(id).toBe(txId(signingHash(b), from.address))
    // Pending: null unless `pending=true` asks the pool (the raw form's meta is Meter's zero meta).
    expect((await f.call('vm.transactions.get', { path: { id } })).body).toBeNull()
    const pending = (await f.call('vm.transactions.get', { path: { id }, query: { pending: 'true' } })).body as Json
    expect(pending).toMatchObject({ id, origin: from.address, meta: null })
    const raw = (await f.call('vm.transactions.get', { path: { id }, query: { pending: 'true', raw: 'true' } }))
      .body as Json
    expect(raw).toMatchObject({ raw: rawOf(b, from.key), meta: { blockNumber: 0 } })
    f.advance(3000)
    const receipt = (await f.call('vm.transactions.receipt', { path: { id } })).body as Json
    expect(receipt.reverted).toBe(false)
    const at = (a: string) => f.l.state.account(a, f.l.best.number)
    expect([at(to.address).energy, at(to.address).balance]).toEqual([QUIET_FUNDS + 3n * ONE, QUIET_FUNDS + 4n * ONE])
    expect(at(from.address).energy).toBe(QUIET_FUNDS - 3n * ONE - BigInt(receipt.paid))

    const tooMuch = body([{ to: from.address, value: QUIET_FUNDS * 2n, token: 0, data: '0x' }], 2n)
    const r2 = (await f.call('vm.transactions.commit', { body: { raw: rawOf(tooMuch, to.key) } })).body as Json
    f.advance(3000)
    const failed = (await f.call('vm.transactions.receipt', { path: { id: r2.id } })).body as Json
    expect(failed).toMatchObject({ reverted: true, outputs: [] })
  })

  it('simulates token-0 values against energy; the zero caller may move anything, as CanTransfer lets it', async () => {
    const poor = `0x${'77'.repeat(20)}`
    const clause = { to: f.l.quiet[1]!.address, value: `0x${ONE.toString(16)}`, token: 0 }
    const refused = (await f.call('vm.accounts.batchCall', { body: { clauses: [clause], caller: poor } }))
      .body as Json[]
    expect(refused[0]).toMatchObject({ reverted: true, vmError: INSUFFICIENT })
    const ok = (await f.call('vm.accounts.batchCall', { body: { clauses: [clause] } })).body as Json[]
    // Meter's call results copy sender, recipient and amount, not the token.
    expect(ok[0]).toMatchObject({ reverted: false, transfers: [{ amount: clause.value, token: 0 }] })
  })

  it("refuses VeChain's three-field clause, and signs a structured body's clauses as MTR whatever token it names", async () => {
    const thor =
      '0xf8970184aabbccdd20f840df947567d83b7b8d80addcb281a71d54fc7b3364ffed82271086000000606060df947567d83b7b8d80addcb281a71d54fc7b3364ffed824e208600000060606081808252088083bc614ec0b841f76f3c91a834165872aa9464fc55b03a13f46ea8d3b858e528fcceaf371ad6884193c3f313ff8effbb57fe4d1adc13dceb933bedbf9dbb528d2936203d5511df00'
    expect(await f.call('vm.transactions.commit', { body: { raw: thor } })).toMatchObject({
      status: 400,
      body: 'raw: rlp: too few elements for tx.clauseBody\n',
    })
    const b = body([{ to: f.l.quiet[1]!.address, value: 1n, token: 0, data: '0x' }], 9n)
    const structured = { ...b, gas: 100000, nonce: '9', clauses: [{ to: b.clauses[0]!.to, value: '0x1', token: 1 }] }
    const res = (await f.call('vm.transactions.commit', { body: structured })).body as Json
    expect(res).toEqual({ signingHash: `0x${bytesToHex(signingHash(b))}` })
  })
})
