import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import algosdk from 'algosdk'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildPath, operationsOf } from '@/lib/catalog/index'
import type { OperationId } from '@/lib/catalog/operation-ids'
import type { Operation } from '@/lib/catalog/types'
import { startDevnet, type Devnet } from '../../server'
import { defaultWalletMdk, deriveKey } from '../kmd/derive'
import { UpstreamSpecs, type SpecGateway } from './upstream-specs'

/**
 * Every catalog operation of node, indexer and kmd answers 2xx with a body valid against the upstream spec in
 * devnet/testing/upstream-spec-files.ts. Operations whose upstream spec declares no body schema are listed in NO_SCHEMA.
 */
const KEY = 'algo-spec-key'
const SEED = 11
let devnet: Devnet
let dataDir: string
const specs = new UpstreamSpecs()

type Sample = { path: Record<string, string>; query?: Record<string, string>; body?: unknown; raw?: Uint8Array }

const call = async (
  g: string,
  method: string,
  path: string,
  init: { query?: Record<string, string>; body?: unknown; raw?: Uint8Array } = {},
) => {
  const qs = init.query ? `?${new URLSearchParams(init.query)}` : ''
  const res = await fetch(`${devnet.url}/${g}${path}${qs}`, {
    method,
    headers: {
      'api-key': KEY,
      ...(init.raw
        ? { 'content-type': 'application/x-binary' }
        : init.body !== undefined
          ? { 'content-type': 'application/json' }
          : {}),
    },
    body: init.raw ? Buffer.from(init.raw) : init.body !== undefined ? JSON.stringify(init.body) : undefined,
  })
  const text = await res.text()
  return { status: res.status, text, json: text ? (JSON.parse(text) as Record<string, unknown>) : undefined }
}

let samples: Partial<Record<OperationId, Sample>> = {}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'devnet-algo-spec-'))
  devnet = await startDevnet({
    port: 0,
    apiKey: KEY,
    seed: SEED,
    dataDir,
    blockMs: 250,
    gateways: ['node', 'indexer', 'kmd'],
    env: { DEVNET_LEDGER_ROUNDS: '300', DEVNET_KMD_SCRYPT_N: '1024' },
    log: () => {},
  })
  samples = await discoverSamples()
})

afterAll(async () => {
  await devnet?.close()
  rmSync(dataDir, { recursive: true, force: true })
})

