import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ed25519 } from '@noble/curves/ed25519.js'
import algosdk from 'algosdk'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startDevnet, type Devnet } from '../../server'

const KEY = 'algo-e2e-key'
let devnet: Devnet
let dataDir: string

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'devnet-algo-e2e-'))
  devnet = await startDevnet({
    port: 0,
    apiKey: KEY,
    seed: 7,
    dataDir,
    blockMs: 300,
    gateways: ['node', 'indexer', 'kmd'],
    env: { DEVNET_LEDGER_ROUNDS: '200', DEVNET_KMD_SCRYPT_N: '1024' },
    log: () => {},
  })
})

afterAll(async () => {
  await devnet?.close()
  rmSync(dataDir, { recursive: true, force: true })
})

const headers = { 'api-key': KEY }

describe('a real algosdk client end to end', () => {
  it('creates a wallet, generates a key, signs a payment through KMD, submits it and finds it in the indexer', async () => {
    const kmd = new algosdk.Kmd('', `${devnet.url}/kmd`, devnet.port, headers)
    const algod = new algosdk.Algodv2('', `${devnet.url}/node`, devnet.port, headers)
    const indexer = new algosdk.Indexer('', `${devnet.url}/indexer`, devnet.port, headers)

    // The default wallet holds funded genesis accounts.
    const { wallets } = await kmd.listWallets()
    const def = wallets.find((w: { name: string }) => w.name === 'unencrypted-default-wallet')
    expect(def).toBeDefined()
    const defHandle = (await kmd.initWalletHandle(def.id, '')).wallet_handle_token
    const funded: string[] = (await kmd.listKeys(defHandle)).addresses
    expect(funded.length).toBeGreaterThanOrEqual(5)
    const info = await algod.accountInformation(funded[0]!).do()
    expect(info.amount).toBeGreaterThan(0n)

    // A new wallet and a new key.
    const created = await kmd.createWallet('e2e-wallet', 's3cret')
    const handle = (await kmd.initWalletHandle(created.wallet.id, 's3cret')).wallet_handle_token
    const { address: fresh } = await kmd.generateKey(handle)
    expect(algosdk.isValidAddress(fresh)).toBe(true)

    // Fund the new key from the default wallet, signed by KMD; algosdk verifies the signature.
    const sp = await algod.getTransactionParams().do()
    const pay = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: funded[0]!,
      receiver: fresh,
      amount: 2_000_000n,
      note: new TextEncoder().encode('e2e'),
      suggestedParams: sp,
    })
    const signed = await kmd.signTransaction(defHandle, '', pay)
    const stxn = algosdk.decodeSignedTransaction(signed)
    expect(ed25519.verify(stxn.sig!, pay.bytesToSign(), algosdk.decodeAddress(funded[0]!).publicKey)).toBe(true)

    const { txid } = await algod.sendRawTransaction(signed).do()
    expect(txid).toBe(pay.txID())
    const confirmed = await algosdk.waitForConfirmation(algod, txid, 20)
    expect(confirmed.confirmedRound).toBeGreaterThan(0n)

    const found = await indexer.lookupTransactionByID(txid).do()
    expect(found.transaction.id).toBe(txid)
    expect(found.transaction.paymentTransaction?.receiver).toBe(fresh)
    expect(found.transaction.paymentTransaction?.amount).toBe(2_000_000n)
    const acct = await algod.accountInformation(fresh).do()
    expect(acct.amount).toBe(2_000_000n)

    // Now the new key spends, signed through its own wallet.
    const back = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: fresh,
      receiver: funded[1]!,
      amount: 500_000n,
      suggestedParams: sp,
    })
    const { txid: txid2 } = await algod.sendRawTransaction(await kmd.signTransaction(handle, 's3cret', back)).do()
    await algosdk.waitForConfirmation(algod, txid2, 20)
    const history = await indexer.lookupAccountTransactions(fresh).do()
    expect(history.transactions.map((t) => t.id)).toEqual([txid2, txid])
  })
})
