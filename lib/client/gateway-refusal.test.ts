import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { matchOperation, OPERATIONS_BY_ID } from '@/lib/catalog'
import { encodeBech32 } from '@/lib/format/address'
import type { GatewayCore } from '@/lib/gateway/core'
import { createNodeGatewayHandler } from '@/lib/gateway/node-http'
import { getNetwork } from '@/lib/networks'
import { startFake, testCore, type Fake } from '@/tests/proxy/harness'
import { fetchGateway, toGatewayError } from './fetch-gateway'
import { resolveCall, type CallInput } from './resolve'
import { GatewayError } from './types'

/**
 * The proxy passes a gateway's refusal (4xx) on unchanged; the explorer's browser side still reads it in words.
 * Each kind's refusal, in the shape its real gateway writes, goes through the proxy's production door
 * (node-http) and `fetchGateway`: the panel gets `upstream_error` with the gateway's own message, and the
 * server's prefetch (`toGatewayError` over `callOperation`'s answer) builds the very same error.
 */
let fake: Fake
let core: GatewayCore
let server: Server
let origin: string

beforeAll(async () => {
  fake = await startFake(4171)
  core = testCore(fake, { matcher: matchOperation, operation: (id) => OPERATIONS_BY_ID.get(id) })
  server = createServer(createNodeGatewayHandler(core))
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  // The browser fetches same-origin paths.
  const real = globalThis.fetch
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => real(`${origin}${url}`, init))
})
afterAll(async () => {
  vi.unstubAllGlobals()
  server.closeAllConnections()
  await new Promise((r) => server.close(r))
  await core.close()
  await fake.close()
})

const prefixOf = (network: 'hub' | 'sharded') => {
  const a = getNetwork(network).address
  if (a.kind !== 'bech32' && a.kind !== 'bech32-sharded') throw new Error(`${network} has no bech32 addresses`)
  return a.prefix
}
const hubAddress = encodeBech32(prefixOf('hub'), new Uint8Array(20).fill(9))
const shardedAddress = encodeBech32(prefixOf('sharded'), new Uint8Array(32).fill(9))

const cases: [string, CallInput, number, string, string, string][] = [
  [
    'Cosmos grpc-gateway {code, message, details}',
    { gateway: 'hub', opId: 'cosmos.auth.account', path: { address: hubAddress } },
    404,
    'application/json',
    JSON.stringify({
      code: 5,
      message: `rpc error: code = NotFound desc = account ${hubAddress} not found`,
      details: [],
    }),
    `rpc error: code = NotFound desc = account ${hubAddress} not found`,
  ],
  [
    'VM plain text',
    { gateway: 'vm', opId: 'vm.blocks.get', path: { revision: '99999999' } },
    400,
    'text/plain; charset=utf-8',
    'revision: not found\n',
    'revision: not found',
  ],
  [
    'sharded {data, error, code}',
    { gateway: 'sharded', opId: 'sharded.address.get', path: { address: shardedAddress } },
    400,
    'application/json',
    JSON.stringify({ data: null, error: 'cannot get account: address is not valid', code: 'bad_request' }),
    'cannot get account: address is not valid',
  ],
  [
    'Algorand {message}',
    { gateway: 'node', opId: 'node.applications.get', path: { 'application-id': '999' } },
    404,
    'application/json',
    JSON.stringify({ message: 'application does not exist' }),
    'application does not exist',
  ],
]

describe("a gateway's refusal, read by the explorer through the proxy", () => {
  it.each(cases)('%s: upstream_error with the gateway’s own words', async (_shape, call, status, type, body, words) => {
    fake.handler = (_req, res) => {
      res.writeHead(status, { 'content-type': type })
      res.end(body)
    }
    const spec = resolveCall(call)
    const e = await fetchGateway(spec).catch((x: unknown) => x)
    expect(e).toBeInstanceOf(GatewayError)
    const err = e as GatewayError
    expect([err.status, err.error, err.detail]).toEqual([
      status,
      'upstream_error',
      `the ${call.gateway} gateway answered ${status}: ${words}`,
    ])
    // The whole body stays at hand (lib/compose/simulate reads its message there).
    const parsed = type.startsWith('application/json') ? JSON.parse(body) : body
    expect(err.upstream).toEqual({ status, body: parsed })
    // What the server's prefetch builds from the in-process answer is the same error.
    expect(toGatewayError(status, parsed, call.gateway)).toEqual(err)
  })

  it("keeps the proxy's own refusals as they are, whatever the gateway", async () => {
    const e = (await fetchGateway(
      resolveCall({ gateway: 'vm', opId: 'vm.blocks.get', path: { revision: 'not-a-revision' } }),
    ).catch((x: unknown) => x)) as GatewayError
    expect(e).toBeInstanceOf(GatewayError)
    expect([e.status, e.error]).toEqual([400, 'invalid_parameter'])
    fake.handler = (_req, res) => {
      res.writeHead(500, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ data: null, error: 'internal issue', code: 'internal_issue' }))
    }
    const failed = (await fetchGateway(
      resolveCall({ gateway: 'sharded', opId: 'sharded.address.get', path: { address: shardedAddress } }),
    ).catch((x: unknown) => x)) as GatewayError
    expect([failed.status, failed.error, failed.detail]).toEqual([
      500,
      'upstream_error',
      'the sharded gateway answered 500: internal issue',
    ])
  })
})