/** Real values from the running ledger and a real kmd session for every operation's parameters. */
async function discoverSamples(): Promise<Partial<Record<OperationId, Sample>>> {
  const apps = (await call('indexer', 'GET', '/v2/applications')).json!.applications as {
    id: number
    params: { creator: string }
  }[]
  const app = apps[0]!
  const boxes = (await call('indexer', 'GET', `/v2/applications/${app.id}/boxes`)).json!.boxes as { name: string }[]
  const assets = (await call('indexer', 'GET', '/v2/assets')).json!.assets as {
    index: number
    params: { creator: string }
  }[]
  const asset = assets[0]!
  const tx = (
    (await call('indexer', 'GET', '/v2/transactions', { query: { limit: '1', 'tx-type': 'pay' } })).json!
      .transactions as { id: string }[]
  )[0]!
  const status = (await call('node', 'GET', '/v2/status')).json!
  const head = String(status['last-round'])
  const params = await call('node', 'GET', '/v2/transactions/params')
  const gh = new Uint8Array(Buffer.from(params.json!['genesis-hash'] as string, 'base64'))
  const funded = deriveKey(defaultWalletMdk(SEED), 1)
  const payment = (amount: bigint) =>
    algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: funded.address,
      receiver: deriveKey(defaultWalletMdk(SEED), 2).address,
      amount,
      suggestedParams: {
        fee: 1000n,
        minFee: 1000n,
        flatFee: true,
        firstValid: BigInt(head),
        lastValid: BigInt(head) + 500n,
        genesisHash: gh,
        genesisID: params.json!['genesis-id'] as string,
      },
    })
  const signed = (amount: bigint) => payment(amount).signTxn(funded.secretKey)

  // A kmd session on a fresh wallet with a generated key and a multisig.
  const wallet = (await call('kmd', 'POST', '/v1/wallet', { body: { wallet_name: 'spec', wallet_password: 'pw' } }))
    .json!.wallet as { id: string }
  const token = (
    await call('kmd', 'POST', '/v1/wallet/init', { body: { wallet_id: wallet.id, wallet_password: 'pw' } })
  ).json!.wallet_handle_token as string
  const keyAddr = (await call('kmd', 'POST', '/v1/key', { body: { wallet_handle_token: token } })).json!
    .address as string
  const pk = Buffer.from(algosdk.decodeAddress(keyAddr).publicKey).toString('base64')
  const other = Buffer.from(deriveKey(defaultWalletMdk(SEED), 3).publicKey).toString('base64')
  const msig = (
    await call('kmd', 'POST', '/v1/multisig/import', {
      body: { wallet_handle_token: token, multisig_version: 1, threshold: 1, pks: [pk, other] },
    })
  ).json!.address as string
  const own = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: keyAddr,
    receiver: keyAddr,
    amount: 0n,
    suggestedParams: { fee: 1000n, minFee: 1000n, flatFee: true, firstValid: 1n, lastValid: 100n, genesisHash: gh },
  })
  const msigTxn = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: msig,
    receiver: keyAddr,
    amount: 0n,
    suggestedParams: { fee: 1000n, minFee: 1000n, flatFee: true, firstValid: 1n, lastValid: 100n, genesisHash: gh },
  })
  const t = { wallet_handle_token: token }
  const secret = { ...t, wallet_password: 'pw' }
  const b64 = (b: Uint8Array) => Buffer.from(b).toString('base64')
  const importable = Buffer.from(algosdk.generateAccount().sk).toString('base64')

  const acct = { address: app.params.creator, 'account-id': app.params.creator }
  return {
    'node.accounts.get': { path: { address: funded.address } },
    'node.accounts.application': { path: { address: app.params.creator, 'application-id': String(app.id) } },
    'node.applications.get': { path: { 'application-id': String(app.id) } },
    'node.transactions.broadcast': { path: {}, raw: signed(1000n) },
    'node.transactions.broadcastAsync': { path: {}, raw: signed(2000n) },
    'node.transactions.simulate': {
      path: {},
      body: { 'txn-groups': [{ txns: [b64(signed(3000n))] }], 'allow-empty-signatures': true },
    },
    'node.status.waitForBlockAfter': { path: { round: head } },
    'node.blocks.get': { path: { round: head } },
    'node.blocks.hash': { path: { round: head } },
    'node.blocks.txids': { path: { round: head } },
    'node.transactions.pending.get': { path: { txid: tx.id } },
    'node.accounts.pendingTransactions': { path: { address: funded.address } },
    'node.accounts.assets': { path: { address: asset.params.creator } },
    'node.accounts.asset': { path: { address: asset.params.creator, 'asset-id': String(asset.index) } },
    'node.assets.get': { path: { 'asset-id': String(asset.index) } },
    'node.applications.boxes': { path: { 'application-id': String(app.id) }, query: { include: 'values' } },
    'node.applications.box': { path: { 'application-id': String(app.id) }, query: { name: `b64:${boxes[0]!.name}` } },
    'indexer.accounts.get': { path: { 'account-id': funded.address } },
    'indexer.accounts.transactions': { path: { 'account-id': funded.address } },
    'indexer.applications.boxes': { path: { 'application-id': String(app.id) }, query: { include: 'values' } },
    'indexer.assets.transactions': { path: { 'asset-id': String(asset.index) } },
    'indexer.blocks.get': { path: { 'round-number': head } },
    'indexer.transactions.get': { path: { txid: tx.id } },
    'indexer.assets.get': { path: { 'asset-id': String(asset.index) } },
    'indexer.assets.balances': { path: { 'asset-id': String(asset.index) } },
    'indexer.applications.get': { path: { 'application-id': String(app.id) } },
    'indexer.applications.box': {
      path: { 'application-id': String(app.id) },
      query: { name: `b64:${boxes[0]!.name}` },
    },
    'indexer.applications.logs': { path: { 'application-id': String(app.id) } },
    'indexer.accounts.assets': { path: acct },
    'indexer.accounts.createdAssets': { path: { 'account-id': asset.params.creator } },
    'indexer.accounts.appsLocalState': { path: acct },
    'indexer.accounts.createdApplications': { path: acct },
    'kmd.versions': { path: {} },
    'kmd.wallets.list': { path: {} },
    'kmd.wallet.create': {
      path: {},
      body: { wallet_name: 'spec-2', wallet_password: 'pw2', wallet_driver_name: 'sqlite' },
    },
    'kmd.wallet.init': { path: {}, body: { wallet_id: wallet.id, wallet_password: 'pw' } },
    'kmd.wallet.info': { path: {}, body: t },
    'kmd.wallet.renew': { path: {}, body: t },
    'kmd.wallet.rename': {
      path: {},
      body: { wallet_id: wallet.id, wallet_name: 'spec-renamed', wallet_password: 'pw' },
    },
    'kmd.key.generate': { path: {}, body: t },
    'kmd.key.import': { path: {}, body: { ...t, private_key: importable } },
    'kmd.key.list': { path: {}, body: t },
    'kmd.key.export': { path: {}, body: { ...secret, address: keyAddr } },
    'kmd.masterKey.export': { path: {}, body: secret },
    'kmd.multisig.list': { path: {}, body: t },
    'kmd.multisig.export': { path: {}, body: { ...t, address: msig } },
    'kmd.multisig.sign': { path: {}, body: { ...secret, transaction: b64(msigTxn.toByte()), public_key: pk } },
    'kmd.multisig.signProgram': {
      path: {},
      body: { ...secret, address: msig, data: b64(new Uint8Array([0x0a, 0x81, 0x01])), public_key: pk },
    },
    'kmd.multisig.import': { path: {}, body: { ...t, multisig_version: 1, threshold: 2, pks: [pk, other] } },
    'kmd.program.sign': {
      path: {},
      body: { ...secret, address: keyAddr, data: b64(new Uint8Array([0x0a, 0x81, 0x01])) },
    },
    'kmd.transaction.sign': { path: {}, body: { ...secret, transaction: b64(own.toByte()) } },
    // Destructive ones run last (see ORDER_LAST).
    'kmd.multisig.delete': { path: {}, body: { ...secret, address: msig } },
    'kmd.key.delete': { path: {}, body: { ...secret, address: keyAddr } },
    'kmd.wallet.release': { path: {}, body: t },
  }
}

