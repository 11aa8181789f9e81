import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { ChainProfile } from '../view'
import { cosmosAccounts, cosmosBalances } from './account'
import { cosmosBlock } from './block'

const stratos: ChainProfile = {
  address: { kind: 'bech32', prefix: 'st', validatorPrefix: 'stvaloper', consensusPrefix: 'stvalcons' },
  denom: { base: 'wei', display: 'STOS', exponent: 18 },
}
const ctx = { network: 'hub' as const, chain: stratos }
const fixture = (f: string) => JSON.parse(readFileSync(new URL(`../fixtures/cosmos/${f}`, import.meta.url), 'utf8'))

describe('SDK accounts and balances on a real chain', () => {
  it('lists every account: module accounts by name, key types in words, addresses linked', () => {
    const v = cosmosAccounts(fixture('auth-accounts.stratos-sdk047.json'), ctx)
    if (v.kind !== 'table') throw new Error('table expected')
    expect(v.rows[0]).toMatchObject({
      address: { type: 'link', value: 'st1rwnmgk0x2n2wry876dkxq2hhcce8k7kzspppax' },
      type: { value: 'Base account' },
      number: { value: '7' },
    })
    expect(v.rows[1]).toMatchObject({
      address: { value: 'st1fz67scxv3hjy0nxafuf0c4made74gfcf7myjqg' },
      type: { value: 'Module account: meta node bonded pool' },
      number: { value: '15' },
    })
    expect(v.rows.find((r) => r.key?.type === 'text')?.key).toMatchObject({ value: 'ethsecp256k1' })
  })

  it('names the native denomination by its unit, not its base denom', () => {
    const v = cosmosBalances(fixture('bank-balances.stratos-sdk047.json'), ctx)
    if (v.kind !== 'table') throw new Error('table expected')
    expect(v.rows[0]).toEqual({
      denom: { type: 'text', value: 'STOS' },
      amount: { type: 'amount', raw: '99991399999400000000000000', denom: 'wei', exponent: 18, display: 'STOS' },
    })
  })

  it('shows the proposer as a consensus address of the chain’s prefix', () => {
    const v = cosmosBlock(fixture('get-latest-block.stratos-sdk047.json'), ctx)
    const proposer = v.kind === 'kv' ? v.rows.find((r) => r.label === 'Proposer')?.value : undefined
    expect(proposer).toMatchObject({ type: 'validator', value: expect.stringMatching(/^stvalcons1/) })
  })
})
