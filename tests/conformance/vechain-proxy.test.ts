import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Address, BlockId, Revision } from '@vechain/sdk-core'
import { SimpleHttpClient, ThorClient } from '@vechain/sdk-network'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startDevnet, type Devnet } from '@/devnet/server'
import type { VmGateway } from '@/devnet/vm'
import type { VmLedger } from '@/devnet/vm/ledger'
import { matchOperation, OPERATIONS_BY_ID } from '@/lib/catalog'
import type { GatewayCore } from '@/lib/gateway/core'
import { createNodeGatewayHandler } from '@/lib/gateway/node-http'
import { gatewaysAt, send, startFake, testCore, type Fake } from '@/tests/proxy/harness'

/**
 * The VeChain SDK through the explorer's proxy (`/api/gw/vm`, no key: the proxy adds it) to devnet, with a recorder
 * in between that sees exactly what reaches the upstream. Meter ignores query keys it does not read; the proxy
 * drops them (lib/gateway/README.md): never forwarded, never in the cache key, and the client's call still works.
 */
let devnet: Devnet
let l: VmLedger
let recorder: Fake
let core: GatewayCore
let server: Server
let thor: ThorClient

beforeAll(async () => {
  devnet = await startDevnet({
    port: 0,
    gateways: ['vm'],
    blockMs: 500,
    log: () => {},
    dataDir: '.devnet/vechain-proxy',
  })
  l = (devnet.modules.get('vm') as VmGateway).ledger
  recorder = await startFake(4161)
  // Forward what the proxy sends to devnet as it is, after noting it.
  recorder.handler = async (req, res, body) => {
    const r = await fetch(`${devnet.url}${req.url}`, {
      method: req.method,
      headers: { 'api-key': String(req.headers['api-key']), 'content-type': 'application/json' },
      ...(req.method === 'POST' ? { body: new Uint8Array(body) } : {}),
    })
    res.writeHead(r.status, { 'content-type': r.headers.get('content-type') ?? 'application/json' })
    res.end(Buffer.from(await r.arrayBuffer()))
  }
  core = testCore(recorder, {
    settings: { gateways: gatewaysAt(recorder.base, 'devnet-key') },
    matcher: matchOperation,
    operation: (id) => OPERATIONS_BY_ID.get(id),
  })
  server = createServer(createNodeGatewayHandler(core))
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  thor = new ThorClient(new SimpleHttpClient(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/gw/vm`))
})
afterAll(async () => {
  thor.destroy()
  server.closeAllConnections()
  await new Promise((r) => server.close(r))
  await core.close()
  await recorder.close()
  await devnet.close()
})
beforeEach(() => {
  recorder.calls.length = 0
})

const forwarded = () => recorder.calls.map((c) => c.url)

describe('VeChain SDK through the proxy', () => {
  it("drops getStorageAt's ?pos= instead of forwarding it, and answers the slot", async () => {
    const holder = l.accounts[1]!.address
    const slot = `0x${holder.slice(2).padStart(64, '0')}`
    // Blocks keep coming (a request first catches the chain up): the answer is the slot at some height between the
    // best blocks around the call.
    const b0 = l.best.number
    const value = await thor.accounts.getStorageAt(Address.of(l.token), BlockId.of(slot))
    const b1 = l.best.number
    const slots: bigint[] = []
    for (let h = b0; h <= b1; h++) slots.push(BigInt(l.state.storage(l.token, slot, h)))
    expect(slots).toContain(value.bi)
    // The SDK writes EIP-55 checksummed addresses; the path goes on as it came.
    expect(forwarded()).toEqual([`/vm/accounts/${Address.of(l.token).toString()}/storage/${slot}`])
  })

  it('forwards the keys Meter reads: expanded blocks, raw=false transactions, the revision of a read', async () => {
    const n = l.blocks.findLast((b) => b.txs.length)!.number
    const block = (await thor.blocks.getBlockExpanded(n))!
    expect(block.transactions.map((t) => t.id)).toEqual(l.blocks[n]!.txs)
    const id = l.blocks[n]!.txs[0]!
    expect((await thor.transactions.getTransaction(id))!.id).toBe(id)
    const account = await thor.accounts.getAccount(Address.of(l.accounts[1]!.address), { revision: Revision.of(n) })
    expect(BigInt(account.balance)).toBe(l.state.account(l.accounts[1]!.address, n).balance)
    expect(forwarded()).toEqual([
      `/vm/blocks/${n}?expanded=true`,
      `/vm/transactions/${id}?raw=false`,
      `/vm/accounts/${Address.of(l.accounts[1]!.address).toString()}?revision=${n}`,
    ])
  })

  it('simulates clauses as the SDK posts them (a string body, which fetch labels text/plain), forwarded as JSON', async () => {
    const to = l.accounts[2]!.address
    const [result] = await thor.transactions.simulateTransaction([{ to, value: '0x1', data: '0x' }], {
      caller: l.accounts[1]!.address,
    })
    expect(result, JSON.stringify(result)).toMatchObject({ reverted: false, vmError: '' })
    // What the proxy sent on: the simulation, as JSON (the SDK may read other things around it).
    const call = recorder.calls.find((c) => c.method === 'POST')
    expect([call?.url, call?.headers['content-type']], JSON.stringify(forwarded())).toEqual([
      '/vm/accounts/*',
      'application/json',
    ])
    const [sent] = (JSON.parse(call!.body.toString()) as { clauses: { to: string; value: string }[] }).clauses
    expect({ to: sent!.to, value: BigInt(sent!.value) }).toEqual({ to, value: 1n })
  })

  it('drops unknown keys from the cache key too, and still refuses a known key with a bad value', async () => {
    const first = await send(core, '/vm/blocks/5?utm=1')
    const again = await send(core, '/vm/blocks/5?other=2')
    expect(first.status).toBe(200)
    expect((first.json as { id: string }).id).toBe(l.blocks[5]!.id)
    expect(again.headers.get('x-cache')).toBe('hit')
    expect(forwarded()).toEqual(['/vm/blocks/5'])
    const bad = await send(core, '/vm/blocks/5?expanded=yes')
    expect(bad).toMatchObject({ status: 400, json: { error: 'invalid_parameter' } })
    expect(forwarded()).toHaveLength(1)
    // Gateways whose upstream refuses unknown keys keep the refusal.
    const sdk = await send(core, '/hub/sdk/bank/v1beta1/params?utm=1')
    expect(sdk).toMatchObject({ status: 400, json: { error: 'unknown_parameter' } })
  })
})
