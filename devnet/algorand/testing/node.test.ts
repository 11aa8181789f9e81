import algosdk from 'algosdk'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { UPGRADE_AT } from '../ledger/constants'
import { defaultWalletMdk, deriveKey } from '../kmd/derive'
import { isCurvePoint } from '../node/submit'
import { startHarness, type Harness } from './harness'

const SEED = 5
let h: Harness
let algod: algosdk.Algodv2
const alice = deriveKey(defaultWalletMdk(SEED), 1)
const bob = deriveKey(defaultWalletMdk(SEED), 2)

beforeAll(async () => {
  h = await startHarness(4403, { seed: SEED })
  algod = new algosdk.Algodv2('', `${h.devnet.url}/node`, h.devnet.port, { 'api-key': h.key })
})
afterAll(() => h?.close())

const pay = async (amount: bigint, from = alice, to = bob.address) => {
  const sp = await algod.getTransactionParams().do()
  return algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: from.address,
    receiver: to,
    amount,
    suggestedParams: sp,
  })
}
const b64 = (b: Uint8Array) => Buffer.from(b).toString('base64')

describe('node: authentication and removed or invalid calls', () => {
  it('answers 401 "invalid API token" without or with a wrong key', async () => {
    for (const headers of [{ 'api-key': '' }, { 'api-key': 'wrong' }]) {
      const r = await h.call('node', 'GET', '/v2/status', { headers })
      expect(r.status).toBe(401)
      expect(r.json).toEqual({ message: 'invalid API token' })
    }
  })

  it("answers 401 in the indexer's {message} and kmd's {error, message} shapes too", async () => {
    const ix = await h.call('indexer', 'GET', '/v2/transactions', { headers: { 'api-key': 'wrong' } })
    expect(ix.status).toBe(401)
    expect(Object.keys(ix.json!)).toEqual(['message'])
    const kmd = await h.call('kmd', 'GET', '/v1/wallets', { headers: { 'api-key': 'wrong' } })
    expect(kmd.status).toBe(401)
    expect(kmd.json).toMatchObject({ error: true })
  })

  it('waits for the next block, but not for one over 1000 rounds ahead', async () => {
    const head = Number((await h.call('node', 'GET', '/v2/status')).json!['last-round'])
    const far = await h.call('node', 'GET', `/v2/status/wait-for-block-after/${head + 5000}`)
    expect(far.status).toBe(400)
    const past = await h.call('node', 'GET', `/v2/status/wait-for-block-after/${head - 1}`)
    expect(past.json!['last-round']).toBe(head)
  })

  it('has no program dry-run any more', async () => {
    expect((await h.call('node', 'POST', '/v2/prog/dryrun', { body: {} })).status).toBe(404)
    expect((await h.call('node', 'POST', '/v2/teal/dryrun', { body: {} })).status).toBe(404)
  })

  it('accepts skip-pq-address-check true or false only', async () => {
    const raw = (await pay(1n)).signTxn(alice.secretKey)
    const bad = await h.call('node', 'POST', '/v2/transactions', { query: { 'skip-pq-address-check': 'yes' }, raw })
    expect(bad.status).toBe(400)
    expect(typeof bad.json?.message).toBe('string')
    const good = await h.call('node', 'POST', '/v2/transactions', { query: { 'skip-pq-address-check': 'true' }, raw })
    expect(good.status).toBe(200)
    expect(good.json?.txId).toMatch(/^[A-Z2-7]{52}$/)
  })

  it('rejects a VM 13 escrow whose address is an ed25519 point unless skip-pq-address-check=true', async () => {
    // A `#pragma version 13; int n; return` program whose hash happens to be a curve point.
    const program = [...Array(200).keys()]
      .map((n) => new Uint8Array([0x0d, 0x81, n + 1, 0x43]))
      .find((p) => isCurvePoint(new algosdk.LogicSigAccount(p).address().publicKey))!
    const escrow = new algosdk.LogicSigAccount(program)
    const fund = await pay(1_000_000n, alice, escrow.address().toString())
    expect((await h.call('node', 'POST', '/v2/transactions', { raw: fund.signTxn(alice.secretKey) })).status).toBe(200)
    const fromEscrow = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: escrow.address(),
      receiver: bob.address,
      amount: 1n,
      suggestedParams: await algod.getTransactionParams().do(),
    })
    const raw = algosdk.signLogicSigTransactionObject(fromEscrow, escrow).blob
    const refused = await h.call('node', 'POST', '/v2/transactions', { raw })
    expect(refused.status).toBe(400)
    expect(refused.json?.message).toMatch(/Edwards25519/)
    expect(
      (await h.call('node', 'POST', '/v2/transactions', { raw, query: { 'skip-pq-address-check': 'true' } })).status,
    ).toBe(200)
  })

  it('rejects a malformed body, a bad signature and an overspend with 400 {message}', async () => {
    const garbage = await h.call('node', 'POST', '/v2/transactions', { raw: new Uint8Array([0xc1, 2, 3]) })
    expect(garbage.status).toBe(400)
    const forged = await h.call('node', 'POST', '/v2/transactions', { raw: (await pay(2n)).signTxn(bob.secretKey) })
    expect(forged.status).toBe(400)
    expect(forged.json?.message).toMatch(/authorized by/)
    const over = await h.call('node', 'POST', '/v2/transactions', {
      raw: (await pay(10n ** 16n)).signTxn(alice.secretKey),
    })
    expect(over.status).toBe(400)
    expect(over.json?.message).toMatch(/overspend/)
    const async = await h.call('node', 'POST', '/v2/transactions/async', {
      raw: (await pay(3n)).signTxn(alice.secretKey),
    })
    expect(async.status).toBe(200)
  })
})

