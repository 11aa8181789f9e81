import { describe, expect, it } from 'vitest'
import { encodeBech32 } from '@/lib/format/address'
import { cosmosGatewayIds, getNetwork } from '@/lib/networks'
import { offers } from '@/lib/client/resolve'
import { cosmosAccountPage } from './panels'

describe('an unused SDK address', () => {
  // A real LCD answers 404 "account … not found" for an address that never received funds: that is an answer.
  it('says so in words on every network whose account panel can 404', () => {
    const checked = cosmosGatewayIds().filter((g) => offers(g, 'cosmos.auth.account'))
    expect(checked.length).toBeGreaterThan(0)
    for (const g of checked) {
      const n = getNetwork(g)
      if (n.address.kind !== 'bech32') continue
      const page = cosmosAccountPage(g, encodeBech32(n.address.prefix, new Uint8Array(20).fill(7)))
      if (!('panels' in page)) throw new Error(`${g}: no panels`)
      const account = page.panels.find((p) => p.id === 'account')
      expect(account?.absent, g).toBe(`No account on ${n.name} yet: this address has never received funds.`)
    }
  })
})
