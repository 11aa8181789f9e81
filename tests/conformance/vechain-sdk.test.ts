import { ABIEvent, ABIFunction, Address, BlockId, Hex, Revision, Transaction } from '@vechain/sdk-core'
import { SimpleHttpClient, ThorClient } from '@vechain/sdk-network'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startDevnet, type Devnet } from '@/devnet/server'
import type { VmGateway } from '@/devnet/vm'
import { TOKEN_RUNTIME, TRANSFER_TOPIC } from '@/devnet/vm/contracts'
import { QUIET_FUNDS, type VmLedger } from '@/devnet/vm/ledger'
import { decodeMeterTx, meterSigningHash, meterTxId, signMeterTx, type MeterClause } from './vechain-meter-tx'

/**
 * VeChain's official SDK (`@vechain/sdk-network` + `@vechain/sdk-core`), unmodified, against devnet's VM gateway, a
 * Meter node's twin. Only the base URL and the `api-key` header (SimpleHttpClient's default headers) are ours.
 *
 * Where VeChain and Meter differ: Meter's clause carries a `token` ([to, value, token, data]). Every read the SDK
 * makes works against a Meter-shaped node (the extra `token` fields ride along in its objects). The SDK's
 * `Transaction` encodes VeChain's three-field clause, which Meter refuses, and `sendRawTransaction` decodes with
 * that profile before posting, so it refuses Meter's raw form: the transfer below is encoded with the SDK's RLP
 * building blocks in Meter's profile (vechain-meter-tx.ts), posted with the SDK's own HTTP client, and awaited with
 * `waitForTransaction`.
 */
let devnet: Devnet
let l: VmLedger
let thor: ThorClient
const ONE = 10n ** 18n
const hexOf = (v: bigint) => `0x${v.toString(16)}`

beforeAll(async () => {
  devnet = await startDevnet({ port: 0, gateways: ['vm'], blockMs: 500, log: () => {}, dataDir: '.devnet/vechain-sdk' })
  l = (devnet.modules.get('vm') as VmGateway).ledger
  thor = new ThorClient(new SimpleHttpClient(`${devnet.url}/vm`, { 'api-key': 'devnet-key' }))
})
afterAll(async () => {
  thor.destroy()
  await devnet.close()
})

/** The latest block whose first transaction moved devnet tokens (a Transfer event in its receipt). */
function tokenBlock() {
  for (let n = l.best.number; n > 0; n--) {
    const tx = l.blocks[n]!.txs.map((id) => l.tx(id)!).find((t) => t.receipt!.outputs[0]?.events.length)
    if (tx) return { n, tx }
  }
  throw new Error('no token transfer in history')
}

