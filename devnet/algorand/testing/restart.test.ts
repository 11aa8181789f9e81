import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import algosdk from 'algosdk'
import { afterAll, expect, it } from 'vitest'
import { startDevnet, type Devnet } from '../../server'
import { defaultWalletMdk, deriveKey } from '../kmd/derive'

/**
 * Algorand never reorganises: devnet stopped and started again on the same data dir (its clock resumed, as under
 * `npm start`) serves every round it served before byte for byte — the node's block (msgpack, with its
 * transactions), the block hash and transaction IDs, the indexer's block — including a round holding a submitted
 * transaction, then goes on producing rounds.
 */
const SEED = 7
const KEY = 'restart-key'
const dataDir = mkdtempSync(join(tmpdir(), 'devnet-algo-restart-'))
let devnet: Devnet | undefined
afterAll(async () => {
  await devnet?.close()
  rmSync(dataDir, { recursive: true, force: true })
})

const start = () =>
  startDevnet({
    port: 0,
    apiKey: KEY,
    seed: SEED,
    dataDir,
    blockMs: 250,
    gateways: ['node', 'indexer'],
    env: { DEVNET_LEDGER_ROUNDS: '120' },
    resumeMaxAgeMs: 3_600_000,
    log: () => {},
  })

async function get(d: Devnet, path: string): Promise<Buffer> {
  const r = await fetch(`${d.url}${path}`, { headers: { 'api-key': KEY } })
  const body = Buffer.from(await r.arrayBuffer())
  if (r.status !== 200) throw new Error(`${path}: ${r.status} ${body.toString()}`)
  return body
}
const json = async (d: Devnet, path: string) => JSON.parse((await get(d, path)).toString()) as Record<string, unknown>
const lastRound = async (d: Devnet) => Number((await json(d, '/node/v2/status'))['last-round'])

async function untilRound(d: Devnet, round: number): Promise<number> {
  const t0 = Date.now()
  for (;;) {
    const r = await lastRound(d)
    if (r >= round) return r
    if (Date.now() - t0 > 20_000) throw new Error(`round ${round} not reached in 20 s (at ${r})`)
    await new Promise((res) => setTimeout(res, 100))
  }
}

/** What a client sees of rounds 0..head: one string per round, every byte of each answer in it. */
async function served(d: Devnet, head: number): Promise<string[]> {
  const out: string[] = []
  for (let r = 0; r <= head; r++) {
    const [block, hash, txids, indexed] = await Promise.all([
      get(d, `/node/v2/blocks/${r}?format=msgpack`),
      get(d, `/node/v2/blocks/${r}/hash`),
      get(d, `/node/v2/blocks/${r}/txids`),
      get(d, `/indexer/v2/blocks/${r}`),
    ])
    out.push(`${r} ${hash} ${txids} ${block.toString('base64')} ${indexed}`)
  }
  return out
}

it('serves every round it served before the restart unchanged, then goes on', async () => {
  devnet = await start()
  const alice = deriveKey(defaultWalletMdk(SEED), 1)
  const bob = deriveKey(defaultWalletMdk(SEED), 2)
  const algod = new algosdk.Algodv2('', `${devnet.url}/node`, devnet.port, { 'api-key': KEY })
  const sp = await algod.getTransactionParams().do()
  const txn = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: alice.address,
    receiver: bob.address,
    amount: 4242n,
    note: new TextEncoder().encode('before the restart'),
    suggestedParams: sp,
  })
  const { txid } = await algod.sendRawTransaction(txn.signTxn(alice.secretKey)).do()
  const landed = await algosdk.waitForConfirmation(algod, txid, 40)
  const round = Number(landed.confirmedRound)
  const head = await untilRound(devnet, round + 5)
  const before = await served(devnet, head)
  expect(before[round]).toContain(txid)
  await devnet.close()
  devnet = undefined
  // Down for a few rounds' worth of time.
  await new Promise((r) => setTimeout(r, 1000))

  devnet = await start()
  expect(await lastRound(devnet)).toBeGreaterThanOrEqual(head)
  const after = await served(devnet, head)
  const changed = before.flatMap((b, r) => (after[r] === b ? [] : [r]))
  expect({ changed, of: before.length }).toEqual({ changed: [], of: head + 1 })
  const tx = await json(devnet, `/indexer/v2/transactions/${txid}`)
  expect((tx.transaction as Record<string, unknown>)['confirmed-round']).toBe(round)
  const now = await lastRound(devnet)
  expect(await untilRound(devnet, now + 3)).toBeGreaterThanOrEqual(now + 3)
}, 120_000)
