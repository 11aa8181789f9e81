import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { gatewayIds } from '@/lib/networks'
import { moduleExists } from '../registry'
import { startDevnet, type Devnet } from '../server'

let devnet: Devnet
beforeAll(async () => {
  // Only gateways whose module is absent: this test is about the core, not the chains.
  const absent = gatewayIds().filter((id) => !moduleExists(id))
  devnet = await startDevnet({ port: 0, gateways: absent, dataDir: '.devnet/test-core', log: () => {} })
})
afterAll(() => devnet.close())

describe('startDevnet', () => {
  it('serves stats without a key and lists missing modules', async () => {
    const r = await fetch(`${devnet.url}/__devnet/stats`)
    expect(r.status).toBe(200)
    expect(await r.json()).toEqual({ requests: {} })
    expect(devnet.missing).toEqual(gatewayIds().filter((id) => !moduleExists(id)))
  })
  it('answers 404 outside any gateway', async () => {
    const r = await fetch(`${devnet.url}/nowhere`)
    expect(r.status).toBe(404)
  })
})