describe('node: accounts and applications', () => {
  it('excludes holdings, local state and created resources with exclude=all', async () => {
    const full = (await h.call('node', 'GET', `/v2/accounts/${alice.address}`)).json!
    expect(Array.isArray(full.assets)).toBe(true)
    const bare = (await h.call('node', 'GET', `/v2/accounts/${alice.address}`, { query: { exclude: 'all' } })).json!
    for (const k of ['assets', 'apps-local-state', 'created-assets', 'created-apps']) expect(bare).not.toHaveProperty(k)
    expect(bare.amount).toEqual(full.amount)
    expect(bare['total-assets-opted-in']).toEqual(full['total-assets-opted-in'])
  })

  it('answers msgpack that algosdk decodes when format=msgpack', async () => {
    const r = await h.call('node', 'GET', `/v2/accounts/${alice.address}`, { query: { format: 'msgpack' } })
    expect(r.status).toBe(200)
    const acct = algosdk.decodeMsgpack(r.bytes, algosdk.modelsv2.Account)
    expect(acct.address.toString()).toBe(alice.address)
    expect(acct.amount).toBeGreaterThan(0n)
  })

  it('shows the v42 application fields only on the apps that set them, created after the upgrade round', async () => {
    const upgrade = Math.floor(h.rounds * UPGRADE_AT)
    const found: Record<string, unknown>[] = []
    for (let id = 1001; id < 1020; id++) {
      const r = await h.call('node', 'GET', `/v2/applications/${id}`)
      if (r.status === 200) found.push(r.json!)
    }
    const v42 = found.filter(
      (a) =>
        (a.params as Record<string, unknown>)['family-box-access'] ||
        (a.params as Record<string, unknown>)['foreign-box-reads'],
    )
    expect(v42).toHaveLength(2)
    expect(found.length).toBeGreaterThan(v42.length)
    const created = await h.call('indexer', 'GET', `/v2/applications/${String(v42[0]!.id)}`)
    expect(Number((created.json!.application as Record<string, unknown>)['created-at-round'])).toBeGreaterThan(upgrade)
    const missing = await h.call('node', 'GET', '/v2/applications/999999')
    expect(missing.status).toBe(404)
    expect(missing.json).toEqual({ message: 'application does not exist' })
  })

  it('answers account-application with global state only for the creator', async () => {
    const app = (await h.call('node', 'GET', '/v2/applications/1006')).json!
    const creator = (app.params as Record<string, string>).creator!
    const mine = (await h.call('node', 'GET', `/v2/accounts/${creator}/applications/1006`)).json!
    expect(mine['created-app']).toBeDefined()
    expect((await h.call('node', 'GET', `/v2/accounts/${bob.address}/applications/1006`)).status).toBe(404)
    expect((await h.call('node', 'GET', '/v2/accounts/NOTANADDRESS/applications/1006')).status).toBe(400)
  })

  it('writes uint64 values beyond 2^53 exactly', async () => {
    const r = await h.call('node', 'GET', '/v2/assets/1005')
    expect(r.text).toContain('"total":18446744073709551615')
  })
})

