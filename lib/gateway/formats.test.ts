import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { matchOperation, OPERATIONS_BY_ID } from '@/lib/catalog'
import { encodeBech32 } from '@/lib/format/address'
import { gatewaysAt, send, startFake, testCore, type Fake } from '@/tests/proxy/harness'
import { TX_BYTES } from '@/tests/security/requests'
import type { GatewayCore } from './core'

/** The prefix half of an address format: it depends on the gateway (its network, or <ID>_BECH32_PREFIX). */
let fake: Fake
let core: GatewayCore
let real: GatewayCore
beforeAll(async () => {
  fake = await startFake(4147)
  const catalog = { matcher: matchOperation, operation: (id: string) => OPERATIONS_BY_ID.get(id) }
  core = testCore(fake, catalog)
  // A real Hub whose accounts are cosmos1…, and a real sharded ledger (erd1…).
  const gateways = gatewaysAt(fake.base)
  gateways.hub = { ...gateways.hub!, bech32Prefix: 'cosmos' }
  gateways.sharded = { ...gateways.sharded!, bech32Prefix: 'erd' }
  gateways.platform = { ...gateways.platform!, bech32Prefix: 'terra' }
  real = testCore(fake, { ...catalog, settings: { gateways } })
})
afterAll(async () => {
  await core.close()
  await real.close()
  await fake.close()
})
beforeEach(() => void (fake.calls.length = 0))

const bytes = (n: number, fill: number) => new Uint8Array(n).fill(fill)
const hub = encodeBech32('hub', bytes(20, 1))
const cosmos = encodeBech32('cosmos', bytes(20, 1))
const plat = encodeBech32('plat', bytes(20, 2))
const platValoper = encodeBech32('platvaloper', bytes(20, 2))
const shd = encodeBech32('shd', bytes(32, 3))
const erd = encodeBech32('erd', bytes(32, 3))

describe('bech32 prefixes per gateway', () => {
  it('takes the network registry prefix on devnet and refuses other chains’ addresses before the gateway', async () => {
    expect((await send(core, `/hub/sdk/bank/v1beta1/balances/${hub}`)).status).toBe(200)
    const r = await send(core, `/hub/sdk/bank/v1beta1/balances/${cosmos}`)
    expect(r.status).toBe(400)
    expect(r.json).toMatchObject({
      error: 'invalid_parameter',
      detail: expect.stringMatching(/hub1… address on the hub gateway, not cosmos1…/),
    })
    expect((await send(core, `/sharded/address/${hub}`)).status).toBe(400)
    expect((await send(core, `/sharded/address/${erd}`)).status).toBe(400)
    expect((await send(core, `/sharded/address/${shd}`)).status).toBe(200)
    expect(fake.calls.map((c) => c.url.split('/')[1])).toEqual(['hub', 'sharded'])
  })

  it('tells account and validator operator prefixes apart', async () => {
    expect((await send(core, `/platform/sdk/staking/v1beta1/validators/${platValoper}`)).status).toBe(200)
    expect((await send(core, `/platform/sdk/staking/v1beta1/validators/${plat}`)).status).toBe(400)
    expect((await send(core, `/platform/sdk/bank/v1beta1/balances/${platValoper}`)).status).toBe(400)
    expect((await send(core, `/platform/sdk/bank/v1beta1/balances/${plat}`)).status).toBe(200)
  })

  it('follows <ID>_BECH32_PREFIX for a real gateway', async () => {
    expect((await send(real, `/hub/sdk/bank/v1beta1/balances/${cosmos}`)).status).toBe(200)
    expect((await send(real, `/hub/sdk/bank/v1beta1/balances/${hub}`)).status).toBe(400)
    expect(
      (await send(real, `/platform/sdk/staking/v1beta1/validators/${encodeBech32('terravaloper', bytes(20, 2))}`))
        .status,
    ).toBe(200)
    expect((await send(real, `/platform/sdk/staking/v1beta1/validators/${platValoper}`)).status).toBe(400)
    expect((await send(real, `/sharded/address/${erd}`)).status).toBe(200)
  })

  it('checks the addresses inside a sharded-ledger body', async () => {
    const tx = (receiver: string) =>
      JSON.stringify({
        nonce: 1,
        value: '0',
        receiver,
        sender: shd,
        gasPrice: 1000000000,
        gasLimit: 50000,
        chainID: 'D',
        version: 1,
        signature: 'ab',
      })
    const post = (body: string) =>
      send(core, '/sharded/transaction/send', { method: 'POST', headers: { 'content-type': 'application/json' }, body })
    const bad = await post(tx(erd))
    expect(bad.status).toBe(400)
    expect(bad.json).toMatchObject({ error: 'invalid_body', detail: expect.stringMatching(/receiver/) })
    expect(fake.calls).toHaveLength(0)
    expect((await post(tx(shd))).status).toBe(200)
  })
})

describe('SDK transaction bytes', () => {
  it('refuses bytes no chain could decode as a transaction, forwards a well-formed TxRaw', async () => {
    const post = (tx_bytes: string) =>
      send(core, '/hub/sdk/tx/v1beta1/txs', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ tx_bytes, mode: 'BROADCAST_MODE_SYNC' }),
      })
    for (const bad of [
      Buffer.from('not a tx').toString('base64'),
      'CgQKAgoA',
      Buffer.from([0x0a, 0x7f]).toString('base64'),
    ]) {
      const r = await post(bad)
      expect(r.status).toBe(400)
      expect(r.json).toMatchObject({
        error: 'invalid_body',
        detail: expect.stringMatching(/^body field tx_bytes: the transaction /),
      })
    }
    expect(fake.calls).toHaveLength(0)
    expect((await post(TX_BYTES)).status).toBe(200)
    expect(fake.calls).toHaveLength(1)
  })
})

describe('shard ids of the sharded ledger', () => {
  it('forwards the network’s shards and the metachain, refuses any other shard before the gateway', async () => {
    // lib/networks/files/sharded.json: three shards and a metachain.
    for (const shard of ['0', '1', '2', '4294967295']) {
      expect((await send(core, `/sharded/network/status/${shard}`)).status).toBe(200)
      expect((await send(core, `/sharded/block/${shard}/by-nonce/5`)).status).toBe(200)
    }
    expect(fake.calls).toHaveLength(8)
    for (const shard of ['3', '1269', '4294967294', '4294967296', '18446744073709551615']) {
      for (const url of [`/sharded/network/status/${shard}`, `/sharded/block/${shard}/by-nonce/5?withTxs=true`]) {
        const r = await send(core, url)
        expect({ url, status: r.status, body: r.json }).toEqual({
          url,
          status: 400,
          body: {
            error: 'invalid_parameter',
            detail: `path parameter shard: the sharded gateway has shards 0 to 2 and the metachain 4294967295, not ${shard}`,
          },
        })
      }
    }
    expect(fake.calls).toHaveLength(8)
  })
})
