import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Account, ProxyNetworkProvider, Transaction, UserSecretKey } from '@multiversx/sdk-core'
import { LCDClient } from '@terra-money/feather.js'
import { Address, Revision } from '@vechain/sdk-core'
import { SimpleHttpClient, ThorClient } from '@vechain/sdk-network'
import algosdk from 'algosdk'
import type { AxiosError, AxiosInstance } from 'axios'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startDevnet, type Devnet } from '@/devnet/server'
import type { VmGateway } from '@/devnet/vm'
import { matchOperation, OPERATIONS_BY_ID } from '@/lib/catalog'
import { encodeBech32 } from '@/lib/format/address'
import type { GatewayCore } from '@/lib/gateway/core'
import { createNodeGatewayHandler } from '@/lib/gateway/node-http'
import { gatewaysAt, testCore } from '@/tests/proxy/harness'
import { upstreamPathsFront } from './multiversx-upstream-paths'

/**
 * A gateway's refusal, as each official client surfaces it, is the same through the proxy as from the gateway
 * directly: the proxy passes a 4xx on with the gateway's status and body (lib/gateway/README.md). Each SDK makes one
 * call the gateway refuses, once straight to devnet (with the api-key) and once through the proxy's production door
 * (`/api/gw/<gateway>`, node-http, no key), and what the SDK throws must carry the node's own words, alike.
 */
const KEY = 'devnet-key'
let devnet: Devnet
let dataDir: string
let core: GatewayCore
let server: Server
let proxy: string
let cosmosFront: Awaited<ReturnType<typeof upstreamPathsFront>>

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'sdk-refusals-'))
  devnet = await startDevnet({
    port: 0,
    gateways: ['sharded', 'vm', 'hub', 'node'],
    dataDir,
    blockMs: 250,
    apiKey: KEY,
    // sdk-core's transaction and address codecs accept no other prefix.
    env: { DEVNET_SHARDED_PREFIX: 'erd' },
    log: () => {},
  })
  const gateways = gatewaysAt(devnet.url, KEY)
  gateways.sharded = { ...gateways.sharded!, bech32Prefix: 'erd' }
  core = testCore(
    { base: devnet.url },
    {
      settings: { gateways, timeoutMs: 10_000 },
      matcher: matchOperation,
      operation: (id) => OPERATIONS_BY_ID.get(id),
    },
  )
  server = createServer(createNodeGatewayHandler(core))
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  proxy = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  // feather.js asks for grpc-gateway's own path names (`/cosmos/auth/...`); the proxy serves the catalog's (`/sdk/`).
  cosmosFront = await upstreamPathsFront(proxy, 'hub')
}, 120_000)

afterAll(async () => {
  await cosmosFront?.close()
  server?.closeAllConnections()
  await new Promise((r) => server?.close(r))
  await core?.close()
  await devnet?.close()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

/** What a call threw (the test fails if it did not throw). */
async function thrown(call: () => Promise<unknown>): Promise<Error> {
  try {
    await call()
  } catch (e) {
    return e as Error
  }
  throw new Error('the call was not refused')
}

describe('an official client reads a gateway’s refusal through the proxy as from the gateway', () => {
  it('@multiversx/sdk-core: an unfunded transfer is refused in the node’s words', async () => {
    const direct = new ProxyNetworkProvider(`${devnet.url}/sharded`, { headers: { 'api-key': KEY } })
    const proxied = new ProxyNetworkProvider(`${proxy}/api/gw/sharded`)
    const config = await direct.getNetworkConfig()
    const nobody = new Account(UserSecretKey.generate(), 'erd')
    const receiver = new Account(UserSecretKey.generate(), 'erd').address
    const tx = new Transaction({
      sender: nobody.address,
      receiver,
      value: 1n,
      gasLimit: config.minGasLimit,
      chainID: config.chainID,
      nonce: 0n,
    })
    tx.signature = await nobody.signTransaction(tx)
    const words = `transaction generation failed: insufficient funds for address ${nobody.address.toBech32()}`
    const [fromGateway, fromProxy] = [
      await thrown(() => direct.sendTransaction(tx)),
      await thrown(() => proxied.sendTransaction(tx)),
    ]
    expect(fromGateway.message).toContain(`[${words}]`)
    expect(fromProxy.message).toBe(fromGateway.message)
  })

  it('@vechain/sdk-network: a read at a block not produced yet is refused with the node’s plain text', async () => {
    const direct = new ThorClient(new SimpleHttpClient(`${devnet.url}/vm`, { 'api-key': KEY }))
    const proxied = new ThorClient(new SimpleHttpClient(`${proxy}/api/gw/vm`))
    try {
      const holder = Address.of((devnet.modules.get('vm') as VmGateway).ledger.accounts[1]!.address)
      const future = { revision: Revision.of(4_000_000_000) }
      const [fromGateway, fromProxy] = [
        await thrown(() => direct.accounts.getAccount(holder, future)),
        await thrown(() => proxied.accounts.getAccount(holder, future)),
      ]
      // What the SDK read of the answer is its `errorMessage`; its message adds the URL it called.
      const read = (e: Error) => (e as Error & { errorMessage?: string }).errorMessage
      expect(read(fromGateway)).toBe('HTTP 400 Bad Request - revision: not found')
      expect(read(fromProxy)).toBe(read(fromGateway))
      expect(fromProxy.message.replaceAll(`${proxy}/api/gw`, '')).toBe(fromGateway.message.replaceAll(devnet.url, ''))
    } finally {
      direct.destroy()
      proxied.destroy()
    }
  })

  it('@terra-money/feather.js: an account the chain does not have is grpc-gateway’s 404 {code, message}', async () => {
    const chain = (lcd: string) =>
      new LCDClient({
        'hub-devnet-1': {
          lcd,
          chainID: 'hub-devnet-1',
          gasAdjustment: 1.5,
          gasPrices: { uhub: 0.0025 },
          prefix: 'hub',
        },
      })
    const direct = chain(`${devnet.url}/hub`)
    for (const r of Object.values(direct.apiRequesters))
      (r as unknown as { axios: AxiosInstance }).axios.defaults.headers.common['api-key'] = KEY
    const proxied = chain(`${cosmosFront.url}/api/gw/hub`)
    const nobody = encodeBech32('hub', new Uint8Array(20).fill(0x5a))
    const [fromGateway, fromProxy] = [
      (await thrown(() => direct.auth.accountInfo(nobody))) as AxiosError,
      (await thrown(() => proxied.auth.accountInfo(nobody))) as AxiosError,
    ]
    expect(fromGateway.response?.status).toBe(404)
    expect(fromGateway.response?.data).toMatchObject({ code: 5, message: expect.stringContaining('not found') })
    expect([fromProxy.message, fromProxy.response?.status, fromProxy.response?.data]).toEqual([
      fromGateway.message,
      fromGateway.response?.status,
      fromGateway.response?.data,
    ])
  })

  it('algosdk: an application that does not exist is algod’s 404 {message}', async () => {
    const direct = new algosdk.Algodv2('', `${devnet.url}/node`, devnet.port, { 'api-key': KEY })
    const port = Number(new URL(proxy).port)
    const proxied = new algosdk.Algodv2('', `${proxy}/api/gw/node`, port)
    const [fromGateway, fromProxy] = [
      await thrown(() => direct.getApplicationByID(987_654_321).do()),
      await thrown(() => proxied.getApplicationByID(987_654_321).do()),
    ]
    expect(fromGateway.message).toBe(
      'Network request error. Received status 404 (Not Found): application does not exist',
    )
    expect(fromProxy.message).toBe(fromGateway.message)
  })
})