/** Upstream operations whose 200 answer has no body schema: devnet answers them, the spec cannot check the body. */
const NO_SCHEMA: OperationId[] = ['node.health', 'node.ready', 'node.transactions.broadcastAsync']
/** Upstream types these bodies as a string (the document's raw text). */
const TEXT_BODY: OperationId[] = ['kmd.swagger']
const ORDER_LAST: OperationId[] = ['kmd.multisig.delete', 'kmd.key.delete', 'kmd.wallet.release']

const gateways: SpecGateway[] = ['node', 'indexer', 'kmd']
const ops = gateways.flatMap((g) => operationsOf(g).map((op) => [g, op] as const))
ops.sort(([, a], [, b]) => Number(ORDER_LAST.includes(a.id)) - Number(ORDER_LAST.includes(b.id)))

describe('every node, indexer and kmd operation answers 2xx with a body valid against the upstream spec', () => {
  it('covers every catalog operation of the three gateways', () => {
    expect(ops.length).toBeGreaterThan(60)
  })

  it.each(ops.map(([g, op]) => [op.id, g, op] as const))('%s', async (_id, g, op: Operation) => {
    const s = samples[op.id] ?? { path: {} }
    const res = await call(g, op.method, buildPath(op, s.path), { query: s.query, body: s.body, raw: s.raw })
    expect(res.status, `${op.id}: ${res.text.slice(0, 300)}`).toBeGreaterThanOrEqual(200)
    expect(res.status, `${op.id}: ${res.text.slice(0, 300)}`).toBeLessThan(300)
    const v = specs.validator(g, op.path, op.method)
    if (NO_SCHEMA.includes(op.id)) {
      expect(v, `${op.id} is listed without schema but the spec has one`).toBeNull()
      return
    }
    expect(v, `${op.id}: upstream declares no schema; list it in NO_SCHEMA`).not.toBeNull()
    const ok = v!(TEXT_BODY.includes(op.id) ? res.text : res.json)
    expect(ok, `${op.id}: ${JSON.stringify(v!.errors?.slice(0, 3))}`).toBe(true)
    if (g === 'kmd' && res.json && 'error' in res.json) expect(res.json.error).toBe(false)
  })
})