describe('VeChain SDK against the VM devnet (Meter)', () => {
  it('reads the best block, a block by number and its expanded form with receipts', async () => {
    const best = (await thor.blocks.getBestBlockCompressed())!
    expect(best.number).toBeGreaterThanOrEqual(1200)
    expect(best.id).toBe(l.blocks[best.number]!.id)
    expect(best.parentID).toBe(l.blocks[best.number - 1]!.id)
    const { n, tx } = tokenBlock()
    expect((await thor.blocks.getBlockCompressed(n))!.transactions).toEqual(l.blocks[n]!.txs)
    const expanded = (await thor.blocks.getBlockExpanded(n))!
    expect(expanded.number).toBe(n)
    const t = expanded.transactions.find((x) => x.id === tx.id)!
    expect(t).toMatchObject({ origin: tx.origin, gas: Number(tx.body.gas), gasUsed: Number(tx.receipt!.gasUsed) })
    expect(t.paid).toBe(hexOf(tx.receipt!.paid))
    expect(t.clauses[0]).toMatchObject({ to: l.token, value: '0x0', token: 0 })
    expect(t.outputs[0]!.events[0]!.topics[0]).toBe(TRANSFER_TOPIC)
    // The SDK detects a fee market by baseFeePerGas; Meter's blocks carry it as a number.
    expect(await thor.forkDetector.isGalacticaForked(n)).toBe(true)
  })

  it('reads an account, its code and a storage slot (getStorageAt sends ?pos=, which the node ignores)', async () => {
    // Blocks keep coming (and a request first catches the chain up): read at a pinned height, as devnet's state is.
    const n = l.best.number
    const holder = l.accounts[2]!.address
    const account = await thor.accounts.getAccount(Address.of(holder), { revision: Revision.of(n) })
    const state = l.state.account(holder, n)
    expect(BigInt(account.balance)).toBe(state.balance)
    expect(account.vet.wei).toBe(state.balance)
    expect(account.hasCode).toBe(false)
    expect((await thor.accounts.getAccount(Address.of(l.token))).hasCode).toBe(true)
    expect((await thor.accounts.getBytecode(Address.of(l.token))).toString()).toBe(TOKEN_RUNTIME)
    const slot = `0x${holder.slice(2).padStart(64, '0')}`
    const stored = await thor.accounts.getStorageAt(Address.of(l.token), BlockId.of(slot), { revision: Revision.of(n) })
    expect(stored.bi).toBe(BigInt(l.state.storage(l.token, slot, n)))
    expect(stored.bi).toBeGreaterThan(0n)
  })

  it('reads a transaction, its raw Meter form and its receipt', async () => {
    const { tx } = tokenBlock()
    const got = (await thor.transactions.getTransaction(tx.id))!
    expect(got).toMatchObject({ id: tx.id, origin: tx.origin, gas: Number(tx.body.gas) })
    expect(got.meta.blockNumber).toBe(tx.blockNumber)
    const raw = (await thor.transactions.getTransactionRaw(tx.id))!
    const decoded = decodeMeterTx(raw.raw)
    expect(decoded.clauses.map((c) => c.token)).toEqual(tx.body.clauses.map((c) => c.token))
    expect(decoded.clauses[0]!.to).toBe(l.token)
    // The ID is blake2b(signingHash ‖ origin) over Meter's encoding: the SDK's helpers recompute it from the raw form.
    expect(meterTxId(meterSigningHash(decoded), tx.origin)).toBe(tx.id)
    const receipt = (await thor.transactions.getTransactionReceipt(tx.id))!
    expect(receipt).toMatchObject({ reverted: false, gasPayer: tx.origin, meta: { txID: tx.id, txOrigin: tx.origin } })
    expect(receipt.gasUsed).toBe(Number(tx.receipt!.gasUsed))
    expect(await thor.transactions.getTransaction(`0x${'ab'.repeat(32)}`)).toBeNull()
  })

  it('filters event logs decoded with an ABI, and transfer logs', async () => {
    const transfer = new ABIEvent('event Transfer(address indexed from, address indexed to, uint256 value)')
    // Logs up to a pinned height, so blocks made meanwhile add nothing the expectation lacks.
    const n = l.best.number
    const from = n - 300
    const logs = await thor.logs.filterEventLogs({
      range: { unit: 'block', from, to: n },
      options: { offset: 0, limit: 5 },
      criteriaSet: [{ criteria: { address: l.token, topic0: TRANSFER_TOPIC }, eventAbi: transfer }],
      order: 'asc',
    })
    const expected = l.events
      .filter((e) => e.address === l.token && e.meta.blockNumber >= from && e.meta.blockNumber <= n)
      .slice(0, 5)
    expect(logs.length).toBe(expected.length)
    expect(logs.length).toBeGreaterThan(0)
    logs.forEach((log, i) => {
      expect(log.meta.txID).toBe(expected[i]!.meta.txID)
      const [sender, recipient, value] = log.decodedData as [string, string, bigint]
      expect(sender.toLowerCase()).toBe(`0x${expected[i]!.topics[1]!.slice(26)}`)
      expect(recipient.toLowerCase()).toBe(`0x${expected[i]!.topics[2]!.slice(26)}`)
      expect(value).toBe(BigInt(expected[i]!.data))
    })
    const sender = l.accounts[0]!.address
    const transfers = await thor.logs.filterTransferLogs({
      range: { unit: 'block', from: 0, to: n },
      criteriaSet: [{ sender }],
      order: 'desc',
      options: { offset: 0, limit: 3 },
    })
    const mine = l.transfers
      .filter((t) => t.sender === sender && t.meta.blockNumber <= n)
      .reverse()
      .slice(0, 3)
    expect(transfers.map((t) => [t.meta.txID, t.amount])).toEqual(mine.map((t) => [t.meta.txID, hexOf(t.amount)]))
    expect(transfers.map((t) => (t as unknown as { token: number }).token)).toEqual(mine.map((t) => t.token))
  })

  it('inspects clauses: a balanceOf read and a call that reverts with its reason', async () => {
    const balanceOf = new ABIFunction('function balanceOf(address owner) view returns (uint256)')
    const holder = l.accounts[3]!.address
    // Pinned to a height: the SDK sends the revision twice (`/accounts/*?revision=n&revision=n`), which thor reads
    // as one and so does the proxy's schema (a repeated key with one value).
    const n = l.best.number
    const [read] = await thor.transactions.simulateTransaction(
      [{ to: l.token, value: '0', data: balanceOf.encodeData([holder]).toString() }],
      { revision: Revision.of(n) },
    )
    expect(read!.reverted).toBe(false)
    const slot = `0x${holder.slice(2).padStart(64, '0')}`
    expect(balanceOf.decodeResult(Hex.of(read!.data))).toBe(BigInt(l.state.storage(l.token, slot, n)))
    const double = new ABIFunction('function double(uint256 x) returns (uint256)')
    const [bad] = await thor.transactions.simulateTransaction([
      { to: l.guard, value: '0', data: double.encodeData([0n]).toString() },
    ])
    expect(bad).toMatchObject({ reverted: true, vmError: 'execution reverted' })
    expect(thor.transactions.decodeRevertReason(bad!.data)).toBe('value must be positive')
  })

  it('sends a signed Meter transfer of both coins from a funded devnet account and awaits its receipt', async () => {
    const [from, to] = [l.quiet[0]!, l.quiet[1]!]
    const clauses: MeterClause[] = [
      { to: to.address, value: 5n * ONE, token: 0, data: '0x' },
      { to: to.address, value: 7n * ONE, token: 1, data: '0x' },
    ]
    const sdkClauses = clauses.map((c) => ({ to: c.to, value: c.value.toString(), data: c.data }))
    const estimate = await thor.transactions.estimateGas(sdkClauses, from.address)
    expect(estimate).toMatchObject({ reverted: false, totalGas: 5000 + 2 * 16000 })
    const genesis = (await thor.blocks.getBlockCompressed(0))!
    const body = {
      chainTag: Number(`0x${genesis.id.slice(-2)}`),
      blockRef: (await thor.blocks.getBestBlockRef())!,
      expiration: 32,
      clauses,
      gasPriceCoef: 0,
      gas: estimate.totalGas,
      dependsOn: null,
      nonce: 1,
    }
    // The SDK's own transaction is VeChain's format: the node refuses its three-field clauses, as Meter does.
    const vechain = Transaction.of({ ...body, clauses: sdkClauses }).sign(from.key)
    // (The node's text is `raw: rlp: too few elements for tx.clauseBody`; the SDK keeps it up to the second colon.)
    await expect(thor.transactions.sendTransaction(vechain)).rejects.toThrow('HTTP 400 Bad Request - raw: rlp')
    const signed = signMeterTx(body, from.key)
    expect(signed.origin).toBe(from.address)
    await expect(thor.transactions.sendRawTransaction(signed.raw)).rejects.toThrow(/Decoding error/)
    const sent = (await thor.httpClient.post('/transactions', { body: { raw: signed.raw } })) as { id: string }
    expect(sent.id).toBe(signed.id)

    const receipt = (await thor.transactions.waitForTransaction(sent.id, { timeoutMs: 15_000, intervalMs: 200 }))!
    expect(receipt).toMatchObject({ reverted: false, gasUsed: 37000, gasPayer: from.address })
    expect(receipt.paid).toBe(hexOf(37000n * 500_000_000_000n))
    expect(receipt.outputs.map((o) => o.transfers)).toEqual([
      [{ sender: from.address, recipient: to.address, amount: hexOf(5n * ONE), token: 0 }],
      [{ sender: from.address, recipient: to.address, amount: hexOf(7n * ONE), token: 1 }],
    ])
    const at = { revision: Revision.of(receipt.meta.blockID) }
    const [sender, recipient] = await Promise.all(
      [from, to].map((a) => thor.accounts.getAccount(Address.of(a.address), at)),
    )
    expect([BigInt(sender!.balance), BigInt(sender!.energy)]).toEqual([
      QUIET_FUNDS - 7n * ONE,
      QUIET_FUNDS - 5n * ONE - BigInt(receipt.paid),
    ])
    expect([BigInt(recipient!.balance), BigInt(recipient!.energy)]).toEqual([
      QUIET_FUNDS + 7n * ONE,
      QUIET_FUNDS + 5n * ONE,
    ])
    const got = (await thor.transactions.getTransaction(sent.id))!
    expect(got.clauses.map((c) => (c as unknown as { token: number }).token)).toEqual([0, 1])
    expect((await thor.transactions.getTransactionRaw(sent.id))!.raw).toBe(signed.raw)
  })
})