describe('node: simulate', () => {
  it('reports group-usage, group-fees-paid and per-transaction fees-paid for a JSON request', async () => {
    const a = await pay(10n)
    const b = await pay(20n, bob, alice.address)
    algosdk.assignGroupID([a, b])
    const body = { 'txn-groups': [{ txns: [b64(a.signTxn(alice.secretKey)), b64(b.signTxn(bob.secretKey))] }] }
    const r = await h.call('node', 'POST', '/v2/transactions/simulate', { body })
    expect(r.status).toBe(200)
    const g = (r.json!['txn-groups'] as Record<string, unknown>[])[0]!
    expect(g['group-fees-paid']).toBe(2000)
    expect(g['group-usage']).toBe(2_000_000)
    expect((g['txn-results'] as Record<string, unknown>[]).map((t) => t['fees-paid'])).toEqual([1000, 1000])
    expect(g['failure-message']).toBeUndefined()
  })

  it('accepts signed transactions in their JSON object form too', async () => {
    const t = await pay(7n)
    const asObject = JSON.parse(
      algosdk.encodeJSON(
        new algosdk.SignedTransaction({ txn: t, sig: algosdk.decodeSignedTransaction(t.signTxn(alice.secretKey)).sig }),
      ),
    ) as unknown
    const r = await h.call('node', 'POST', '/v2/transactions/simulate', {
      body: { 'txn-groups': [{ txns: [asObject] }] },
    })
    expect(r.status, r.text).toBe(200)
    const result = (
      (r.json!['txn-groups'] as Record<string, unknown>[])[0]!['txn-results'] as Record<
        string,
        Record<string, unknown>
      >[]
    )[0]!
    expect(result['txn-result']!.txn).toMatchObject({ txn: { amt: 7, snd: alice.address } })
  })

  it('decodes a msgpack request from algosdk and answers msgpack', async () => {
    const t = await pay(5n)
    const req = new algosdk.modelsv2.SimulateRequest({
      txnGroups: [
        new algosdk.modelsv2.SimulateRequestTransactionGroup({ txns: [new algosdk.SignedTransaction({ txn: t })] }),
      ],
      allowEmptySignatures: true,
    })
    const res = await algod.simulateTransactions(req).do()
    expect(Number(res.txnGroups[0]!.txnResults[0]!.feesPaid)).toBe(1000)
    expect(Number(res.txnGroups[0]!.groupUsage)).toBe(1_000_000)
    expect(res.evalOverrides?.allowEmptySignatures).toBe(true)
  })

  it('reports a failing transaction without committing, and refuses rounds outside the lookback', async () => {
    const t = await pay(10n ** 16n)
    const r = await h.call('node', 'POST', '/v2/transactions/simulate', {
      body: { 'txn-groups': [{ txns: [b64(t.signTxn(alice.secretKey))] }] },
    })
    const g = (r.json!['txn-groups'] as Record<string, unknown>[])[0]!
    expect(g['failure-message']).toMatch(/overspend/)
    expect(g['failed-at']).toEqual([0])
    const old = await h.call('node', 'POST', '/v2/transactions/simulate', {
      body: { round: 1, 'txn-groups': [{ txns: [b64(t.signTxn(alice.secretKey))] }] },
    })
    expect(old.status).toBe(400)
  })
})

describe('node: blocks', () => {
  it('answers algod block JSON in msgpack short keys, with load only after the upgrade round', async () => {
    const upgrade = Math.floor(h.rounds * UPGRADE_AT)
    const before = (await h.call('node', 'GET', `/v2/blocks/${upgrade}`)).json!.block as Record<string, unknown>
    const after = (await h.call('node', 'GET', `/v2/blocks/${upgrade + 1}`)).json!.block as Record<string, unknown>
    expect(before.rnd).toBe(upgrade)
    expect(before).not.toHaveProperty('ld')
    expect(after).toHaveProperty('ld')
    expect(String(after.proto)).not.toBe(String(before.proto))
    const headerOnly = (await h.call('node', 'GET', `/v2/blocks/${upgrade + 1}`, { query: { 'header-only': 'true' } }))
      .json!.block as Record<string, unknown>
    expect(headerOnly).not.toHaveProperty('txns')
    // algosdk reads the msgpack form, transactions and apply data included.
    for (const r of [upgrade, upgrade + 1, h.rounds]) {
      const blk = await algod.block(r).do()
      expect(blk.block.header.round).toBe(BigInt(r))
      const ids = (await h.call('node', 'GET', `/v2/blocks/${r}/txids`)).json!.blockTxids as string[]
      expect(blk.block.payset.length).toBe(ids.length)
    }
  })
})
