import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startDevnet, type Devnet } from '../server'
import type { SupplyGateway } from './index'

let devnet: Devnet
beforeAll(async () => {
  devnet = await startDevnet({
    port: 0,
    gateways: ['supply'],
    dataDir: '.devnet/test-supply',
    env: { DEVNET_SUPPLY_FAULT: 'always' },
    log: () => {},
  })
})
afterAll(() => devnet.close())

const get = (path: string) => fetch(`${devnet.url}/supply${path}`, { headers: { 'api-key': 'devnet-key' } })

describe('supply feed over HTTP', () => {
  it('answers 500 {error} while DEVNET_SUPPLY_FAULT is set, then bare integers once switched off', async () => {
    const failing = await get('/vesting/totalsupply')
    expect(failing.status).toBe(500)
    expect(await failing.json()).toEqual({ error: expect.any(String) })
    ;(devnet.modules.get('supply') as SupplyGateway).setFault('never')
    const ok = await get('/vesting/circulatingsupplytokenc')
    expect(ok.status).toBe(200)
    const text = await ok.text()
    expect(text).toMatch(/^\d+$/)
    expect(ok.headers.get('content-type')).toMatch(/application\/json/)
  })

  it('requires the api-key', async () => {
    expect((await fetch(`${devnet.url}/supply/vesting/totalsupply`)).status).toBe(401)
  })
})
